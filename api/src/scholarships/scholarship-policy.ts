import { isAdmin, isStaff } from '../auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, everyone, signedIn } from '../auth/policy.ts';
import { forbidden } from '../http/app-error.ts';

// The catalogue is public; staff write it.

interface ScholarshipResources {
  /** The list, a detail, the filter options and the images: signed in or not, approved or not. */
  read: NoResource;
  /** Every language's content and the application counts, for editing. */
  readForEditing: NoResource;
  create: NoResource;
  update: NoResource;
  delete: NoResource;
  /** Publish, unpublish, archive, restore (docs/product-rules.md, "A scholarship's life"). */
  changeStatus: NoResource;
  duplicate: NoResource;
  /** Delete one that has applications, and them with it. */
  forceDelete: NoResource;
}

const staffOnly = signedIn((actor) => (isStaff(actor) ? ALLOWED : forbidden()));

export const scholarshipPolicy = definePolicy<ScholarshipResources>({
  read: everyone,
  readForEditing: staffOnly,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
  changeStatus: staffOnly,
  duplicate: staffOnly,
  forceDelete: signedIn((actor) => (isAdmin(actor) ? ALLOWED : forbidden('FORCE_DELETE_ADMIN_ONLY'))),
});
