import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a local folder or an S3-compatible bucket (docs/architecture.md).
 * Keys are random; an uploaded file's own name is never used. Files are private: they are only
 * ever served through the api, with the caller's rights.
 */
export interface FileStorage {
  /** Writes the bytes under a new key and answers it; a failed write leaves nothing behind. */
  save(content: Buffer | Readable): Promise<string>;
  /**
   * The stored bytes as a stream, with their size; a key that names nothing is `StoredFileMissing`.
   * Storage that cannot answer (down, refusing our credentials) is `StorageUnavailable`, on every method.
   */
  open(key: string): Promise<StoredFileStream>;
  /** Removes the bytes; removing a key that names nothing is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key with the time its bytes were written, for the orphan sweep. */
  list(): AsyncIterable<StoredKey>;
}

export interface StoredFileStream {
  body: Readable;
  /** Bytes, for the answer's Content-Length. */
  size: number;
}

export interface StoredKey {
  key: string;
  savedAt: Date;
}

/** The bytes a key names are not in storage (never written, removed, or a backup restored without them). */
export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = 'StoredFileMissing';
  }
}

/** The storage cannot answer for now (unreachable, failing, or refusing our credentials): the caller may retry. */
export class StorageUnavailable extends Error {
  constructor(operation: string, cause: unknown) {
    super(`The file storage failed to ${operation}`, { cause });
    this.name = 'StorageUnavailable';
  }
}
