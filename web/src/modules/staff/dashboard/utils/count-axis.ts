/**
 * The vertical axis of a chart of counts: whole-number gridlines, the top one at or above the
 * highest count, so no bar rises past the last gridline.
 */
export function countAxis(highest: number, maxSteps = 3): { top: number; ticks: number[] } {
  const peak = Math.max(1, Math.ceil(highest));
  const step = niceStep(peak / maxSteps);
  const top = Math.ceil(peak / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return { top, ticks };
}

/** The smallest whole 1, 2 or 5 × 10ⁿ at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.max(0, Math.floor(Math.log10(raw)));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}
