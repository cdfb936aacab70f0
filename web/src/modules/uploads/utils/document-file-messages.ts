import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentFileError } from '@/modules/uploads/utils/document-file';

/**
 * The original specification's text for an oversized file, 'Fichier trop volumineux (Max: 5MB)', in
 * each language's unit (issue 28; docs/product-rules.md, messages), and the type rule's. `{max}` is
 * filled by `withUploadLimit`.
 */
export const DOCUMENT_FILE_MESSAGES: Record<DocumentFileError, MessageDescriptor> = {
  FILE_TOO_LARGE: msg({
    message: 'File too large (Max: {max})',
    comment: '{max} is the upload limit in the language’s unit: 5 Mo, 5 م.ب, 5 MB',
  }),
  FILE_TYPE: msg`Unsupported file type (PDF, JPG, JPEG, PNG)`,
  PAGES_NOT_JOINED: msg`These pages could not be made into one PDF: a PDF among them cannot be read or is protected by a password. Send that PDF on its own.`,
};

/** A form's message with the upload limit (`useUploadLimit`) for the size message's `{max}`; others ignore it. */
export function withUploadLimit(descriptor: MessageDescriptor, max: string): MessageDescriptor {
  return { ...descriptor, values: { ...descriptor.values, max } };
}
