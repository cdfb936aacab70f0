import { SCHOLARSHIPS_PATH } from './public-pages.ts';

// The pages web/scripts/prerender-plugin.ts writes, as `prerendered/<language>/<page>.html`.
export type PrerenderedPage = 'landing' | 'scholarships' | 'scholarship';

export interface PageMatch {
  page: PrerenderedPage;
  /** The scholarship's id, on its page. */
  scholarshipId?: string;
}

const SCHOLARSHIP_PAGE = /^\/bourses\/([^/]+)\/?$/;

/** The prerendered page an address shows, if it has one. */
export function prerenderedPageFor(path: string): PageMatch | null {
  if (path === '/') return { page: 'landing' };
  if (path === SCHOLARSHIPS_PATH || path === `${SCHOLARSHIPS_PATH}/`) return { page: 'scholarships' };
  const scholarship = SCHOLARSHIP_PAGE.exec(path);
  return scholarship?.[1] ? { page: 'scholarship', scholarshipId: scholarship[1] } : null;
}
