import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentFileError } from '@/modules/uploads/utils/document-file';

/** The original specification's exact text for an oversized file (French catalogue; docs/product-rules.md, messages), and the type rule's. */
export const DOCUMENT_FILE_MESSAGES: Record<DocumentFileError, MessageDescriptor> = {
  FILE_TOO_LARGE: msg`File too large (Max: 5MB)`,
  FILE_TYPE: msg`Unsupported file type (PDF, JPG, JPEG, PNG)`,
  PAGES_NOT_JOINED: msg`These pages could not be made into one PDF: a PDF among them cannot be read or is protected by a password. Send that PDF on its own.`,
};
