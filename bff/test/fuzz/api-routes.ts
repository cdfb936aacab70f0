/** Every route of the api, as its routers declare them (api/src/**\/*-routes.ts and *-route.ts). */
export interface ApiRoute {
  method: string;
  /** `:name` segments are replaced by generated ones. */
  path: string;
  query?: string[];
  /** Fields of its JSON (or url-encoded) body. */
  body?: string[];
  /** Multipart: text fields and file fields. */
  multipart?: { fields: string[]; files: string[] };
}

const SCHOLARSHIP_BODY = [
  'country',
  'university',
  'imageUrl',
  'removeImage',
  'startDate',
  'deadline',
  'translations',
];
const ACCOUNT_BODY = ['firstName', 'lastName', 'email', 'phoneNumber', 'password', 'role', 'language'];
const RECEIPT = {
  fields: ['scholarshipId', 'applicationId', 'status', 'feedback', 'rejectionReason'],
  files: ['paymentReceipt'],
};
const LIST = ['page', 'limit', 'search', 'status', 'language'];

export const API_ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/metrics' },
  {
    method: 'GET',
    path: '/api/scholarships',
    query: [...LIST, 'country', 'university', 'deadline', 'ids', 'includeTranslations'],
  },
  { method: 'GET', path: '/api/scholarships/filters' },
  { method: 'GET', path: '/api/scholarships/options' },
  { method: 'GET', path: '/api/scholarships/sitemap' },
  { method: 'GET', path: '/api/scholarships/:id', query: ['language'] },
  { method: 'GET', path: '/api/scholarships/:id/image', query: ['v'] },
  {
    method: 'POST',
    path: '/api/scholarships',
    body: SCHOLARSHIP_BODY,
    multipart: { fields: ['data'], files: ['image'] },
  },
  {
    method: 'PUT',
    path: '/api/scholarships/:id',
    body: SCHOLARSHIP_BODY,
    multipart: { fields: ['data'], files: ['image'] },
  },
  { method: 'DELETE', path: '/api/scholarships/:id', query: ['force'] },
  { method: 'POST', path: '/api/iam/auth/register', body: ACCOUNT_BODY },
  { method: 'POST', path: '/api/iam/auth/register-agent', body: ACCOUNT_BODY },
  {
    method: 'GET',
    path: '/api/iam/users',
    query: [...LIST, 'role', 'isVerified', 'approvalStatus', 'sort', 'order'],
  },
  { method: 'PUT', path: '/api/iam/users/approval', body: ['userIds', 'status', 'reason', 'approvalStatus'] },
  { method: 'GET', path: '/api/iam/users/:id' },
  { method: 'PATCH', path: '/api/iam/users/:id', body: [...ACCOUNT_BODY, 'deadlineReminders'] },
  { method: 'DELETE', path: '/api/iam/users/:id' },
  { method: 'GET', path: '/api/iam/users/:id/documents/:document' },
  {
    method: 'POST',
    path: '/api/iam/public/auth/register',
    body: ACCOUNT_BODY,
    multipart: { fields: ACCOUNT_BODY, files: ['paymentReceipt', 'serviceContract'] },
  },
  { method: 'GET', path: '/api/iam/public/auth/verify', query: ['token'] },
  { method: 'POST', path: '/api/iam/public/auth/resend-verification', body: ['email'] },
  { method: 'POST', path: '/api/iam/public/auth/login', body: ['email', 'password'] },
  // Second factors (api/src/iam/factors).
  { method: 'POST', path: '/api/iam/public/auth/complete-sign-in', body: ['challenge', 'code', 'recoveryCode', 'passkey'] },
  { method: 'POST', path: '/api/iam/public/auth/passkey-options', body: ['challenge'] },
  { method: 'POST', path: '/api/iam/public/auth/enrolment/totp', body: ['challenge'] },
  { method: 'POST', path: '/api/iam/public/auth/enrolment/totp/confirm', body: ['challenge', 'code'] },
  { method: 'POST', path: '/api/iam/public/auth/enrolment/passkey', body: ['challenge'] },
  { method: 'POST', path: '/api/iam/public/auth/enrolment/passkey/confirm', body: ['challenge', 'response', 'name'] },
  { method: 'GET', path: '/api/iam/auth/factors' },
  { method: 'POST', path: '/api/iam/auth/factors/totp' },
  { method: 'POST', path: '/api/iam/auth/factors/totp/confirm', body: ['code'] },
  { method: 'POST', path: '/api/iam/auth/factors/passkey' },
  { method: 'POST', path: '/api/iam/auth/factors/passkey/confirm', body: ['response', 'name'] },
  { method: 'DELETE', path: '/api/iam/auth/factors/:id' },
  { method: 'DELETE', path: '/api/iam/users/:id/factors' },
  { method: 'POST', path: '/api/iam/public/auth/refresh', body: ['refreshToken'] },
  { method: 'POST', path: '/api/iam/auth/logout', body: ['refreshToken'] },
  { method: 'GET', path: '/api/iam/auth/me' },
  { method: 'POST', path: '/api/iam/auth/change-password', body: ['currentPassword', 'newPassword'] },
  { method: 'GET', path: '/api/iam/auth/me/data-export' },
  { method: 'POST', path: '/api/iam/auth/delete-account', body: ['password'] },
  { method: 'POST', path: '/api/iam/public/auth/forgot-password', body: ['email'] },
  { method: 'POST', path: '/api/iam/public/auth/reset-password', body: ['token', 'newPassword', 'confirmPassword'] },
  { method: 'POST', path: '/api/iam/auth/change-email', body: ['email'] },
  {
    method: 'POST',
    path: '/api/iam/auth/documents',
    // No text field is read: the file fields sent as text instead are the hostile ones.
    multipart: { fields: ['paymentReceipt', 'serviceContract'], files: ['paymentReceipt', 'serviceContract'] },
  },
  { method: 'GET', path: '/api/admin/dashboard' },
  { method: 'GET', path: '/api/admin/applications', query: [...LIST, 'scholarshipId', 'userId'] },
  { method: 'PUT', path: '/api/admin/applications/:id/status', body: ['status', 'feedback'] },
  { method: 'PATCH', path: '/api/scholarships/applications/:id/approve', body: ['feedback'] },
  {
    method: 'PATCH',
    path: '/api/scholarships/applications/:id/reject',
    body: ['feedback', 'rejectionReason'],
  },
  { method: 'DELETE', path: '/api/scholarships/applications/:id' },
  { method: 'POST', path: '/api/scholarships/applications', body: ['scholarshipId'], multipart: RECEIPT },
  { method: 'POST', path: '/api/scholarships/:id/apply', multipart: RECEIPT },
  { method: 'PATCH', path: '/api/scholarships/applications/:id', body: RECEIPT.fields, multipart: RECEIPT },
  { method: 'POST', path: '/api/scholarships/applications/:id/withdraw' },
  { method: 'PATCH', path: '/api/scholarships/applications/:id/withdraw' },
  { method: 'GET', path: '/api/scholarships/applications', query: LIST },
  { method: 'GET', path: '/api/scholarships/applications/check', query: ['scholarshipId'] },
  { method: 'GET', path: '/api/scholarships/applications/:id', query: ['language'] },
  { method: 'GET', path: '/api/scholarships/applications/:id/receipt' },
  { method: 'GET', path: '/api/applications', query: LIST },
  { method: 'GET', path: '/api/applications/:id', query: ['language'] },
  { method: 'GET', path: '/api/saved-scholarships', query: ['page', 'limit', 'ids'] },
  { method: 'PUT', path: '/api/saved-scholarships/:id' },
  { method: 'DELETE', path: '/api/saved-scholarships/:id' },
  { method: 'POST', path: '/api/reminders/unsubscribe', body: ['token'] },
  // Paths no router declares: the not-found handler must cope with them too.
  { method: 'GET', path: '/api/:id' },
  { method: 'POST', path: '/:id', body: ['a'] },
  { method: 'OPTIONS', path: '/api/scholarships' },
  { method: 'TRACE', path: '/api/iam/auth/me' },
  { method: 'PROPFIND', path: '/api/scholarships/:id' },
];
