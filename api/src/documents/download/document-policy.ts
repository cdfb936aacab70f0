import { isStaff } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '#api/auth/policy.ts';
import { AppError, notFound } from '#api/http/app-error.ts';

// Who reads which official document (docs/documents.md): its student and staff. Someone else's is
// as absent as a missing one: a 404, never a 403.

interface DocumentResources {
  /** "My documents": a student's own list. */
  listOwn: NoResource;
  /** One document, its PDF: anyone signed in, then `see`. */
  read: NoResource;
  see: { userId: string };
}

export const documentPolicy = definePolicy<DocumentResources>({
  listOwn: signedIn((actor) => (isStaff(actor) ? new AppError(403, 'DOCUMENT_STUDENTS_ONLY') : ALLOWED)),
  read: signedIn(() => ALLOWED),
  see: signedIn((actor, document: { userId: string }) =>
    isStaff(actor) || document.userId === actor.id ? ALLOWED : notFound('DOCUMENT_NOT_FOUND'),
  ),
});
