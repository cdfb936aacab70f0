import type { Config } from '../config/config.ts';

/** The running api's address as seen from this machine: a wildcard listen address is reached on loopback. */
export function localApiUrl(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Whether an api answers where this configuration says it listens (it then holds the embedded database). */
export async function apiAnswers(config: Config): Promise<boolean> {
  return fetch(`${localApiUrl(config)}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}
