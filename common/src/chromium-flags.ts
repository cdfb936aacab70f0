// Debian's Chromium, driven headless by the e2e suite (playwright-core) and the benchmarks (Lighthouse).

/** Without them Chromium reaches out to the network (updates, sync, QUIC probes) and wants a GPU. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
