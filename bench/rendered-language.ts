// Which language a page really shows when asked for one with Accept-Language: Lighthouse's report
// does not say, and a page that ignores the header would be measured in French twice.
// Spoken over the Chrome DevTools protocol of the Chromium Lighthouse drives (Node's own WebSocket).
import { pause } from './processes.ts';

const SETTLE_MS = 15_000;
const ANSWER_WITHIN_MS = 5_000;

interface DevToolsTarget {
  id: string;
  webSocketDebuggerUrl: string;
}

function isTarget(value: unknown): value is DevToolsTarget {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'id') === 'string' && typeof Reflect.get(value, 'webSocketDebuggerUrl') === 'string';
}

/** The `lang` of the page at `url` once it rendered, asked for in `language` ('unknown' when Chromium could not tell). */
export async function renderedLanguage(chromePort: number, url: string, language: string): Promise<string> {
  return readLanguage(chromePort, url, language).catch(() => 'unknown');
}

async function readLanguage(chromePort: number, url: string, language: string): Promise<string> {
  const devtools = `http://127.0.0.1:${chromePort}/json`;
  const target: unknown = await (await fetch(`${devtools}/new?about:blank`, { method: 'PUT' })).json();
  if (!isTarget(target)) throw new Error('Chromium opened no tab');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message: unknown = JSON.parse(String(event.data));
    const id = typeof message === 'object' && message !== null ? Reflect.get(message, 'id') : undefined;
    if (typeof id === 'number') waiting.get(id)?.(Reflect.get(Object(message), 'result'));
  });
  let next = 0;
  // A tab that crashed never answers: give up on it rather than wait forever.
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      next += 1;
      waiting.set(next, resolve);
      socket.send(JSON.stringify({ id: next, method, params }));
      setTimeout(() => reject(new Error(`Chromium did not answer ${method}`)), ANSWER_WITHIN_MS).unref();
    });
  try {
    await send('Network.enable');
    await send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Language': language } });
    await send('Page.navigate', { url });
    const started = Date.now();
    for (;;) {
      const answer = await send('Runtime.evaluate', {
        expression: "document.readyState === 'complete' && document.querySelector('main, h1') ? document.documentElement.lang : ''",
        returnByValue: true,
      });
      const value = Reflect.get(Object(Reflect.get(Object(answer), 'result')), 'value');
      if (typeof value === 'string' && value !== '') return value;
      if (Date.now() - started > SETTLE_MS) return 'none';
      await pause(200);
    }
  } finally {
    socket.close();
    await fetch(`${devtools}/close/${target.id}`, { method: 'PUT' }).catch(() => undefined);
  }
}
