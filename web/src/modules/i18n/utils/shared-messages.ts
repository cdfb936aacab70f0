import { msg } from '@lingui/core/macro';

/**
 * Texts the staff console shows as the students' pages do. The console loads the students' catalogue
 * and merges its own into it (staff/i18n/load-staff-catalog.ts); extraction files a message under the
 * catalogue of the folder that writes it, so the console takes these from here rather than writing
 * them again, and each keeps one translation (i18n/catalogs.test.ts).
 */
export const SHARED_MESSAGES = {
  cancel: msg`Cancel`,
  save: msg`Save`,
  search: msg`Search`,
  status: msg`Status`,
  pagination: msg`Pagination`,
  notAvailable: msg`N/A`,
  somethingWentWrong: msg`Something went wrong`,
  fieldRequired: msg`This field is required`,
  staffConsole: msg`Staff console`,
  close: msg`Close`,
  language: msg`Language`,

  createAccount: msg`Create an account`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  phoneNumber: msg`Phone number`,
  password: msg`Password`,
  passwordTooShort: msg`Password must be at least 8 characters.`,
  paymentReceipt: msg`Payment receipt`,
  serviceContract: msg`Service contract`,
  verified: msg`Verified`,
  notVerified: msg`Not verified`,

  scholarship: msg`Scholarship`,
  scholarships: msg`Scholarships`,
  country: msg`Country`,
  university: msg`University`,
  startDate: msg`Start date`,
  deadline: msg`Deadline`,
  frequentlyAskedQuestions: msg`Frequently asked questions`,
  filterScholarships: msg`Filter scholarships`,
  allCountries: msg`All countries`,
  allUniversities: msg`All universities`,
  allStatuses: msg`All statuses`,
  openOnly: msg`Open only`,
  noScholarshipsFound: msg`No scholarships found.`,
  scholarshipNotFound: msg`Scholarship not found`,
  scholarshipsLoadFailed: msg`Failed to fetch scholarships`,
  scholarshipLoadFailed: msg`Failed to fetch scholarship details`,

  sentOn: msg`Sent on`,
  noApplicationMatches: msg`No application matches these filters.`,
  applicationLoadFailed: msg`Failed to fetch application details`,
  applicationUpdateFailed: msg`Failed to update application`,
};
