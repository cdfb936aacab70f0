import { parentPort } from 'node:worker_threads';
import { judgePdf } from './pdf-active-content.ts';

// The thread that judges uploaded PDFs one at a time (uploads/pdf-judge.ts): a hostile PDF that
// parses for ever or fills memory stops this thread, not the api.
parentPort?.on('message', (bytes: Uint8Array) => {
  void judgePdf(bytes).then((verdict) => parentPort?.postMessage(verdict));
});
