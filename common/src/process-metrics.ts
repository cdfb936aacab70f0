import { collectDefaultMetrics, Registry } from 'prom-client';

// CPU, memory, event loop and garbage collection belong to the process, not to one app: collected
// once, however many apps a process runs (a test file runs several), so their monitors never stack.
let processRegistry: Registry | undefined;

/** prom-client's default metrics of this process, in a registry of their own. */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
