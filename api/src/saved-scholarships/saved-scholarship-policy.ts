import { isStaff } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '#api/auth/policy.ts';
import { AppError, forbidden } from '#api/http/app-error.ts';

// Who may save scholarships (docs/product-rules.md): approved students, as for applying.
interface SavedScholarshipResources {
  /** Save, unsave and list one's own saved scholarships. */
  save: NoResource;
}

export const savedScholarshipPolicy = definePolicy<SavedScholarshipResources>({
  save: signedIn((actor) => {
    if (isStaff(actor)) return new AppError(403, 'SAVED_SCHOLARSHIPS_STUDENTS_ONLY');
    if (actor.approvalStatus !== 'APPROVED') return forbidden('ACCOUNT_NOT_APPROVED');
    return ALLOWED;
  }),
});
