/** One figure of the benchmark: what was measured, its value, the goal beside it and whether it is met. */
export interface Figure {
  figure: string;
  value: string;
  goal: string;
  /** Undefined when the figure could not be measured or has no goal. */
  met: boolean | undefined;
}

const mark = (met: boolean | undefined) => (met === undefined ? '–' : met ? 'yes' : '**no**');

// A pipe would end a markdown cell.
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The figures as one markdown table. */
export function markdownTable(figures: readonly Figure[]): string {
  const lines = ['| figure | measured | goal | met |', '|---|---|---|---|'];
  for (const { figure, value, goal, met } of figures) lines.push(`| ${cell(figure)} | ${cell(value)} | ${cell(goal)} | ${mark(met)} |`);
  return lines.join('\n');
}

/** A figure that could not be measured, with the reason in its value. */
export const notMeasured = (figure: string, goal: string, reason: string): Figure => ({ figure, value: `not measured: ${reason}`, goal, met: undefined });

export const out = (line = '') => process.stdout.write(`${line}\n`);

/** Progress, on stderr: the table on stdout stays clean to copy. */
export const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);

export const formatCount = (value: number) => Math.round(value).toLocaleString('en-US');
