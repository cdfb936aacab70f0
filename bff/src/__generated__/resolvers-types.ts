import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel } from '../iam/user-model.ts';
import type { ScholarshipModel } from '../scholarships/scholarship-model.ts';
import type { ApplicationModel, HistoryEntryModel } from '../applications/application-model.ts';
import type { GraphQLContext } from '../graphql/graphql-context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, 'yyyy-mm-dd' (scholarship start dates and deadlines). */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with time zone, e.g. '2026-11-22T04:30:00.000Z'. */
  DateTime: { input: string; output: string; }
  /** A file sent with a GraphQL multipart request (pdf, jpg, jpeg or png, at most 5 MB). */
  Upload: { input: Promise<import('graphql-upload-minimal').FileUpload>; output: Promise<import('graphql-upload-minimal').FileUpload>; }
};

/** A student's application to a scholarship, with a payment receipt. */
export type Application = {
  __typename?: 'Application';
  /** Staff only (null for others): the student who applied. */
  applicant?: Maybe<User>;
  /** When it was first sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Staff feedback from the last review, if any. */
  feedback?: Maybe<Scalars['String']['output']>;
  /** Every status change, oldest first. */
  history: Array<ApplicationHistoryEntry>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /**
   * Link to download the payment receipt, or null: a bff route, GET it with the header
   * 'Authorization: Bearer <accessToken>' (the owner and staff only).
   */
  receiptUrl?: Maybe<Scalars['String']['output']>;
  /** Why it was rejected, when it was. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** The scholarship applied to. */
  scholarship: Scholarship;
  /** Where it stands. */
  status: ApplicationStatus;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Who changed an application's status. */
export type ApplicationActor = {
  __typename?: 'ApplicationActor';
  /** Full name. */
  fullName: Scalars['String']['output'];
  /** The user's identifier. */
  id: Scalars['ID']['output'];
  /** Role at the time of reading. */
  role: Role;
};

/** Number of applications per status. */
export type ApplicationCounts = {
  __typename?: 'ApplicationCounts';
  /** Approved. */
  approved: Scalars['Int']['output'];
  /** Waiting for review. */
  pending: Scalars['Int']['output'];
  /** Rejected. */
  rejected: Scalars['Int']['output'];
  /** Every application. */
  total: Scalars['Int']['output'];
  /** Withdrawn. */
  withdrawn: Scalars['Int']['output'];
};

/** Application list filters (staff). */
export type ApplicationFilter = {
  /** Only applications to this scholarship. */
  scholarshipId?: InputMaybe<Scalars['ID']['input']>;
  /** Words to find in the student's name or e-mail, or the scholarship's title. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<ApplicationStatus>;
  /** Only this student's applications. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** One step of an application's history. */
export type ApplicationHistoryEntry = {
  __typename?: 'ApplicationHistoryEntry';
  /** Who made the change, or null when unknown (user deleted). */
  actor?: Maybe<ApplicationActor>;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Feedback given with the change, if any. */
  feedback?: Maybe<Scalars['String']['output']>;
  /** The status the application took. */
  status: ApplicationStatus;
};

/** A page of applications. */
export type ApplicationPage = {
  __typename?: 'ApplicationPage';
  /** The applications of this page. */
  items: Array<Application>;
  /** Where this page is. */
  pagination: Pagination;
};

/** Where an application stands. */
export type ApplicationStatus =
  /** Accepted by the staff. */
  | 'approved'
  /** Sent, waiting for a staff review (also after a new receipt). */
  | 'pending'
  /** Refused by the staff; the student may resubmit a new receipt. */
  | 'rejected'
  /** Withdrawn by the student; applying again before the deadline reopens it. */
  | 'withdrawn';

/** Where a student's account stands with the staff. */
export type ApprovalStatus =
  /** Approved: the student may apply to scholarships. */
  | 'APPROVED'
  /** Waiting for a staff decision. */
  | 'PENDING'
  /** Refused, with an optional reason. */
  | 'REJECTED';

/** A changed password: the other sessions are ended and this one continues with a new pair of tokens. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** New access token to use from now on. */
  accessToken: Scalars['String']['output'];
  /** What happened, in the caller's language. */
  message: Scalars['String']['output'];
  /** New refresh token (the previous ones no longer work). */
  refreshToken: Scalars['String']['output'];
  /** Always true (a failure is a GraphQL error). */
  success: Scalars['Boolean']['output'];
};

/** A user created by staff (verified and approved at creation when an ADMIN creates it). */
export type CreateUserInput = {
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Preferred language for e-mails. */
  language?: InputMaybe<Language>;
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** Moroccan phone number. */
  phoneNumber: Scalars['String']['input'];
  /** Role (createUser only; registerAgent always creates an AGENT). Default CLIENT. */
  role?: InputMaybe<Role>;
};

/** The staff console's counts. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** Accounts waiting for approval. */
  accountsPendingApproval: PendingAccountCounts;
  /** Applications. */
  applications: ApplicationCounts;
  /** Scholarships. */
  scholarships: ScholarshipCounts;
};

/** The outcome of a deletion. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /** Identifier of what was deleted. */
  id: Scalars['ID']['output'];
  /** Always true (a failure is a GraphQL error). */
  success: Scalars['Boolean']['output'];
};

/** A mail the platform gave up sending after retrying for more than 24 hours, for staff to follow up. Never its body: its links carry tokens. */
export type FailedMail = {
  __typename?: 'FailedMail';
  /** How many times sending it was tried. */
  attempts: Scalars['Int']['output'];
  /** When it was enqueued, with the change that caused it. */
  createdAt: Scalars['DateTime']['output'];
  /** When its last attempt failed. */
  failedAt: Scalars['DateTime']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** What it told; null for a mail of a kind this version does not know. */
  kind?: Maybe<MailKind>;
  /** What the last attempt failed with (the mail server's answer), or null when nothing was recorded. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The address the mail was for. */
  recipient: Scalars['String']['output'];
  /** Its subject, in the recipient's language. */
  subject: Scalars['String']['output'];
};

/** A page of failed mails. */
export type FailedMailPage = {
  __typename?: 'FailedMailPage';
  /** The mails of this page. */
  items: Array<FailedMail>;
  /** Where this page is. */
  pagination: Pagination;
};

/** One question of a scholarship's FAQ. */
export type FaqEntry = {
  __typename?: 'FaqEntry';
  /** Its answer. */
  answer: Scalars['String']['output'];
  /** The question. */
  question: Scalars['String']['output'];
};

/** An FAQ entry to write. */
export type FaqEntryInput = {
  /** Its answer. */
  answer: Scalars['String']['input'];
  /** The question. */
  question: Scalars['String']['input'];
};

/** A language of the interface and of scholarship content. */
export type Language =
  /** Arabic, written right to left. */
  | 'ar'
  /** English. */
  | 'en'
  /** French: the default and the fallback. */
  | 'fr';

/** What a successful sign-in gives. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** JWT to send as 'Authorization: Bearer <accessToken>', valid 15 minutes. */
  accessToken: Scalars['String']['output'];
  /** The account's approval status: anything but APPROVED goes to the pending page. */
  approvalStatus: ApprovalStatus;
  /** True only when approvalStatus is APPROVED. */
  isApproved: Scalars['Boolean']['output'];
  /** A confirmation to show, in the caller's language. */
  message?: Maybe<Scalars['String']['output']>;
  /** Opaque token for refreshToken, valid 7 days, single use. */
  refreshToken: Scalars['String']['output'];
  /** Always true (a failed sign-in is a GraphQL error with the reason). */
  success: Scalars['Boolean']['output'];
  /** The signed-in user. */
  user: User;
};

/** What a platform mail tells. */
export type MailKind =
  /** A student's account was approved. */
  | 'account-approved'
  /** A student's account was not approved. */
  | 'account-rejected'
  /** A student's application was approved. */
  | 'application-approved'
  /** A student's application was rejected. */
  | 'application-rejected'
  /** The link that verifies a student's e-mail address. */
  | 'verification';

/** The outcome of an action that has nothing else to return. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  /** What happened, in the caller's language, to show as is. */
  message: Scalars['String']['output'];
  /** Always true (a failure is a GraphQL error). */
  success: Scalars['Boolean']['output'];
};

/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Approved student: applies with a payment receipt, before the deadline. */
  applyToScholarship: Application;
  /** Staff: approves an application (the student gets an e-mail). */
  approveApplication: Application;
  /** Changes the signed-in user's password (other sessions are signed out; this one gets new tokens). */
  changePassword: ChangePasswordPayload;
  /** Staff: creates a scholarship, with an optional picture (jpg, png or webp). */
  createScholarship: Scholarship;
  /** ADMIN: creates a user of any role, verified and approved. */
  createUser: User;
  /** Staff: deletes an application and its receipt. */
  deleteApplication: DeletePayload;
  /** Staff: deletes a scholarship without applications; with force (ADMIN only), its applications too. */
  deleteScholarship: DeletePayload;
  /** ADMIN: deletes a user. */
  deleteUser: DeletePayload;
  /** Signs in with e-mail and password (allowed before verification and approval). */
  login: LoginPayload;
  /** Signs out: ends the session of the refresh token given (its access tokens stop working too). */
  logout: MessagePayload;
  /** Exchanges a refresh token for a new pair (the old one stops working). */
  refreshToken: TokenPayload;
  /** Registers a student with the payment receipt and the signed service contract; sends a verification e-mail. */
  register: MessagePayload;
  /** ADMIN: creates an AGENT, verified and approved. */
  registerAgent: User;
  /** Staff: rejects an application with feedback (the student gets an e-mail). */
  rejectApplication: Application;
  /** Sends a new verification link (answers the same whether or not the address is known). */
  resendVerification: MessagePayload;
  /** Student: sends a new receipt for a pending or rejected application (it becomes pending). */
  resubmitApplication: Application;
  /** Staff: approves or rejects accounts (verified e-mail required to approve); the students get an e-mail. */
  setUserApproval: SetUserApprovalPayload;
  /** Staff: sets any status, with feedback kept in the history. */
  updateApplicationStatus: Application;
  /** Changes the signed-in user's own name or phone number. */
  updateProfile: User;
  /** Staff: replaces a scholarship's fields, with an optional new picture. */
  updateScholarship: Scholarship;
  /** Staff: changes a user (roles: ADMIN only). */
  updateUser: User;
  /** Confirms an e-mail address with the token of the verification link. */
  verifyEmail: MessagePayload;
  /** Student: withdraws a pending application. */
  withdrawApplication: Application;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationApplyToScholarshipArgs = {
  receipt: Scalars['Upload']['input'];
  scholarshipId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationApproveApplicationArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationCreateScholarshipArgs = {
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: ScholarshipInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationDeleteApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationDeleteScholarshipArgs = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationLogoutArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationRegisterArgs = {
  input: RegisterInput;
  paymentReceipt: Scalars['Upload']['input'];
  serviceContract: Scalars['Upload']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationRegisterAgentArgs = {
  input: CreateUserInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationRejectApplicationArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationResendVerificationArgs = {
  email: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationResubmitApplicationArgs = {
  applicationId: Scalars['ID']['input'];
  receipt: Scalars['Upload']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationSetUserApprovalArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  status: ApprovalStatus;
  userIds: Array<Scalars['ID']['input']>;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationUpdateApplicationStatusArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  status: ApplicationStatus;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationUpdateScholarshipArgs = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: ScholarshipInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationWithdrawApplicationArgs = {
  id: Scalars['ID']['input'];
};

/** Where a list is and how many pages it has (first page 1). */
export type Pagination = {
  __typename?: 'Pagination';
  /** Items per page. */
  limit: Scalars['Int']['output'];
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Number of pages: ceil(total / limit). */
  pages: Scalars['Int']['output'];
  /** Number of items matching the filters, over all pages. */
  total: Scalars['Int']['output'];
};

/** Accounts waiting for a staff decision. */
export type PendingAccountCounts = {
  __typename?: 'PendingAccountCounts';
  /** Every account waiting for approval. */
  total: Scalars['Int']['output'];
  /** Of those, without a verified e-mail address yet. */
  unverified: Scalars['Int']['output'];
  /** Of those, with a verified e-mail address (they can be approved). */
  verified: Scalars['Int']['output'];
};

/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type Query = {
  __typename?: 'Query';
  /** One application (its owner or staff), or null when it does not exist. */
  application?: Maybe<Application>;
  /** Staff: every application, newest first. */
  applications: ApplicationPage;
  /** Staff: the counts of the console's home. */
  dashboard: Dashboard;
  /** Staff: the mails given up after every retry, latest failure first, kept 14 days. */
  failedMails: FailedMailPage;
  /** The signed-in user, or null for a visitor. */
  me?: Maybe<User>;
  /** The signed-in student's applications, newest first. */
  myApplications: ApplicationPage;
  /** One scholarship, or null when it does not exist. */
  scholarship?: Maybe<Scholarship>;
  /** Countries and universities to filter the scholarship list by. */
  scholarshipFilterOptions: ScholarshipFilterOptions;
  /** Scholarships, soonest deadline first, in the requested language (default: Accept-Language). */
  scholarships: ScholarshipPage;
  /** Staff: one user, or null when it does not exist. */
  user?: Maybe<User>;
  /** Staff: users, newest first unless sorted otherwise. */
  users: UserPage;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryApplicationsArgs = {
  filter?: InputMaybe<ApplicationFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryFailedMailsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryMyApplicationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ApplicationStatus>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryScholarshipArgs = {
  id: Scalars['ID']['input'];
  language?: InputMaybe<Language>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryScholarshipsArgs = {
  filter?: InputMaybe<ScholarshipFilter>;
  language?: InputMaybe<Language>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<UserSort>;
};

/** Public registration of a student (files come as separate Upload arguments). */
export type RegisterInput = {
  /** E-mail address (a verification link is sent to it). */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Preferred language for e-mails (default: Accept-Language). */
  language?: InputMaybe<Language>;
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** Moroccan phone number (+212 and nine digits starting with 5, 6 or 7). */
  phoneNumber: Scalars['String']['input'];
};

/** What a user may do on the platform. */
export type Role =
  /** Staff who may also create staff users, change roles and delete users. */
  | 'ADMIN'
  /** Staff: reviews accounts, scholarships and applications. */
  | 'AGENT'
  /** A student. */
  | 'CLIENT';

/** A scholarship students can apply to until its deadline. */
export type Scholarship = {
  __typename?: 'Scholarship';
  /** Staff only (null for others): number of applications received. */
  applicationCount?: Maybe<Scalars['Int']['output']>;
  /** Country of study. */
  country: Scalars['String']['output'];
  /** Last day to apply (until 23:59:59, Africa/Casablanca, on the server). */
  deadline: Scalars['Date']['output'];
  /** Whether the deadline day is over. */
  deadlinePassed: Scalars['Boolean']['output'];
  /** Short description in the requested language. */
  description: Scalars['String']['output'];
  /** Questions and answers in the requested language. */
  faq: Array<FaqEntry>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Picture address: the uploaded image, an external address, or the default picture when none. */
  imageUrl: Scalars['String']['output'];
  /** Language the texts above are in (the requested one, or French as fallback). */
  language: Language;
  /** Long description in the requested language, sanitised HTML. */
  longDescription: Scalars['String']['output'];
  /** The signed-in student's application to this scholarship, or null (visitors, staff, none yet). */
  myApplication?: Maybe<Application>;
  /** First day of the programme. */
  startDate: Scalars['Date']['output'];
  /** Title in the requested language (French when that language is missing). */
  title: Scalars['String']['output'];
  /** Staff only (null for others): the content in every language, for editing. */
  translations?: Maybe<ScholarshipTranslations>;
  /** University. */
  university: Scalars['String']['output'];
  /** Presentation video, or null. */
  video?: Maybe<Video>;
};

/** Number of scholarships, open and closed. */
export type ScholarshipCounts = {
  __typename?: 'ScholarshipCounts';
  /** Deadline passed. */
  closed: Scalars['Int']['output'];
  /** Deadline not passed. */
  open: Scalars['Int']['output'];
  /** Every scholarship. */
  total: Scalars['Int']['output'];
};

/** Scholarship list filters (all optional, combined with AND). */
export type ScholarshipFilter = {
  /** Exact country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Only scholarships whose deadline is on or after this day. */
  deadline?: InputMaybe<Scalars['Date']['input']>;
  /** Only these scholarships. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Words to find in the title or description. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Exact university. */
  university?: InputMaybe<Scalars['String']['input']>;
};

/** Values to offer in the scholarship filters. */
export type ScholarshipFilterOptions = {
  __typename?: 'ScholarshipFilterOptions';
  /** Countries that have scholarships, sorted. */
  countries: Array<Scalars['String']['output']>;
  /** Universities that have scholarships, sorted. */
  universities: Array<Scalars['String']['output']>;
};

/** A scholarship as staff write it (the whole of it: update replaces every field). */
export type ScholarshipInput = {
  /** Country of study. */
  country: Scalars['String']['input'];
  /** Last day to apply, on or after startDate. */
  deadline: Scalars['Date']['input'];
  /** External picture address (an uploaded image takes precedence). */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** On update: remove the uploaded picture (the external address, if any, or the default picture shows). */
  removeImage?: InputMaybe<Scalars['Boolean']['input']>;
  /** First day of the programme. */
  startDate: Scalars['Date']['input'];
  /** Content per language. */
  translations: ScholarshipTranslationsInput;
  /** University. */
  university: Scalars['String']['input'];
};

/** A page of scholarships. */
export type ScholarshipPage = {
  __typename?: 'ScholarshipPage';
  /** The scholarships of this page. */
  items: Array<Scholarship>;
  /** Where this page is. */
  pagination: Pagination;
};

/** A scholarship's content in one language, as the staff wrote it. */
export type ScholarshipTranslation = {
  __typename?: 'ScholarshipTranslation';
  /** Short description (cards show its first 120 characters). */
  description: Scalars['String']['output'];
  /** Questions and answers. */
  faq: Array<FaqEntry>;
  /** Long description, sanitised HTML. */
  longDescription: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** Presentation video: a YouTube or Vimeo video id or address, or null. */
  videoUrl?: Maybe<Scalars['String']['output']>;
};

/** A scholarship's content in one language. */
export type ScholarshipTranslationInput = {
  /** Short description. */
  description: Scalars['String']['input'];
  /** Questions and answers. */
  faq?: InputMaybe<Array<FaqEntryInput>>;
  /** Long description, HTML (sanitised by the api). */
  longDescription: Scalars['String']['input'];
  /** Title. */
  title: Scalars['String']['input'];
  /** Presentation video: a YouTube or Vimeo video id or address (anything else is refused). */
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A scholarship's content per language: French always, Arabic and English when written. */
export type ScholarshipTranslations = {
  __typename?: 'ScholarshipTranslations';
  /** Arabic content, or null when not written (French is shown instead). */
  ar?: Maybe<ScholarshipTranslation>;
  /** English content, or null when not written (French is shown instead). */
  en?: Maybe<ScholarshipTranslation>;
  /** French content (required). */
  fr: ScholarshipTranslation;
};

/** Content per language: French required, Arabic and English optional. */
export type ScholarshipTranslationsInput = {
  /** Arabic content. */
  ar?: InputMaybe<ScholarshipTranslationInput>;
  /** English content. */
  en?: InputMaybe<ScholarshipTranslationInput>;
  /** French content. */
  fr: ScholarshipTranslationInput;
};

/** The outcome of approving or rejecting accounts. */
export type SetUserApprovalPayload = {
  __typename?: 'SetUserApprovalPayload';
  /** Always true (a failure is a GraphQL error). */
  success: Scalars['Boolean']['output'];
  /** The accounts as they are now. */
  users: Array<User>;
};

/** A direction of a sort. */
export type SortOrder =
  /** Ascending: A to Z, oldest first. */
  | 'asc'
  /** Descending: Z to A, newest first. */
  | 'desc';

/** A new pair of tokens. */
export type TokenPayload = {
  __typename?: 'TokenPayload';
  /** New access token (15 minutes). */
  accessToken: Scalars['String']['output'];
  /** New refresh token; the one sent is no longer valid. */
  refreshToken: Scalars['String']['output'];
};

/** Fields users may change on their own profile (only the fields given change). */
export type UpdateProfileInput = {
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Moroccan phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Changes staff make to a user (only the fields given change). */
export type UpdateUserInput = {
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Moroccan phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Role (ADMIN only). */
  role?: InputMaybe<Role>;
};

/** A person with an account: a student (CLIENT) or staff (AGENT, ADMIN). */
export type User = {
  __typename?: 'User';
  /** When the account was approved (or rejected), if it was. */
  approvalDate?: Maybe<Scalars['DateTime']['output']>;
  /** Staff decision on the account. */
  approvalStatus: ApprovalStatus;
  /** When the account was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Sign-in e-mail address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** First and last name, or an empty string when both are empty. */
  fullName: Scalars['String']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** True only when approvalStatus is APPROVED. */
  isApproved: Scalars['Boolean']['output'];
  /** Whether the e-mail address was verified through the link sent at registration. */
  isVerified: Scalars['Boolean']['output'];
  /** Preferred language for e-mails. */
  language: Language;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /**
   * Staff and the owner: link to download the payment receipt sent at registration, or null.
   * A bff route: GET it with the header 'Authorization: Bearer <accessToken>'.
   */
  paymentReceiptUrl?: Maybe<Scalars['String']['output']>;
  /** Moroccan phone number, '+212' and nine digits. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Why the account was rejected, when it was and a reason was given. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** What the user may do. */
  role: Role;
  /**
   * Staff and the owner: link to download the service contract sent at registration, or null.
   * A bff route: GET it with the header 'Authorization: Bearer <accessToken>'.
   */
  serviceContractUrl?: Maybe<Scalars['String']['output']>;
};

/** User list filters (staff). */
export type UserFilter = {
  /** Only this approval status. */
  approvalStatus?: InputMaybe<ApprovalStatus>;
  /** Only verified (true) or unverified (false) e-mail addresses. */
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only this role. */
  role?: InputMaybe<Role>;
  /** Words to find in the name or e-mail address. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A page of users. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The users of this page. */
  items: Array<User>;
  /** Where this page is. */
  pagination: Pagination;
};

/** How to sort the user list (staff). Ties always fall in the same order, so pages never overlap. */
export type UserSort = {
  /** The column to sort by. */
  field: UserSortField;
  /** The direction; by default newest first for CREATED_AT and A to Z for the others. */
  order?: InputMaybe<SortOrder>;
};

/** A column the staff can sort the user list by. */
export type UserSortField =
  /** Approval status (APPROVED, PENDING, REJECTED from A to Z), newest first within each. */
  | 'approvalStatus'
  /** When the account was created. */
  | 'createdAt'
  /** E-mail address, ignoring case. */
  | 'email'
  /** Last name, then first name, ignoring case. */
  | 'name'
  /** Role (ADMIN, AGENT, CLIENT from A to Z), newest first within each. */
  | 'role';

/** A presentation video. */
export type Video = {
  __typename?: 'Video';
  /** The player address to embed in an iframe: always on www.youtube-nocookie.com or player.vimeo.com. */
  embedUrl: Scalars['String']['output'];
  /** The value as written by the staff: a YouTube or Vimeo video id or address. */
  url: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Application: ResolverTypeWrapper<ApplicationModel>;
  ApplicationActor: ResolverTypeWrapper<ApplicationActor>;
  ApplicationCounts: ResolverTypeWrapper<ApplicationCounts>;
  ApplicationFilter: ApplicationFilter;
  ApplicationHistoryEntry: ResolverTypeWrapper<HistoryEntryModel>;
  ApplicationPage: ResolverTypeWrapper<Omit<ApplicationPage, 'items'> & { items: Array<ResolversTypes['Application']> }>;
  ApplicationStatus: null;
  ApprovalStatus: ApprovalStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  CreateUserInput: CreateUserInput;
  Dashboard: ResolverTypeWrapper<Dashboard>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  FailedMail: ResolverTypeWrapper<FailedMail>;
  FailedMailPage: ResolverTypeWrapper<FailedMailPage>;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FaqEntryInput: FaqEntryInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: null;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user: ResolversTypes['User'] }>;
  MailKind: null;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Pagination: ResolverTypeWrapper<Pagination>;
  PendingAccountCounts: ResolverTypeWrapper<PendingAccountCounts>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  Role: Role;
  Scholarship: ResolverTypeWrapper<ScholarshipModel>;
  ScholarshipCounts: ResolverTypeWrapper<ScholarshipCounts>;
  ScholarshipFilter: ScholarshipFilter;
  ScholarshipFilterOptions: ResolverTypeWrapper<ScholarshipFilterOptions>;
  ScholarshipInput: ScholarshipInput;
  ScholarshipPage: ResolverTypeWrapper<Omit<ScholarshipPage, 'items'> & { items: Array<ResolversTypes['Scholarship']> }>;
  ScholarshipTranslation: ResolverTypeWrapper<ScholarshipTranslation>;
  ScholarshipTranslationInput: ScholarshipTranslationInput;
  ScholarshipTranslations: ResolverTypeWrapper<ScholarshipTranslations>;
  ScholarshipTranslationsInput: ScholarshipTranslationsInput;
  SetUserApprovalPayload: ResolverTypeWrapper<Omit<SetUserApprovalPayload, 'users'> & { users: Array<ResolversTypes['User']> }>;
  SortOrder: null;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TokenPayload: ResolverTypeWrapper<TokenPayload>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<UserModel>;
  UserFilter: UserFilter;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserSort: UserSort;
  UserSortField: null;
  Video: ResolverTypeWrapper<Video>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Application: ApplicationModel;
  ApplicationActor: ApplicationActor;
  ApplicationCounts: ApplicationCounts;
  ApplicationFilter: ApplicationFilter;
  ApplicationHistoryEntry: HistoryEntryModel;
  ApplicationPage: Omit<ApplicationPage, 'items'> & { items: Array<ResolversParentTypes['Application']> };
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordPayload: ChangePasswordPayload;
  CreateUserInput: CreateUserInput;
  Dashboard: Dashboard;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeletePayload: DeletePayload;
  FailedMail: FailedMail;
  FailedMailPage: FailedMailPage;
  FaqEntry: FaqEntry;
  FaqEntryInput: FaqEntryInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginPayload: Omit<LoginPayload, 'user'> & { user: ResolversParentTypes['User'] };
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Pagination: Pagination;
  PendingAccountCounts: PendingAccountCounts;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  Scholarship: ScholarshipModel;
  ScholarshipCounts: ScholarshipCounts;
  ScholarshipFilter: ScholarshipFilter;
  ScholarshipFilterOptions: ScholarshipFilterOptions;
  ScholarshipInput: ScholarshipInput;
  ScholarshipPage: Omit<ScholarshipPage, 'items'> & { items: Array<ResolversParentTypes['Scholarship']> };
  ScholarshipTranslation: ScholarshipTranslation;
  ScholarshipTranslationInput: ScholarshipTranslationInput;
  ScholarshipTranslations: ScholarshipTranslations;
  ScholarshipTranslationsInput: ScholarshipTranslationsInput;
  SetUserApprovalPayload: Omit<SetUserApprovalPayload, 'users'> & { users: Array<ResolversParentTypes['User']> };
  String: Scalars['String']['output'];
  TokenPayload: TokenPayload;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  Upload: Scalars['Upload']['output'];
  User: UserModel;
  UserFilter: UserFilter;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  UserSort: UserSort;
  Video: Video;
};

export type ApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = {
  applicant?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ApplicationHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receiptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scholarship?: Resolver<ResolversTypes['Scholarship'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ApplicationActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationActor'] = ResolversParentTypes['ApplicationActor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ApplicationCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationCounts'] = ResolversParentTypes['ApplicationCounts']> = {
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationHistoryEntry'] = ResolversParentTypes['ApplicationHistoryEntry']> = {
  actor?: Resolver<Maybe<ResolversTypes['ApplicationActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
};

export type ApplicationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationPage'] = ResolversParentTypes['ApplicationPage']> = {
  items?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type ApplicationStatusResolvers = { APPROVED: 'approved', PENDING: 'pending', REJECTED: 'rejected', WITHDRAWN: 'withdrawn' };

export type ChangePasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  accountsPendingApproval?: Resolver<ResolversTypes['PendingAccountCounts'], ParentType, ContextType>;
  applications?: Resolver<ResolversTypes['ApplicationCounts'], ParentType, ContextType>;
  scholarships?: Resolver<ResolversTypes['ScholarshipCounts'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FailedMailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FailedMail'] = ResolversParentTypes['FailedMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['MailKind']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FailedMailPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FailedMailPage'] = ResolversParentTypes['FailedMailPage']> = {
  items?: Resolver<Array<ResolversTypes['FailedMail']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LanguageResolvers = { AR: 'ar', EN: 'en', FR: 'fr' };

export type LoginPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalStatus?: Resolver<ResolversTypes['ApprovalStatus'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MailKindResolvers = { ACCOUNT_APPROVED: 'account-approved', ACCOUNT_REJECTED: 'account-rejected', APPLICATION_APPROVED: 'application-approved', APPLICATION_REJECTED: 'application-rejected', VERIFICATION: 'verification' };

export type MessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  applyToScholarship?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationApplyToScholarshipArgs, 'receipt' | 'scholarshipId'>>;
  approveApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationApproveApplicationArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  createScholarship?: Resolver<ResolversTypes['Scholarship'], ParentType, ContextType, RequireFields<MutationCreateScholarshipArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteApplication?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteApplicationArgs, 'id'>>;
  deleteScholarship?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteScholarshipArgs, 'force' | 'id'>>;
  deleteUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  refreshToken?: Resolver<ResolversTypes['TokenPayload'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  register?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input' | 'paymentReceipt' | 'serviceContract'>>;
  registerAgent?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterAgentArgs, 'input'>>;
  rejectApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationRejectApplicationArgs, 'id'>>;
  resendVerification?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'email'>>;
  resubmitApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationResubmitApplicationArgs, 'applicationId' | 'receipt'>>;
  setUserApproval?: Resolver<ResolversTypes['SetUserApprovalPayload'], ParentType, ContextType, RequireFields<MutationSetUserApprovalArgs, 'status' | 'userIds'>>;
  updateApplicationStatus?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationUpdateApplicationStatusArgs, 'id' | 'status'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateScholarship?: Resolver<ResolversTypes['Scholarship'], ParentType, ContextType, RequireFields<MutationUpdateScholarshipArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
  withdrawApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationWithdrawApplicationArgs, 'id'>>;
};

export type PaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pagination'] = ResolversParentTypes['Pagination']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PendingAccountCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PendingAccountCounts'] = ResolversParentTypes['PendingAccountCounts']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unverified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType, RequireFields<QueryApplicationArgs, 'id'>>;
  applications?: Resolver<ResolversTypes['ApplicationPage'], ParentType, ContextType, RequireFields<QueryApplicationsArgs, 'limit' | 'page'>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  failedMails?: Resolver<ResolversTypes['FailedMailPage'], ParentType, ContextType, RequireFields<QueryFailedMailsArgs, 'limit' | 'page'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myApplications?: Resolver<ResolversTypes['ApplicationPage'], ParentType, ContextType, RequireFields<QueryMyApplicationsArgs, 'limit' | 'page'>>;
  scholarship?: Resolver<Maybe<ResolversTypes['Scholarship']>, ParentType, ContextType, RequireFields<QueryScholarshipArgs, 'id'>>;
  scholarshipFilterOptions?: Resolver<ResolversTypes['ScholarshipFilterOptions'], ParentType, ContextType>;
  scholarships?: Resolver<ResolversTypes['ScholarshipPage'], ParentType, ContextType, RequireFields<QueryScholarshipsArgs, 'limit' | 'page'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'page'>>;
};

export type ScholarshipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Scholarship'] = ResolversParentTypes['Scholarship']> = {
  applicationCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  deadlinePassed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  longDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myApplication?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translations?: Resolver<Maybe<ResolversTypes['ScholarshipTranslations']>, ParentType, ContextType>;
  university?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['Video']>, ParentType, ContextType>;
};

export type ScholarshipCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScholarshipCounts'] = ResolversParentTypes['ScholarshipCounts']> = {
  closed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScholarshipFilterOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScholarshipFilterOptions'] = ResolversParentTypes['ScholarshipFilterOptions']> = {
  countries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  universities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScholarshipPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScholarshipPage'] = ResolversParentTypes['ScholarshipPage']> = {
  items?: Resolver<Array<ResolversTypes['Scholarship']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type ScholarshipTranslationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScholarshipTranslation'] = ResolversParentTypes['ScholarshipTranslation']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  longDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScholarshipTranslationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScholarshipTranslations'] = ResolversParentTypes['ScholarshipTranslations']> = {
  ar?: Resolver<Maybe<ResolversTypes['ScholarshipTranslation']>, ParentType, ContextType>;
  en?: Resolver<Maybe<ResolversTypes['ScholarshipTranslation']>, ParentType, ContextType>;
  fr?: Resolver<ResolversTypes['ScholarshipTranslation'], ParentType, ContextType>;
};

export type SetUserApprovalPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUserApprovalPayload'] = ResolversParentTypes['SetUserApprovalPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SortOrderResolvers = { ASC: 'asc', DESC: 'desc' };

export type TokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TokenPayload'] = ResolversParentTypes['TokenPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  approvalDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  approvalStatus?: Resolver<ResolversTypes['ApprovalStatus'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentReceiptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  serviceContractUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type UserSortFieldResolvers = { APPROVAL_STATUS: 'approvalStatus', CREATED_AT: 'createdAt', EMAIL: 'email', NAME: 'name', ROLE: 'role' };

export type VideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Video'] = ResolversParentTypes['Video']> = {
  embedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Application?: ApplicationResolvers<ContextType>;
  ApplicationActor?: ApplicationActorResolvers<ContextType>;
  ApplicationCounts?: ApplicationCountsResolvers<ContextType>;
  ApplicationHistoryEntry?: ApplicationHistoryEntryResolvers<ContextType>;
  ApplicationPage?: ApplicationPageResolvers<ContextType>;
  ApplicationStatus?: ApplicationStatusResolvers;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  FailedMail?: FailedMailResolvers<ContextType>;
  FailedMailPage?: FailedMailPageResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  Language?: LanguageResolvers;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MailKind?: MailKindResolvers;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Pagination?: PaginationResolvers<ContextType>;
  PendingAccountCounts?: PendingAccountCountsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Scholarship?: ScholarshipResolvers<ContextType>;
  ScholarshipCounts?: ScholarshipCountsResolvers<ContextType>;
  ScholarshipFilterOptions?: ScholarshipFilterOptionsResolvers<ContextType>;
  ScholarshipPage?: ScholarshipPageResolvers<ContextType>;
  ScholarshipTranslation?: ScholarshipTranslationResolvers<ContextType>;
  ScholarshipTranslations?: ScholarshipTranslationsResolvers<ContextType>;
  SetUserApprovalPayload?: SetUserApprovalPayloadResolvers<ContextType>;
  SortOrder?: SortOrderResolvers;
  TokenPayload?: TokenPayloadResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserSortField?: UserSortFieldResolvers;
  Video?: VideoResolvers<ContextType>;
};

