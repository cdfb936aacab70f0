import { hash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { negotiateLanguage } from '@bourses/common/language-negotiation';
import { REQUEST_ID_HEADER } from '@bourses/common/request-id';
import { parseJsonBody, readJsonBody } from '../server/json-body.ts';
import { captureAnswer } from './answer-capture.ts';

/**
 * A visitor's catalogue answer replayed byte for byte by the HTTP server's own listener, before
 * Express: the response cache (catalogue-cache.ts) spares the api, but Express and its middleware
 * cost far more than the answer itself (docs/architecture.md, "Caching the public catalogue").
 *
 * Only what Apollo judged public is replayed (`markReplayable`, from the catalogue cache's plugin:
 * every field public, a query, no error), for visitors (no Authorization), per raw body, language,
 * accepted encodings and catalogue version, for the answer's own max age. A staff change bumps the
 * version, which every bff sharing the store reads: an older answer is never replayed after it.
 */
export interface AnswerReplay {
  /** The HTTP server's listener: replays what it can, hands the rest to `app` with the body read. */
  inFrontOf(app: RequestListener): RequestListener;
  /** Apollo's verdict on this request's answer: public for `maxAgeSeconds`. */
  markReplayable(req: IncomingMessage, maxAgeSeconds: number): void;
  /** In the GraphQL route, where its body parser stands: the body error met in front, answered as before. */
  bodyError: RequestHandler;
}

export interface AnswerReplayOptions {
  /** The GraphQL route's address. */
  path: string;
  /** The catalogue's version, which a staff change replaces: a string when it is held in memory. */
  currentVersion: () => string | Promise<string>;
  requestIdOf: (req: IncomingMessage) => string;
  /** Told of each replayed answer and the seconds it took (the request metrics). */
  replayed: (seconds: number) => void;
}

interface Kept {
  version: string;
  expiresAt: number;
  /** Name, value, name, value…, ending with the request id's name and a slot for its value. */
  headers: string[];
  body: Buffer;
}

// A few hundred distinct catalogue pages and filters: a few megabytes at most.
const MAX_ANSWERS = 500;
// Set per answer, not part of what is replayed.
const PER_ANSWER_HEADERS = new Set(['x-request-id', 'date', 'age', 'set-cookie', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** Said on a replayed answer: what an operator (or a test) reads to tell one from a fresh one. */
export const REPLAY_HEADER = 'x-catalogue-replay';
// What express.json would parse as UTF-8 JSON; other charsets are refused by the route (json-charset.ts).
const JSON_CONTENT_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

/** The headers sent on every replay of an answer, built once when it is kept. */
function replayHeadersOf(headers: OutgoingHttpHeaders, body: Buffer): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) list.push(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  list.push('content-length', String(body.length), REPLAY_HEADER, 'hit', REQUEST_ID_HEADER, '');
  return list;
}

export function createAnswerReplay({ path, currentVersion, requestIdOf, replayed }: AnswerReplayOptions): AnswerReplay {
  const kept = new LRUCache<string, Kept>({ max: MAX_ANSWERS });
  const replayable = new WeakMap<IncomingMessage, number>();
  const bodyErrors = new WeakMap<IncomingMessage, unknown>();

  // Only these can be replayed; a compressed body or none at all is left to express.json.
  const isCandidate = (req: IncomingMessage) =>
    req.method === 'POST' &&
    req.url === path &&
    !req.headers.authorization &&
    JSON_CONTENT_TYPE.test(req.headers['content-type'] ?? '') &&
    req.headers['content-encoding'] === undefined &&
    (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined);

  const keyOf = (req: IncomingMessage, raw: Buffer) =>
    `${negotiateLanguage(req.headers['accept-language'])}\n${req.headers['accept-encoding'] ?? ''}\n${hash('sha256', raw, 'base64')}`;

  function replay(req: IncomingMessage, res: ServerResponse, answer: Kept, startedAt: number): void {
    const headers = answer.headers.slice();
    headers[headers.length - 1] = requestIdOf(req);
    res.writeHead(200, headers);
    res.end(answer.body);
    replayed((performance.now() - startedAt) / 1000);
  }

  /** Express answers, with the body already read; a public answer is kept on its way out. */
  function handOver(app: RequestListener, req: IncomingMessage, res: ServerResponse, raw: Buffer, key: string, version: string): void {
    const parsed = parseJsonBody(raw);
    if ('error' in parsed) {
      bodyErrors.set(req, parsed.error);
      return void app(req, res);
    }
    // express.json leaves a request whose body was read alone (body-parser's `isFinished`).
    Object.assign(req, { body: parsed.value });
    captureAnswer(res, () => replayable.has(req), (headers, body) => {
      const maxAgeSeconds = replayable.get(req);
      if (!maxAgeSeconds || res.statusCode !== 200) return;
      kept.set(key, { version, expiresAt: Date.now() + maxAgeSeconds * 1000, headers: replayHeadersOf(headers, body), body });
    });
    app(req, res);
  }

  return {
    inFrontOf(app) {
      return (req, res) => {
        if (!isCandidate(req)) return void app(req, res);
        const startedAt = performance.now();
        readJsonBody(req, (read) => {
          if ('error' in read) {
            bodyErrors.set(req, read.error);
            return void app(req, res);
          }
          const key = keyOf(req, read.raw);
          const answerFor = (version: string) => {
            const answer = kept.get(key);
            if (answer && answer.version === version && answer.expiresAt > Date.now()) replay(req, res, answer, startedAt);
            else handOver(app, req, res, read.raw, key, version);
          };
          const version = currentVersion();
          if (typeof version === 'string') return answerFor(version);
          version.then(answerFor, (error: unknown) => {
            // Express's last error handler logs it and answers 500.
            bodyErrors.set(req, error);
            app(req, res);
          });
        });
      };
    },
    markReplayable(req, maxAgeSeconds) {
      replayable.set(req, maxAgeSeconds);
    },
    bodyError(req, _res, next) {
      next(bodyErrors.get(req));
    },
  };
}
