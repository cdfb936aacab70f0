import type { FaqEntry } from '#api/db/scholarship-tables.ts';

/** One language's content of a demo scholarship; the long description is built from it. */
export interface DemoContent {
  title: string;
  description: string;
  overview: string;
  benefits: string[];
  eligibility: string[];
  faq: FaqEntry[];
}

/** A demo scholarship, its dates given relative to the day of seeding so that some are open and some closed. */
export interface DemoScholarship {
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  university: string;
  startInDays: number;
  deadlineInDays: number;
  website: string;
  videoUrl?: string;
  content: { fr: DemoContent; ar: DemoContent; en?: DemoContent };
}
