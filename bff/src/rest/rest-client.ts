import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GraphQLError } from 'graphql';
import fetch, { Response, type RequestInit } from 'node-fetch';
import type { Histogram } from 'prom-client';
import type { Language } from '@bourses/common/languages';
import { BFF_KEY_HEADER } from '@bourses/common/bff-key';
import { REQUEST_ID_HEADER } from '@bourses/common/request-id';
import { bffMessage } from '../i18n/bff-messages.ts';
import type { Logger } from '../logging/logger.ts';
import {
  multipartBody,
  UploadFailedError,
  UploadTooLargeError,
  type MultipartPart,
} from './multipart-body.ts';
import { retryAfterSeconds } from '../graphql/retry-after.ts';
import { silenceTimer, UploadStalledError } from './silence-timer.ts';
import { upstreamError } from './upstream-error.ts';
import { whileApiStarts } from './api-starting.ts';
import type { UpstreamLabel } from '../metrics/metrics.ts';
import { upstreamRoute } from '../metrics/upstream-route.ts';

/** One call to the api, as reported to an observer (tests count them). */
export interface UpstreamCall {
  method: string;
  path: string;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Keep-alive connection pools shared by every request of one bff. */
export interface UpstreamAgents {
  http: HttpAgent;
  https: HttpsAgent;
}

export function createUpstreamAgents(): UpstreamAgents {
  const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 60_000 };
  return { http: new HttpAgent(options), https: new HttpsAgent(options) };
}

export interface RestClientOptions {
  baseUrl: string;
  agents: UpstreamAgents;
  timeoutMs: number;
  uploadTimeoutMs: number;
  /** The caller's `Authorization` header, forwarded as is. */
  authorization: string | undefined;
  /**
   * The caller's address as the bff sees it (its own TRUST_PROXY rule), sent alone as
   * X-Forwarded-For: the api's per-address sign-in throttling then counts callers, not the bff.
   */
  clientAddress: string | undefined;
  /** The browser's User-Agent, passed on: a sign-in's session is listed by its browser and system. */
  userAgent?: string | undefined;
  /** BFF_API_KEY, sent as X-Bff-Key: without it the api ignores X-Forwarded-For. */
  bffApiKey: string | undefined;
  /** The language the bff chose for this caller, sent as Accept-Language: api messages come in it too. */
  language: Language;
  /** The id the bff gave this request (server/request-id.ts): the api logs its work under the same one. */
  requestId: string | undefined;
  logger: Logger;
  /** Times each call until the api's answer starts (metrics/upstream-route.ts names its route). */
  upstreamDuration: Histogram<UpstreamLabel>;
  onCall?: (call: UpstreamCall) => void;
}

/** The api as one caller sees it: their token and language on every call. */
export interface RestClient {
  /** GET, answering the parsed JSON body of a 2xx (null for 204). */
  get(path: string, query?: QueryParams): Promise<unknown>;
  /** POST/PUT/PATCH/DELETE with an optional JSON body. */
  send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  /** A multipart body streamed to the api (files are piped, not buffered). */
  sendMultipart(
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    parts: readonly MultipartPart[],
  ): Promise<unknown>;
  /** The raw answer of a download, whatever its status (the file routes pass it on). */
  download(path: string): Promise<Response>;
  /** A form-encoded body posted as it came (CMI's callback), answering the raw answer whatever its status. */
  postForm(path: string, body: Buffer): Promise<Response>;
}

/** `?a=1&b=x` from the defined, non-empty values. */
export function queryString(query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createRestClient(options: RestClientOptions): RestClient {
  const { baseUrl, agents, logger, language } = options;
  const agent = (url: URL) => (url.protocol === 'https:' ? agents.https : agents.http);
  const baseHeaders = (): Record<string, string> => ({
    Accept: 'application/json',
    ...(options.authorization ? { Authorization: options.authorization } : {}),
    'Accept-Language': language,
    ...(options.clientAddress ? { 'X-Forwarded-For': options.clientAddress } : {}),
    ...(options.userAgent ? { 'User-Agent': options.userAgent } : {}),
    ...(options.bffApiKey ? { [BFF_KEY_HEADER]: options.bffApiKey } : {}),
    ...(options.requestId ? { [REQUEST_ID_HEADER]: options.requestId } : {}),
  });

  const unavailable = () =>
    new GraphQLError(bffMessage('UPSTREAM_UNAVAILABLE', language), {
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });

  async function call(method: string, path: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    options.onCall?.({ method, path });
    const end = options.upstreamDuration.startTimer({ method, route: upstreamRoute(path) });
    const send = () => fetch(`${baseUrl}${path}`, { ...init, method, agent, signal });
    try {
      // An upload's stream cannot be sent twice: only a call with a plain body waits for a starting api.
      const response = await (init.body instanceof Readable ? send() : whileApiStarts(send, signal));
      end({ status: String(response.status) });
      return response;
    } catch (error) {
      end({ status: 'unreachable' });
      // An upload that hit the size limit, or could not be read, surfaces as the body stream's error:
      // the caller's fault, so the answer's HTTP status says so too (Apollo reads extensions.http).
      const tooLarge = causeOf(error, UploadTooLargeError);
      if (tooLarge) {
        throw new GraphQLError(bffMessage(tooLarge.code, language), {
          extensions: { code: 'BAD_USER_INPUT', upstreamCode: tooLarge.code, http: { status: 413 } },
        });
      }
      if (signal.reason instanceof UploadStalledError) {
        throw new GraphQLError(bffMessage('UPLOAD_STALLED', language), {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 408 } },
        });
      }
      if (causeOf(error, UploadFailedError)) {
        throw new GraphQLError(bffMessage('INVALID_UPLOAD', language), {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        });
      }
      logger.warn({ err: error, method, path }, 'api unreachable');
      throw unavailable();
    }
  }

  async function json(method: string, path: string, response: Response): Promise<unknown> {
    if (response.status === 204) return null;
    const text = await response.text().catch(() => '');
    const body = parseJson(text);
    if (response.ok) return body;
    if (response.status >= 500)
      logger.warn({ method, path, status: response.status }, 'api answered with an error');
    throw upstreamError(response.status, body, retryAfterSeconds(response.headers.get('retry-after')));
  }

  return {
    async get(path, query) {
      const fullPath = `${path}${queryString(query)}`;
      return json(
        'GET',
        fullPath,
        await call('GET', fullPath, { headers: baseHeaders() }, AbortSignal.timeout(options.timeoutMs)),
      );
    },
    async send(method, path, body) {
      const init: RequestInit =
        body === undefined
          ? { headers: baseHeaders() }
          : { headers: { ...baseHeaders(), 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
      return json(method, path, await call(method, path, init, AbortSignal.timeout(options.timeoutMs)));
    },
    async sendMultipart(method, path, parts) {
      // Silence, not duration: an upload is cut when its bytes stop arriving for uploadTimeoutMs, or
      // when the api, once it has them all, takes as long to answer.
      const silence = silenceTimer(options.uploadTimeoutMs, () =>
        multipart.sent() ? new Error('the api did not answer') : new UploadStalledError(),
      );
      const multipart = multipartBody(parts, silence.touch);
      const init: RequestInit = { headers: { ...baseHeaders(), 'Content-Type': multipart.contentType }, body: multipart.body };
      try {
        return await json(method, path, await call(method, path, init, silence.signal));
      } finally {
        silence.stop();
        multipart.release();
      }
    },
    async download(path) {
      // As an upload: a file that keeps moving to a slow phone is never cut, one that stops is.
      const silence = silenceTimer(options.uploadTimeoutMs, () => new Error('the download stalled'));
      const response = await call('GET', path, { headers: { ...baseHeaders(), Accept: '*/*' } }, silence.signal);
      if (!response.body) {
        silence.stop();
        return response;
      }
      const moving = new Transform({
        transform(chunk, _encoding, done) {
          silence.touch();
          done(null, chunk);
        },
      });
      moving.once('close', silence.stop);
      pipeline(response.body, moving).catch(() => undefined);
      return new Response(moving, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    async postForm(path, body) {
      const headers = { ...baseHeaders(), Accept: 'text/plain', 'Content-Type': 'application/x-www-form-urlencoded' };
      return call('POST', path, { headers, body }, AbortSignal.timeout(options.timeoutMs));
    },
  };
}

/** The first error of `type` in the chain of causes, or undefined. */
function causeOf<T extends Error>(error: unknown, type: abstract new (...args: never[]) => T): T | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    if (current instanceof type) return current;
    if (!(current instanceof Error)) return undefined;
    current = current.cause;
  }
  return undefined;
}

/** The parsed body, or null when it is empty or not JSON (an error then reads 'API Error: {status}'). */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
