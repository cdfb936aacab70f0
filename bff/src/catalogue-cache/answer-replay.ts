import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { negotiateLanguage } from '@bourses/common/language-negotiation';

/**
 * A visitor's catalogue answer replayed byte for byte, before the request log, the rate limit,
 * the compression and Apollo: the response cache (catalogue-cache.ts) spares the api, but each of
 * those layers cost far more than the answer itself (docs/performance.md, "Latest table").
 *
 * Only what Apollo judged public is replayed (`markReplayable`, from the catalogue cache's plugin:
 * every field public, a query, no error), for visitors (no Authorization), per body, language,
 * accepted encodings and catalogue version, for the answer's own max age. A staff change bumps the
 * version, which every bff sharing the store reads: an older answer is never replayed after it.
 * A replayed answer is counted by the request metrics, not written to the request log.
 */
export interface AnswerReplay {
  middleware: RequestHandler;
  /** Apollo's verdict on this request's answer: public for `maxAgeSeconds`. */
  markReplayable(req: Request, maxAgeSeconds: number): void;
}

interface Kept {
  version: string;
  expiresAt: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

// A few hundred distinct catalogue pages and filters: a few megabytes at most.
const MAX_ANSWERS = 500;
const MAX_ANSWER_BYTES = 512 * 1024;
// Set per answer, not part of what is replayed.
const PER_ANSWER_HEADERS = new Set(['x-request-id', 'date', 'age', 'set-cookie', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** Said on a replayed answer: what an operator (or a test) reads to tell one from a fresh one. */
export const REPLAY_HEADER = 'x-catalogue-replay';

const parseJson = express.json({ limit: '1mb' });

const isReplayCandidate = (req: Request) =>
  req.method === 'POST' && !req.get('authorization') && /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(req.get('content-type') ?? '');

function keyOf(req: Request): string | undefined {
  try {
    return createHash('sha256')
      .update(JSON.stringify([req.body, negotiateLanguage(req.get('accept-language')), req.get('accept-encoding') ?? '']))
      .digest('hex');
  } catch {
    // Nested too deep to serialise: a hostile body that validation refuses anyway.
    return undefined;
  }
}

/**
 * Keeps the bytes the answer writes (after compression: this sits below it), then hands them over;
 * only for an answer Apollo judged replayable (`wanted`, known before its first byte is written).
 */
function captureAnswer(res: Response, wanted: () => boolean, keep: (headers: OutgoingHttpHeaders, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_ANSWER_BYTES || !wanted()) return;
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as Uint8Array);
    chunks.push(bytes);
    size += bytes.length;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    if (size <= MAX_ANSWER_BYTES && wanted()) keep(res.getHeaders(), Buffer.concat(chunks));
    return end(...args);
  }) as Response['end'];
}

/** `currentVersion`: the catalogue's version, which a staff change replaces (catalogue-cache.ts). */
export function createAnswerReplay(currentVersion: () => Promise<string>): AnswerReplay {
  const kept = new LRUCache<string, Kept>({ max: MAX_ANSWERS });
  const replayable = new WeakMap<Request, number>();

  async function replayOrCapture(req: Request, res: Response, next: (error?: unknown) => void): Promise<void> {
    const key = keyOf(req);
    if (key === undefined) return next();
    const version = await currentVersion();
    const answer = kept.get(key);
    if (answer && answer.version === version && answer.expiresAt > Date.now()) {
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) res.setHeader(name, value);
      res.setHeader('content-length', answer.body.length);
      res.setHeader(REPLAY_HEADER, 'hit');
      res.status(200).end(answer.body);
      return;
    }
    captureAnswer(res, () => replayable.has(req), (headers, body) => {
      const maxAgeSeconds = replayable.get(req);
      if (!maxAgeSeconds || res.statusCode !== 200) return;
      const replayed = Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
      kept.set(key, { version, expiresAt: Date.now() + maxAgeSeconds * 1000, headers: replayed, body });
    });
    next();
  }

  return {
    middleware(req, res, next) {
      if (!isReplayCandidate(req)) return next();
      parseJson(req, res, (error?: unknown) => {
        // A body that does not parse goes on to the GraphQL route, which answers it as before.
        if (error) {
          res.locals.jsonBodyError = error;
          return next();
        }
        replayOrCapture(req, res, next).catch(next);
      });
    },
    markReplayable(req, maxAgeSeconds) {
      replayable.set(req, maxAgeSeconds);
    },
  };
}

/** In the GraphQL route, where its body parser stood: the parse error the replay met, answered as before. */
export const jsonBodyErrorOfReplay: RequestHandler = (_req, res, next) => next(res.locals.jsonBodyError);
