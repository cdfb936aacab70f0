// The pages anyone may open and search engines may list (docs/architecture.md, "Findable pages").

/** Public pages at a fixed address; each scholarship's page (`/bourses/:id`) is public too. */
export const PUBLIC_PAGE_PATHS = ['/', '/bourses', '/privacy-policy', '/terms', '/cookies'] as const;

export const SCHOLARSHIPS_PATH = '/bourses';

export const scholarshipPath = (id: number | string) => `${SCHOLARSHIPS_PATH}/${id}`;

/** Signed-in, staff or one-time pages: never listed, never worth a crawl. */
export const PRIVATE_PATH_PREFIXES = [
  '/admin',
  '/applications',
  '/postuler',
  '/profile',
  '/change-password',
  '/pending',
  '/verify-email',
  '/reset-password',
  '/favoris',
  '/messages',
  '/documents',
  // The pages CMI sends a student back to after paying by card.
  '/payments',
  // A document's verification code is its holder's to share, never a search result.
  '/verifier',
  '/unsubscribe',
  '/login',
  '/graphql',
  '/graphiql',
  '/files',
] as const;
