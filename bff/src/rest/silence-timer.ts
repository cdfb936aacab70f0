/**
 * A limit on silence, not on duration: `signal` aborts once nothing has moved for `ms` (each `touch`
 * starts the wait again). A phone's upload at 500 kbit/s takes minutes and is never cut while its
 * bytes still arrive; one that stops is (docs/architecture.md, "Uploads on a slow line").
 */
export function silenceTimer(ms: number, reason: () => Error) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(reason()), ms);
  return {
    signal: controller.signal,
    touch: () => {
      timer.refresh();
    },
    stop: () => clearTimeout(timer),
  };
}

/** The caller's upload stopped arriving before it was whole: their connection dropped or stalled. */
export class UploadStalledError extends Error {}
