// Every fixed segment of the api paths the bff calls (the */…-client.ts modules, files/file-routes.ts).
// Any other segment is an id, whatever the caller sent: the route label never grows with ids. A word
// missing here only reads as ':id' in the label.
const API_PATH_WORDS = new Set([
  'api',
  'admin',
  'applications',
  'approval',
  'approve',
  'auth',
  'change-email',
  'change-password',
  'dashboard',
  'documents',
  'filters',
  'forgot-password',
  'iam',
  'image',
  'login',
  'logout',
  'me',
  'payment-receipt',
  'public',
  'receipt',
  'refresh',
  'register',
  'register-agent',
  'reject',
  'resend-verification',
  'reset-password',
  'scholarships',
  'service-contract',
  'sitemap',
  'status',
  'users',
  'verify',
  'withdraw',
]);

/** '/api/scholarships/42?language=fr' as '/api/scholarships/:id'. */
export function upstreamRoute(path: string): string {
  const [withoutQuery = ''] = path.split('?');
  return withoutQuery
    .split('/')
    .map((segment) => (segment === '' || API_PATH_WORDS.has(segment) ? segment : ':id'))
    .join('/');
}
