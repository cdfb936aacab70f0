export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kills these processes (and their groups) if the benchmark itself ends first, by an error or a
 * Ctrl-C, so that no api or bff outlives it holding a port; answers how to forget them once stopped.
 */
export function stopOnExit(pids: () => (number | undefined)[]): () => void {
  const kill = () => {
    for (const pid of pids()) {
      if (pid === undefined) continue;
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', kill);
  return () => process.off('exit', kill);
}
