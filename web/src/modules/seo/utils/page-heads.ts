import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface PageHead {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/**
 * The title and description search engines show for each public page, in the page's language. A
 * scholarship's page shows the scholarship's own title and description instead (the bff fills them in).
 */
export const PAGE_HEADS = {
  landing: {
    title: msg({ message: 'WLB – Scholarships for Moroccan students', comment: 'Title of the home page in search results and the browser tab' }),
    description: msg`Discover scholarships, apply online and follow your applications in one place.`,
  },
  scholarships: {
    title: msg({ message: 'Scholarships in Morocco and abroad – WLB', comment: 'Title of the scholarship list in search results and the browser tab' }),
    description: msg`Browse scholarships in Morocco and abroad, filtered by country, university and deadline.`,
  },
  scholarship: {
    title: msg({ message: 'Scholarship – WLB', comment: "Title of a scholarship's page until its own title is known" }),
    description: msg`Browse scholarships in Morocco and abroad, filtered by country, university and deadline.`,
  },
} as const satisfies Record<string, PageHead>;

export type PrerenderedPage = keyof typeof PAGE_HEADS;
