// Business constants (docs/product-rules.md, Constants), shared by every program.

export const PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
export const MAX_PAGE_SIZE = 100;
export const PASSWORD_MIN_LENGTH = 8;
// Counted in characters of the NFKC form (common/src/new-password.ts); argon2 takes it all, untruncated.
export const PASSWORD_MAX_LENGTH = 128;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DESCRIPTION_PREVIEW_LENGTH = 120;
export const TOKEN_REFRESH_MARGIN_SECONDS = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const DEADLINE_TIME_ZONE = 'Africa/Casablanca';
// A scholarship image is decoded by every visitor's browser: its pixel size is bounded, not only its bytes.
export const IMAGE_MAX_SIDE_PIXELS = 8000;
export const IMAGE_MAX_MEGAPIXELS = 40;
// Staff casework (docs/product-rules.md, "Assignment and internal notes"): a note's length, and how
// many applications one bulk decision covers (the default hourly budget of students a staff member mails).
export const NOTE_MAX_LENGTH = 2000;
export const MAX_BULK_APPLICATIONS = 500;
// A bank statement staff import: a year of a busy account's CSV export is a few MB, so 20 MB is generous.
export const STATEMENT_MAX_BYTES = 20 * 1024 * 1024;
// Correspondence (docs/product-rules.md, "Correspondence"): a message's text (counted after trimming),
// its files, and how many messages a student sends in an hour.
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_MAX_ATTACHMENTS = 3;
export const MESSAGES_PER_STUDENT_PER_HOUR = 20;
// A saved reply's title (its text follows MESSAGE_MAX_LENGTH).
export const MESSAGE_TEMPLATE_TITLE_MAX_LENGTH = 100;
// A correction request's due date: 7 days on unless staff choose, 90 days at most (Casablanca's days).
export const CORRECTION_DEFAULT_DUE_DAYS = 7;
export const CORRECTION_MAX_DUE_DAYS = 90;
// What one correction request asks for: 10 items at most, another document named in 200 characters.
export const CORRECTION_MAX_ITEMS = 10;
export const CORRECTION_LABEL_MAX_LENGTH = 200;
// Card payments at CMI (docs/payments.md, "Card payment (CMI)"): attempts a student starts in an hour.
export const CARD_ATTEMPTS_PER_STUDENT_PER_HOUR = 10;
