import type SharpModule from 'sharp';

// sharp (libvips) is loaded on the first picture only: an api that never converts or compares one
// does not carry it in memory. One libvips thread per picture leaves the other core to the requests.
let loadedSharp: Promise<typeof SharpModule> | undefined;

/** sharp, loaded once and set for a small server. */
export function loadSharp(): Promise<typeof SharpModule> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}
