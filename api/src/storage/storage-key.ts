import { randomBytes } from 'node:crypto';

const STORAGE_KEY_PATTERN = /^[a-f0-9]{32}$/;

/** A new random 128-bit key: unguessable, and never derived from the uploaded name. */
export const newStorageKey = (): string => randomBytes(16).toString('hex');

/**
 * Only keys of this shape are ours: nothing else in the folder or bucket is ever read, listed or
 * deleted, and no key can climb out of the folder.
 */
export const isStorageKey = (key: string): boolean => STORAGE_KEY_PATTERN.test(key);

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error('Invalid storage key');
}
