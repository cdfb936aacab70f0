// While the api starts (or the supervisor restarts it), its port refuses connections: a call waits
// for it within its own timeout rather than answering "unavailable" at once. A refused connection
// never reached the api, so trying again is safe whatever the method.

/** How often a refused call knocks again. */
const RETRY_INTERVAL_MS = 200;

function refusedConnection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ('code' in current && current.code === 'ECONNREFUSED') return true;
    current = current.cause;
  }
  return false;
}

/**
 * `attempt()`, tried again while the api refuses the connection and `signal` (the call's timeout)
 * allows; any other failure, or the last refusal, is the caller's to handle.
 */
export async function whileApiStarts<T>(attempt: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!refusedConnection(error) || signal.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_INTERVAL_MS));
      if (signal.aborted) throw error;
    }
  }
}
