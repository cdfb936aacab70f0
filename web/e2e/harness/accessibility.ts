import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One axe finding, short enough to read in a failed assertion. */
export interface BlockingViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** What axe-core finds on the page as it is now that is serious or critical (the bar). */
export async function blockingViolations(page: Page): Promise<BlockingViolation[]> {
  // Only violations are read: axe then skips detailing every passing node (much faster).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
