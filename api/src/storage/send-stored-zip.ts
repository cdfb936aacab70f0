import type { Response } from 'express';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { StoredFileMissing, type FileStorage } from './file-storage.ts';

export interface ZipAnswer {
  /** Stored files to copy in, each under its path in the zip, in this order. */
  files: readonly { path: string; storageKey: string; savedAt: Date }[];
  /** The last entry, written once every file was copied: told which paths storage no longer had. */
  summary: { path: string; content: (missingPaths: ReadonlySet<string>) => Buffer };
  /** Sets the answer's type, name and caching, just before its first byte. */
  describe: (res: Response) => void;
}

/**
 * Streams a zip of stored files to the caller, one file open at a time and never one held whole in
 * memory; the answer has no Content-Length, as its size is known only at its end. Storage that is
 * down before the first byte throws (a coded 503); failing later, it cuts the answer, so that a
 * broken download never looks like a complete zip. A caller who leaves stops the reading.
 */
export async function sendStoredZip(
  { storage }: { storage: FileStorage },
  res: Response,
  { files, summary, describe }: ZipAnswer,
): Promise<void> {
  const logger = res.req.log;
  const zip = new ZipFile();
  // yazl's types say a ReadableStream; it is a PassThrough, whose destroy() ends a cut answer.
  const output = zip.outputStream;
  if (!(output instanceof Readable)) throw new Error('yazl answered no Node stream');
  let reading: Readable | undefined;
  let failure: unknown;
  let answer: Promise<void> | undefined;
  const stop = (error: unknown) => {
    failure ??= error;
    reading?.destroy();
    output.destroy();
    res.destroy();
  };
  zip.on('error', stop);
  const begin = () => {
    if (answer) return;
    describe(res);
    answer = pipeline(output, res).catch((error: unknown) => stop(error));
  };

  const missing = new Set<string>();
  try {
    for (const file of files) {
      if (failure) break;
      let stored;
      try {
        stored = await storage.open(file.storageKey);
      } catch (error) {
        if (!(error instanceof StoredFileMissing)) throw error;
        logger.warn({ storageKey: file.storageKey }, 'stored bytes missing from a data export');
        missing.add(file.path);
        continue;
      }
      begin();
      reading = stored.body;
      // Documents are pdf, jpeg or png, already compressed: stored as they are.
      zip.addReadStream(stored.body, file.path, { compress: false, size: stored.size, mtime: file.savedAt });
      await finished(stored.body);
      reading = undefined;
    }
    if (failure) throw failure;
    begin();
    zip.addBuffer(summary.content(missing), summary.path, { mtime: new Date() });
    zip.end();
    await answer;
  } catch (error) {
    // Nothing sent yet: the error handler answers it with its code.
    if (!answer) {
      output.destroy();
      throw error;
    }
    stop(error);
  }
  if (failure) {
    const code = failure instanceof Error && 'code' in failure ? failure.code : undefined;
    if (code === 'ERR_STREAM_PREMATURE_CLOSE') logger.debug('zip download left by the caller');
    else logger.warn({ err: failure }, 'zip download cut: storage failed mid-way');
  }
}
