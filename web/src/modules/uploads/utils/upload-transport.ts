// The HTTP transport under the upload link (bff-link.ts). A request that carries files goes by
// XMLHttpRequest, the one browser API that reports the bytes of a body as they leave, and is sent
// again by itself when the connection drops before the body is through; every other request goes
// by fetch. docs/architecture.md, "Uploads on a slow line".

/** Where an upload stands, reported to the operation's `fetchOptions.onUploadProgress`. */
export type UploadProgress =
  | { phase: 'sending'; sent: number; total: number }
  /** The connection dropped: the body is sent again from the start at `retryAt` (an epoch in ms). */
  | { phase: 'reconnecting'; attempt: number; retryAt: number };

type UploadProgressListener = (progress: UploadProgress) => void;

/**
 * The waits before each new attempt, growing: three more attempts over about 17 s, each made only
 * once the browser is online again.
 */
const UPLOAD_RETRY_WAITS_MS = [2_000, 5_000, 10_000] as const;

/** One attempt's end: the server's answer, or a connection lost before (`bodySent` false) or after the body went. */
type Attempt = { answer: Response } | { answer: null; bodySent: boolean };

const isListener = (value: unknown): value is UploadProgressListener => typeof value === 'function';

function abortReason(signal: AbortSignal | null | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError');
}

/** The response headers of an XMLHttpRequest, as a fetch Response holds them. */
function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function sendOnce(url: string, init: RequestInit, report: UploadProgressListener | undefined): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    let bodySent = false;
    const cancel = () => xhr.abort();
    xhr.open(init.method ?? 'POST', url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.withCredentials = init.credentials === 'include';
    xhr.upload.onprogress = (event) => report?.({ phase: 'sending', sent: event.loaded, total: event.total });
    xhr.upload.onload = () => (bodySent = true);
    xhr.onload = () => {
      signal?.removeEventListener('abort', cancel);
      // A status without a body (204) takes none.
      const answer = new Response(xhr.responseText || null, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: responseHeaders(xhr),
      });
      resolve({ answer });
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', cancel);
      resolve({ answer: null, bodySent });
    };
    xhr.onabort = () => reject(abortReason(signal));
    signal?.addEventListener('abort', cancel, { once: true });
    // A FormData, as the upload link makes it (this transport is chosen for it).
    xhr.send(init.body instanceof FormData ? init.body : null);
  });
}

/** Waits `milliseconds`, then for the browser to be online; a cancel ends the wait at once. */
function waitToRetry(milliseconds: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const online = () => {
      window.removeEventListener('online', online);
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(() => (navigator.onLine ? online() : window.addEventListener('online', online)), milliseconds);
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
      reject(abortReason(signal));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

async function sendWithRetries(url: string, init: RequestInit): Promise<Response> {
  const listener: unknown = Reflect.get(init, 'onUploadProgress');
  const report = isListener(listener) ? listener : undefined;
  for (let attempt = 0; ; attempt++) {
    const outcome = await sendOnce(url, init, report);
    if (outcome.answer) return outcome.answer;
    const wait = UPLOAD_RETRY_WAITS_MS[attempt];
    // Once the whole body went, the server may have acted on it: sending it again could apply it twice.
    if (outcome.bodySent || wait === undefined) throw new TypeError('The connection was lost during the upload.');
    report?.({ phase: 'reconnecting', attempt: attempt + 1, retryAt: Date.now() + wait });
    await waitToRetry(wait, init.signal);
  }
}

/** `fetch` for the upload link: a multipart body goes by XMLHttpRequest, with progress and retries. */
export const uploadFetch: typeof fetch = (input, init) =>
  init?.body instanceof FormData ? sendWithRetries(String(input), init) : fetch(input, init);
