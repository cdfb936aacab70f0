import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../http/app-error.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { StoredFileMissing, type FileStorage, type StoredFileStream } from './file-storage.ts';

export interface StoredFileAnswer {
  storageKey: string;
  /** The coded 404 when the row's bytes are gone from storage (a restored backup, a manual clean-up). */
  missing: MessageKey;
  /** Sets the answer's type, name and caching, once the bytes are known to be there. */
  describe: (res: Response) => void;
  /** Runs once the bytes are known to be there, before any is sent (the audit of a staff view): failing, it sends none. */
  beforeSending?: () => Promise<void>;
}

const isClientGone = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * Streams stored bytes to the caller with their Content-Length, never holding the whole file in
 * memory. A caller who leaves mid-way stops the read; storage failing mid-way cuts the answer.
 */
export async function sendStoredFile(
  { storage }: { storage: FileStorage },
  res: Response,
  { storageKey, missing, describe, beforeSending }: StoredFileAnswer,
): Promise<void> {
  // The request's own logger: every line carries its id.
  const logger = res.req.log;
  let file: StoredFileStream;
  try {
    file = await storage.open(storageKey);
  } catch (error) {
    if (!(error instanceof StoredFileMissing)) throw error;
    logger.warn({ storageKey }, 'stored bytes missing');
    throw notFound(missing);
  }
  try {
    await beforeSending?.();
    describe(res);
    res.set('Content-Length', String(file.size));
  } catch (error) {
    file.body.destroy();
    throw error;
  }
  try {
    await pipeline(file.body, res);
  } catch (error) {
    // The status is sent: nothing is left to answer, and pipeline has already closed both ends.
    if (isClientGone(error)) logger.debug({ storageKey }, 'download left by the caller');
    else logger.warn({ err: error, storageKey }, 'download cut: storage failed mid-way');
  }
}
