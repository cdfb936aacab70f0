import type { DestinationStream } from 'pino';
import { z } from 'zod';

const logLineSchema = z.looseObject({ msg: z.string().optional(), requestId: z.string().optional() });

export type LogLine = z.infer<typeof logLineSchema>;

/** A pino destination that keeps every JSON line written to it, for a test to read. */
export function captureLogs(): { destination: DestinationStream; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    destination: {
      write(line: string) {
        lines.push(logLineSchema.parse(JSON.parse(line)));
      },
    },
  };
}
