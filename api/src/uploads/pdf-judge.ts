import { Worker } from 'node:worker_threads';
import { AppError } from '../http/app-error.ts';
import type { PdfVerdict } from './pdf-active-content.ts';

/** How long one PDF may take to judge: a hostile one (deep nesting, a stream bomb) could take for ever. */
const PDF_JUDGE_TIME_LIMIT_MS = 5_000;
/** The judging thread's heap: a 5 MB PDF whose streams inflate past it cannot be judged. */
const JUDGE_HEAP_MB = 128;

type Judgement = PdfVerdict | { kind: 'timedOut' };

// One thread, started at the first PDF and kept (loading the parser takes a few hundred ms), judges
// PDFs one after the other; it is ended and replaced when one overruns the limit or fills its heap.
let judge: Worker | undefined;
let queue: Promise<unknown> = Promise.resolve();

function startJudge(): Worker {
  const worker = new Worker(new URL('./pdf-judge-worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: JUDGE_HEAP_MB },
  });
  // An idle judge does not keep the process alive (a CLI, a test) ...
  worker.unref();
  return worker;
}

function judgeOnce(bytes: Uint8Array, timeLimitMs: number): Promise<Judgement> {
  const worker = (judge ??= startJudge());
  return new Promise((resolve, reject) => {
    const settle = (outcome: Judgement | Error, keepJudge: boolean) => {
      clearTimeout(timer);
      worker.off('message', onVerdict).off('error', onError).off('exit', onExit);
      worker.unref();
      if (!keepJudge) {
        if (judge === worker) judge = undefined;
        void worker.terminate();
      }
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onVerdict = (verdict: PdfVerdict) => settle(verdict, true);
    // A PDF that fills the thread's heap cannot be judged; any other failure is the api's own.
    const onError = (error: Error & { code?: string }) =>
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'notPdf' } : error, false);
    const onExit = (code: number) => settle(new Error(`The PDF judge stopped (exit code ${code})`), false);
    const timer = setTimeout(() => settle({ kind: 'timedOut' }, false), timeLimitMs);
    worker.on('message', onVerdict).on('error', onError).on('exit', onExit);
    // ... but one at work does.
    worker.ref();
    worker.postMessage(bytes);
  });
}

/** The PDF's verdict, or `timedOut` past `timeLimitMs` (counted once its turn comes). */
function judgePdfInTime(bytes: Uint8Array, timeLimitMs = PDF_JUDGE_TIME_LIMIT_MS): Promise<Judgement> {
  const turn = queue.then(() => judgeOnce(bytes, timeLimitMs));
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Refuses (400, naming the form field) a PDF that carries active content, that does not parse as a
 * PDF (a polyglot: HTML after a `%PDF` header), or that cannot be judged within the time limit.
 */
export async function assertPdfWithoutActiveContent(
  content: Buffer,
  field: string,
  { timeLimitMs = PDF_JUDGE_TIME_LIMIT_MS } = {},
): Promise<void> {
  const judgement = await judgePdfInTime(content, timeLimitMs);
  if (judgement.kind === 'accepted') return;
  if (judgement.kind === 'activeContent') {
    const params = { feature: judgement.feature };
    throw new AppError(400, 'PDF_ACTIVE_CONTENT', {
      params,
      fields: { [field]: { key: 'PDF_ACTIVE_CONTENT', params } },
    });
  }
  const key = judgement.kind === 'timedOut' ? 'PDF_JUDGE_TIMED_OUT' : 'PDF_INVALID';
  throw new AppError(400, key, { fields: { [field]: { key } } });
}
