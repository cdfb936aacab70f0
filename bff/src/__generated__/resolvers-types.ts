import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel } from '../iam/user-model.ts';
import type { Money as MoneyModel } from '@bourses/common/money';
import type { ScholarshipModel } from '../scholarships/scholarship-model.ts';
import type { ApplicationModel, HistoryEntryModel } from '../applications/application-model.ts';
import type { NoteModel, BulkOutcomeModel } from '../casework/note-model.ts';
import type { PaymentModel } from '../payments/payment-model.ts';
import type { CardAttemptModel } from '../payments/card/card-attempt-model.ts';
import type { PaymentSettingsModel } from '../payments/settings/payment-settings-model.ts';
import type { BankStatementModel, StatementLineModel } from '../payments/statements/statement-model.ts';
import type { FinanceRowModel } from '../payments/finance/finance-model.ts';
import type { ConversationModel, MessageModel, MessageAttachmentModel } from '../correspondence/conversations/conversation-model.ts';
import type { CorrectionRequestModel, CorrectionItemModel } from '../correspondence/corrections/correction-model.ts';
import type { DocumentModel } from '../documents/document-model.ts';
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

/** The applications received and decided on one Casablanca day. */
export type ActivityDay = {
  __typename?: 'ActivityDay';
  /** The day. */
  day: Scalars['Date']['output'];
  /** Decisions (approvals and rejections) made that day. */
  decided: Scalars['Int']['output'];
  /** Applications made that day. */
  received: Scalars['Int']['output'];
};

/** A student's application to a scholarship, with a payment receipt. */
export type Application = {
  __typename?: 'Application';
  /** Staff only (null for others): the student who applied; null too once they deleted their account. */
  applicant?: Maybe<User>;
  /**
   * True when the student deleted their own account: the application is kept for the staff's
   * records without their name, e-mail or phone (nor its receipt).
   */
  applicantDeleted: Scalars['Boolean']['output'];
  /** Staff only (null for others): the staff member who follows this application, or null when nobody does. */
  assignee?: Maybe<User>;
  /** The conversation between its student and the staff (the owner and staff); null once the student deleted their account. */
  conversation?: Maybe<Conversation>;
  /** True while it is PENDING because the student answered a correction request (until staff decide). */
  corrected: Scalars['Boolean']['output'];
  /** The open correction request, else the latest one, or null when none was made. */
  correctionRequest?: Maybe<CorrectionRequest>;
  /** Every correction request made on it, oldest first. */
  correctionRequests: Array<CorrectionRequest>;
  /** When it was first sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The owner and staff (empty for others): its proofs of submission and decision letters, oldest first. */
  documents: Array<Document>;
  /** Staff feedback from the last review, if any. */
  feedback?: Maybe<Scalars['String']['output']>;
  /** Every status change, oldest first. */
  history: Array<ApplicationHistoryEntry>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Staff only (refused to others): the staff's internal notes on this application, newest first. */
  notes: Array<InternalNote>;
  /** Its fee's payment; null when the scholarship is free. */
  payment?: Maybe<Payment>;
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
  /** Full name; null when a student reads a staff member's change (the platform team). */
  fullName?: Maybe<Scalars['String']['output']>;
  /** The user's identifier; null when a student reads a staff member's change. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Role at the time of reading. */
  role: Role;
};

/** Application list filters (staff). */
export type ApplicationFilter = {
  /** Only applications followed by the signed-in staff member (ME), or by nobody (UNASSIGNED). */
  assignment?: InputMaybe<AssignmentFilter>;
  /** Only applications whose correction request is open and past its due date. */
  overdueCorrections?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only applications to this scholarship. */
  scholarshipId?: InputMaybe<Scalars['ID']['input']>;
  /** Words to find in the student's name or e-mail, or the scholarship's title. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<ApplicationStatus>;
  /** Only applications whose conversation holds messages from the student that no staff member opened yet. */
  unreadFromStudents?: InputMaybe<Scalars['Boolean']['input']>;
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
  /** The correction request this step made (CORRECTION_REQUESTED) or answered (PENDING, corrected), else null. */
  correctionRequestId?: Maybe<Scalars['ID']['output']>;
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
  /** Staff asked for corrections (Application.correctionRequest); the student sends them, after the deadline too while the request is open, and it is PENDING again. */
  | 'correction_requested'
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
  /** Staff asked for corrections (User.correctionRequest); once the student sends them, the account waits for approval again. */
  | 'CHANGES_REQUESTED'
  /** Waiting for a staff decision. */
  | 'PENDING'
  /** Refused, with an optional reason. */
  | 'REJECTED';

/** Work assigned to one staff member that still waits. */
export type AssignedWork = {
  __typename?: 'AssignedWork';
  /** Accounts waiting for approval assigned to them. */
  accounts: Scalars['Int']['output'];
  /** Pending applications assigned to them. */
  applications: Scalars['Int']['output'];
};

/** Whom the staff lists keep by who follows each row. */
export type AssignmentFilter =
  /** Followed by the signed-in staff member. */
  | 'ME'
  /** Followed by nobody. */
  | 'UNASSIGNED';

/** Who did an audited action, as their account is now. */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** Null once the account is deleted. */
  email?: Maybe<Scalars['String']['output']>;
  /** Null once the account is deleted. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The account's id; null for an action of the platform itself. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Null once the account is deleted. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Their role when they acted. */
  role?: Maybe<Role>;
};

/** One field an action changed, or one of its details. */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** Its value after, or the detail's value, as text (JSON for anything but text). */
  after?: Maybe<Scalars['String']['output']>;
  /** When the value after is an account or a scholarship: its name as it is now. */
  afterName?: Maybe<Scalars['String']['output']>;
  /** Its value before, as text (JSON for anything but text); null when it had none or for a detail. */
  before?: Maybe<Scalars['String']['output']>;
  /** When the value before is an account or a scholarship (`assigneeId`, `duplicateOf`…): its name as it is now. */
  beforeName?: Maybe<Scalars['String']['output']>;
  /** The field's name (e.g. `status`, `fr.title`) or the detail's (e.g. `rows`; an export's filters one by one, e.g. `filters.status`). */
  field: Scalars['String']['output'];
};

/** One staff action: who, when, what, on which target, from where and what changed (never a secret). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, e.g. `application.reject`, `document.view`, `export.applications`. */
  action: Scalars['String']['output'];
  /** Who did it. */
  actor: AuditActor;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** What changed, field by field. */
  changes: Array<AuditChange>;
  /** The network address the request came from. */
  clientAddress?: Maybe<Scalars['String']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** What it was done to. */
  target: AuditTarget;
};

/** A page of the audit log. */
export type AuditEntryPage = {
  __typename?: 'AuditEntryPage';
  /** The entries of this page. */
  items: Array<AuditEntry>;
  /** Where this page is. */
  pagination: Pagination;
};

/** Narrows the audit log; every field is optional and they combine. */
export type AuditFilter = {
  /** One action, e.g. `application.reject`. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Words of the actor's name or e-mail. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** Exactly this staff member. */
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** From this day on (Africa/Casablanca), included. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** The target's id (with targetType). */
  targetId?: InputMaybe<Scalars['String']['input']>;
  /** What kind of target. */
  targetType?: InputMaybe<AuditTargetType>;
  /** Up to this day (Africa/Casablanca), included. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** The scholarship an audited application is for. */
export type AuditScholarship = {
  __typename?: 'AuditScholarship';
  /** Its id, for a link to its page. */
  id: Scalars['ID']['output'];
  /** Its title in the caller's language (French when not written in it). */
  title: Scalars['String']['output'];
};

/** What an audited action was done to. */
export type AuditTarget = {
  __typename?: 'AuditTarget';
  /** Its id; null for an export. */
  id?: Maybe<Scalars['String']['output']>;
  /** Who or what it is, as it is now, for a sentence: the account holder's name, the scholarship's title in the caller's language, the application's student; a deleted one by what its deletion recorded (an e-mail, a title); null when unknown. */
  name?: Maybe<Scalars['String']['output']>;
  /** For an application: its scholarship, titled in the caller's language. */
  scholarship?: Maybe<AuditScholarship>;
  /** Its kind. */
  type: AuditTargetType;
};

/** What an audit log entry was done to. */
export type AuditTargetType =
  /** An application. */
  | 'application'
  /** An imported bank statement. */
  | 'bank-statement'
  /** A list exported as a file (no single target). */
  | 'export'
  /** A stored file. */
  | 'file'
  /** A staff's saved reply. */
  | 'message-template'
  /** A payment. */
  | 'payment'
  /** A scholarship. */
  | 'scholarship'
  /** An account. */
  | 'user';

/** An imported bank statement and what it came to. */
export type BankStatementImport = {
  __typename?: 'BankStatementImport';
  /** Lines already imported from an earlier statement: applied once, never twice. */
  alreadyImportedCount: Scalars['Int']['output'];
  /** The lines whose reference named a payment verified already: the student may have paid twice (a refund to consider). */
  alreadyVerified: Array<StatementLine>;
  /** Lines whose reference named a payment verified already (by hand, an earlier statement or an earlier line): the student may have paid twice. */
  alreadyVerifiedCount: Scalars['Int']['output'];
  /** The bank, as staff named it; its column mapping is remembered under this name. */
  bank: Scalars['String']['output'];
  /** The file's name as uploaded. */
  fileName: Scalars['String']['output'];
  /** Its number: 'verified from statement #N, line L'. */
  id: Scalars['ID']['output'];
  /** When it was imported. */
  importedAt: Scalars['DateTime']['output'];
  /** Who imported it. */
  importedBy?: Maybe<User>;
  /** Credits read. */
  lineCount: Scalars['Int']['output'];
  /** The lines that verified a payment. */
  matched: Array<StatementLine>;
  /** Lines that verified a payment. */
  matchedCount: Scalars['Int']['output'];
  /** Lines whose reference matched but not their amount. */
  mismatchCount: Scalars['Int']['output'];
  /** The lines whose reference matched but not their amount. */
  mismatches: Array<StatementLine>;
  /** The lines that could not be read. */
  problems: Array<StatementProblem>;
  /** The lines with no known reference. */
  unmatched: Array<StatementLine>;
  /** Lines with no known reference. */
  unmatchedCount: Scalars['Int']['output'];
};

/** A page of imported statements. */
export type BankStatementPage = {
  __typename?: 'BankStatementPage';
  /** The statements of this page. */
  items: Array<BankStatementImport>;
  /** Where this page is. */
  pagination: Pagination;
};

/** What a bulk action does to each application. */
export type BulkApplicationAction =
  /** Approve each one (the student gets an e-mail). */
  | 'APPROVE'
  /** Give each one to a staff member to follow, or to nobody. */
  | 'ASSIGN'
  /** Reject each one with the same feedback (the student gets an e-mail). */
  | 'REJECT';

/** How one application of a bulk action went: done, or refused with the reason a single action would give. */
export type BulkApplicationOutcome = {
  __typename?: 'BulkApplicationOutcome';
  /** Its student's full name, to name the row; null for an unknown application or a deleted account. */
  applicantName?: Maybe<Scalars['String']['output']>;
  /** The application. */
  applicationId: Scalars['ID']['output'];
  /** When refused: the error code, e.g. for an application already decided. */
  code?: Maybe<Scalars['String']['output']>;
  /** When refused: why, in the caller's language. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether the action was done on it. */
  ok: Scalars['Boolean']['output'];
};

/** A bulk action on applications (staff): the chosen ones or every one matching a filter, 500 at most. */
export type BulkApplicationsInput = {
  /** What to do to each application. */
  action: BulkApplicationAction;
  /** Exactly these applications; give either this or filter. */
  applicationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** ASSIGN: the staff member (AGENT or ADMIN) to follow them, or null to unassign. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** APPROVE: an optional word for each student; REJECT: the reason, required, the same for every student. */
  feedback?: InputMaybe<Scalars['String']['input']>;
  /** Every application matching this filter, as the staff list reads it; give either this or applicationIds. */
  filter?: InputMaybe<ApplicationFilter>;
};

/** The outcome of a bulk action, row by row: a refused row never undoes the others. */
export type BulkApplicationsResult = {
  __typename?: 'BulkApplicationsResult';
  /** How many were refused. */
  failed: Scalars['Int']['output'];
  /** One outcome per application, in the order they were handled. */
  results: Array<BulkApplicationOutcome>;
  /** How many were done. */
  succeeded: Scalars['Int']['output'];
};

/** Who a cached value may be served to. */
export type CacheControlScope =
  /** Only the caller who asked. */
  | 'PRIVATE'
  /** Every caller. */
  | 'PUBLIC';

/** One 'Pay by card' of a payment: a form posted to CMI, and what CMI answered. */
export type CardPaymentAttempt = {
  __typename?: 'CardPaymentAttempt';
  /** What was asked of the card. */
  amount: Money;
  /** Staff only (null for others): the card issuer's authorisation code, once approved. */
  authCode?: Maybe<Scalars['String']['output']>;
  /** When CMI's answer came; null while STARTED. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the student started it. */
  createdAt: Scalars['DateTime']['output'];
  /** The order id sent to CMI (its 'oid'), also in the address of the pages CMI sends the student back to. */
  orderId: Scalars['ID']['output'];
  /** The payment it pays (its student and staff). */
  payment?: Maybe<Payment>;
  /** Why CMI declined it, as CMI wrote it; null otherwise. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: CardPaymentAttemptStatus;
  /** Staff only (null for others): CMI's transaction id, once approved. */
  transactionId?: Maybe<Scalars['String']['output']>;
};

/** Where a card payment attempt at CMI stands. */
export type CardPaymentAttemptStatus =
  /** CMI approved it: it paid the payment. */
  | 'approved'
  /** CMI declined it (the reason says why); the payment stays open. */
  | 'declined'
  /** CMI approved it after the payment was already paid: money for staff to refund. */
  | 'duplicate'
  /** The form was given to the student; CMI has not called back yet. */
  | 'started';

/** One hidden field of the form posted to CMI. */
export type CardPaymentField = {
  __typename?: 'CardPaymentField';
  /** The field's name. */
  name: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['String']['output'];
};

/** The form the browser posts to CMI's payment page, by a full-page navigation (never in a frame). */
export type CardPaymentForm = {
  __typename?: 'CardPaymentForm';
  /** CMI's payment page: the form's action. */
  action: Scalars['String']['output'];
  /** The form's hidden fields, posted as they are, in this order (they are signed). */
  fields: Array<CardPaymentField>;
};

/** A changed password: the other sessions end (unless endOtherSessions is false) and this one continues with a new pair of tokens. */
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

/** An open scholarship whose deadline is at most 14 Casablanca days away. */
export type ClosingScholarship = {
  __typename?: 'ClosingScholarship';
  /** Days left: 0 on the deadline day. */
  daysLeft: Scalars['Int']['output'];
  /** Its deadline (open until 23:59:59 Africa/Casablanca that day). */
  deadline: Scalars['Date']['output'];
  /** The scholarship. */
  id: Scalars['ID']['output'];
  /** Its applications waiting for a decision. */
  pendingApplications: Scalars['Int']['output'];
  /** Its title in the caller's language (French when missing). */
  title: Scalars['String']['output'];
  /** All its applications. */
  totalApplications: Scalars['Int']['output'];
};

/** The messages between one student and the staff about an application or the student's account. */
export type Conversation = {
  __typename?: 'Conversation';
  /** The application, for an application's conversation. */
  application?: Maybe<Application>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** What it is about. */
  kind: ConversationKind;
  /** When the last message was sent, or null when there is none. */
  lastMessageAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its messages, newest first. */
  messages: MessagePage;
  /** Staff only (null for others): the student; null once they deleted their account. */
  student?: Maybe<User>;
  /** The scholarship's title for an application's (the caller's language), 'Your account' (or the student's name for staff) for an account's. */
  subject: Scalars['String']['output'];
  /** Messages from the other side that the caller's side has not opened yet. */
  unreadCount: Scalars['Int']['output'];
};


/** The messages between one student and the staff about an application or the student's account. */
export type ConversationMessagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** What a conversation is about. */
export type ConversationKind =
  /** A student's account (registration, documents, anything else). */
  | 'account'
  /** An application. */
  | 'application';

/** A file sent for one item of a correction request. */
export type CorrectionFileInput = {
  /** The file: pdf, jpg, jpeg or png, 5 MB at most. */
  file: Scalars['Upload']['input'];
  /** The item. */
  itemId: Scalars['ID']['input'];
};

/** One thing a correction request asks for, and what the student sent for it. */
export type CorrectionItem = {
  __typename?: 'CorrectionItem';
  /** Once submitted: the file's name as it was sent. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Once submitted: link to download the file (a bff route, GET it with the header 'Authorization: Bearer <accessToken>'). */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** What is asked for. */
  kind: CorrectionItemKind;
  /** OTHER_DOCUMENT: the document's name as staff wrote it; null for the others. */
  label?: Maybe<Scalars['String']['output']>;
};

/** One item of a correction request. */
export type CorrectionItemInput = {
  /** What is asked for. */
  kind: CorrectionItemKind;
  /** OTHER_DOCUMENT: the document's name, 1 to 200 characters (required); ignored for the others. */
  label?: InputMaybe<Scalars['String']['input']>;
};

/** What a correction request asks for. */
export type CorrectionItemKind =
  /** Another document, named by staff in the label. */
  | 'other_document'
  /** A new payment receipt: it replaces the receipt and goes to the payment. */
  | 'payment_receipt'
  /** A new signed service contract (accounts only). */
  | 'service_contract';

/** Staff asking a student to correct an application or the account, with a due date. */
export type CorrectionRequest = {
  __typename?: 'CorrectionRequest';
  /** The application it is about; null for an account's. */
  application?: Maybe<Application>;
  /** The day it is due (Africa/Casablanca). */
  dueDate: Scalars['Date']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** What is asked for, in the order staff listed it. */
  items: Array<CorrectionItem>;
  /** What staff wrote with it (also a message of the conversation). */
  message: Scalars['String']['output'];
  /** True while it is OPEN after its due date. */
  overdue: Scalars['Boolean']['output'];
  /** When staff asked. */
  requestedAt: Scalars['DateTime']['output'];
  /** Staff only (null for others): who asked. */
  requestedBy?: Maybe<User>;
  /** Where it stands. */
  status: CorrectionRequestStatus;
  /** When the student sent the items. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When staff withdrew it. */
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Where a correction request stands. */
export type CorrectionRequestStatus =
  /** Waiting for the student's files. */
  | 'open'
  /** The student sent every item. */
  | 'submitted'
  /** Staff withdrew it. */
  | 'withdrawn';

/** A country of the scholarship filters and the universities that have scholarships there. */
export type CountryUniversities = {
  __typename?: 'CountryUniversities';
  /** ISO 3166-1 alpha-2 code, as in ScholarshipFilterOptions.countries. */
  country: Scalars['String']['output'];
  /** The country's universities that have scholarships, sorted. */
  universities: Array<Scalars['String']['output']>;
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

/** A currency the platform counts money in. */
export type Currency =
  /** The Moroccan dirham. */
  | 'MAD';

/** The staff work queue: what waits, oldest first, and the month's activity. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** Applications received and decided on each of the last 30 days, oldest first. */
  activity: Array<ActivityDay>;
  /** What waits and is assigned to the caller. */
  assignedToMe: AssignedWork;
  /** Open scholarships closing within 14 days, soonest first (10 at most). */
  closingSoon: Array<ClosingScholarship>;
  /** Open correction requests past their due date (applications and accounts). */
  overdueCorrections: Scalars['Int']['output'];
  /** Accounts waiting for approval. */
  pendingAccounts: WaitingAccounts;
  /** Applications waiting for a decision. */
  pendingApplications: WaitingApplications;
  /** Casablanca's today. */
  today: Scalars['Date']['output'];
  /** Messages from students that no staff member opened yet, over every conversation. */
  unreadFromStudents: UnreadMessages;
};

/** The outcome of a deletion. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /** Identifier of what was deleted. */
  id: Scalars['ID']['output'];
  /** Always true (a failure is a GraphQL error). */
  success: Scalars['Boolean']['output'];
};

/** An official PDF the platform issued to a student: issued once, downloaded as the same bytes every time. */
export type Document = {
  __typename?: 'Document';
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** When it was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** What it attests. */
  kind: DocumentKind;
  /** The language it is written in (the student's at issue). */
  language: Language;
  /** The letter that replaced this one when the decision changed later, or null. */
  supersededBy?: Maybe<Document>;
  /** Link to download the PDF: a bff route, GET it with the header 'Authorization: Bearer <accessToken>' (the student and staff). */
  url: Scalars['String']['output'];
  /** The code printed on it, checked at /verifier/{code}. */
  verificationCode: Scalars['String']['output'];
};

/** What an official document attests. */
export type DocumentKind =
  /** The letter of an application's decision (approved or rejected), with the feedback. */
  | 'decision-letter'
  /** A payment's receipt, issued when the payment is verified. */
  | 'payment-receipt'
  /** The proof that an application was sent, or its receipt sent again, before the deadline. */
  | 'proof-of-submission';

/** What the public verification page shows of a genuine document: never an e-mail, a phone or a file. */
export type DocumentVerification = {
  __typename?: 'DocumentVerification';
  /** The holder's first name and the initial of their last name, e.g. 'Salma A.'. */
  holderName: Scalars['String']['output'];
  /** When it was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** What it attests. */
  kind: DocumentKind;
  /** The language it is written in. */
  language: Language;
  /** The application's number or the payment's reference it is about. */
  reference: Scalars['String']['output'];
  /** True when a later letter replaced it (the decision changed). */
  superseded: Scalars['Boolean']['output'];
  /** When it was replaced, if it was. */
  supersededAt?: Maybe<Scalars['DateTime']['output']>;
};

/** How another payment's receipt resembles this one's. */
export type DuplicateSimilarity =
  /** The very same file. */
  | 'SAME_FILE'
  /** A photo of the same receipt, re-encoded, resized or brightened. */
  | 'SIMILAR';

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

/** Money per scholarship or per month. */
export type FinanceRow = {
  __typename?: 'FinanceRow';
  /** What they owe. */
  due: Money;
  /** The month, 'yyyy-mm' (null on per-scholarship rows). */
  month?: Maybe<Scalars['String']['output']>;
  /** Due and not received yet (refused ones included). */
  outstanding: Money;
  /** Payments counted. */
  payments: Scalars['Int']['output'];
  /** What was received (verified). */
  received: Money;
  /** The scholarship (null for registration's fees, and on monthly rows). */
  scholarship?: Maybe<Scholarship>;
};

/** Staff: the money of the season. */
export type FinanceSummary = {
  __typename?: 'FinanceSummary';
  /** Per month the payments were opened, latest first. */
  perMonth: Array<FinanceRow>;
  /** Per scholarship with a fee, most owed first. */
  perScholarship: Array<FinanceRow>;
  /** Registration's fees. */
  registration: FinanceRow;
  /** Over every payment. */
  total: FinanceRow;
};

/** What importing a statement came to: its summary, or the headers to map first. */
export type ImportBankStatementPayload = {
  __typename?: 'ImportBankStatementPayload';
  /** When the columns were not recognised: the file's headers, to map them (then import again with a mapping). */
  headersToMap?: Maybe<Array<Scalars['String']['output']>>;
  /** The import, or null when its columns need mapping first. */
  statement?: Maybe<BankStatementImport>;
};

/** A staff member's internal note on an application or an account: plain text, append-only, never shown to the student. */
export type InternalNote = {
  __typename?: 'InternalNote';
  /** Who wrote it; null once their account was deleted. */
  author?: Maybe<NoteAuthor>;
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** What was written (2,000 characters at most). */
  text: Scalars['String']['output'];
};

/** A language of the interface and of scholarship content. */
export type Language =
  /** Arabic, written right to left. */
  | 'ar'
  /** English. */
  | 'en'
  /** French: the default and the fallback. */
  | 'fr';

/**
 * What a right password gives: the tokens, or, when the account has a second factor (or is staff
 * without one yet), a short-lived challenge and no tokens until completeSignIn (or an enrolment
 * confirmed with the challenge) meets it.
 */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** JWT to send as 'Authorization: Bearer <accessToken>', valid 15 minutes; null while a challenge is open. */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** The account's approval status: anything but APPROVED goes to the pending page; null while a challenge is open. */
  approvalStatus?: Maybe<ApprovalStatus>;
  /** The challenge to send with completeSignIn or the enrolment, valid 5 minutes; null once signed in. */
  challenge?: Maybe<Scalars['String']['output']>;
  /** When the challenge stops being accepted. */
  challengeExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when a staff account has no second factor yet: it must enrol one (start/confirm with the challenge) before reaching anything. */
  enrolmentRequired: Scalars['Boolean']['output'];
  /** True only when approvalStatus is APPROVED; null while a challenge is open. */
  isApproved?: Maybe<Scalars['Boolean']['output']>;
  /** A confirmation to show, in the caller's language. */
  message?: Maybe<Scalars['String']['output']>;
  /** Opaque token for refreshToken, valid 7 days, single use; null while a challenge is open. */
  refreshToken?: Maybe<Scalars['String']['output']>;
  /** True when the password was right and a second factor must now be given (completeSignIn). */
  secondFactorRequired: Scalars['Boolean']['output'];
  /** The second factors the account can answer the challenge with (a recovery code is always possible once enrolled). */
  secondFactors?: Maybe<Array<SecondFactorKind>>;
  /** Always true (a failed sign-in is a GraphQL error with the reason). */
  success: Scalars['Boolean']['output'];
  /** The signed-in user; null while a challenge is open. */
  user?: Maybe<User>;
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
  /** A correction request is due in 2 days and was not answered. */
  | 'correction-reminder'
  /** Staff asked a student for corrections on an application or the account. */
  | 'correction-requested'
  /** A saved scholarship's deadline is near (7 days or 1 day before it). */
  | 'deadline-reminder'
  /** New messages in a conversation: at most one mail per conversation and recipient every 15 minutes. */
  | 'new-messages'
  /** The single-use link, valid one hour, that lets a user choose a new password. */
  | 'password-reset'
  /** A student's payment receipt was refused. */
  | 'payment-refused'
  /** A student's payment was verified. */
  | 'payment-verified'
  /** Someone tried to register with the address of an existing account (its owner is told). */
  | 'registration-attempt'
  /** The link that verifies a student's e-mail address. */
  | 'verification';

/** One message of a conversation. */
export type Message = {
  __typename?: 'Message';
  /** Its files (3 at most). */
  attachments: Array<MessageAttachment>;
  /** Who wrote it. */
  author: MessageAuthor;
  /** The text as written (plain text, 5,000 characters at most): show it with dir=auto. */
  body: Scalars['String']['output'];
  /** The correction request it was sent with, if any. */
  correctionRequestId?: Maybe<Scalars['ID']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** When the other side first opened the conversation after it arrived; null while unread. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was sent. */
  sentAt: Scalars['DateTime']['output'];
};

/** A message to many applicants (staff): the chosen applications or every one matching a filter, 500 at most. */
export type MessageApplicantsInput = {
  /** Exactly these applications; give either this or filter. */
  applicationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The text: 1 to 5,000 characters. */
  body: Scalars['String']['input'];
  /** Every application matching this filter, as the staff list reads it (e.g. a scholarship's); give either this or applicationIds. */
  filter?: InputMaybe<ApplicationFilter>;
};

/** A file attached to a message. */
export type MessageAttachment = {
  __typename?: 'MessageAttachment';
  /** Its type, e.g. application/pdf. */
  contentType: Scalars['String']['output'];
  /** The file's name as it was sent. */
  fileName: Scalars['String']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Its size in bytes. */
  sizeBytes: Scalars['Int']['output'];
  /** Link to download it: a bff route, GET it with the header 'Authorization: Bearer <accessToken>' (the conversation's student and staff). */
  url: Scalars['String']['output'];
};

/** Who wrote a message. */
export type MessageAuthor = {
  __typename?: 'MessageAuthor';
  /** Full name; null when a student reads a staff member's message (signed the platform team), or once the author's account was deleted. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** The user's identifier; null when a student reads a staff member's message, or once the author's account was deleted. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Which side wrote it. */
  side: MessageSide;
};

/** A page of messages. */
export type MessagePage = {
  __typename?: 'MessagePage';
  /** The messages of this page, newest first. */
  items: Array<Message>;
  /** Where this page is. */
  pagination: Pagination;
};

/** The outcome of an action that has nothing else to return. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  /** What happened, in the caller's language, to show as is. */
  message: Scalars['String']['output'];
  /** Always true (a failure is a GraphQL error). */
  success: Scalars['Boolean']['output'];
};

/** Who wrote a message in a conversation. */
export type MessageSide =
  /** The staff (a student reads it as the platform team). */
  | 'staff'
  /** The student. */
  | 'student';

/** A staff's saved reply, in one language, shared by the staff. */
export type MessageTemplate = {
  __typename?: 'MessageTemplate';
  /** The text inserted (5,000 characters at most). */
  body: Scalars['String']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** The language it is written in. */
  language: Language;
  /** Its name in the list (100 characters at most). */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A saved reply's content. */
export type MessageTemplateInput = {
  /** The text: 1 to 5,000 characters. */
  body: Scalars['String']['input'];
  /** The language it is written in. */
  language: Language;
  /** Its name in the list: 1 to 100 characters. */
  title: Scalars['String']['input'];
};

/** An amount of money, kept exactly in centimes underneath. */
export type Money = {
  __typename?: 'Money';
  /** The amount in the currency's unit, two decimals at most (1250.5 is 1 250,50 MAD). */
  amount: Scalars['Float']['output'];
  /** The currency. */
  currency: Currency;
  /** The amount as a language writes it, with its currency: '1 250,00 MAD' (fr), '1.250,00 د.م.' (ar), 'MAD 1,250.00' (en). */
  formatted: Scalars['String']['output'];
};


/** An amount of money, kept exactly in centimes underneath. */
export type MoneyFormattedArgs = {
  language?: InputMaybe<Language>;
};

/** An amount of money as staff type it. */
export type MoneyInput = {
  /** The amount in the currency's unit: from 0 to 1,000,000, two decimals at most (MONEY_INVALID otherwise). */
  amount: Scalars['Float']['input'];
  /** The currency (MAD when left out). */
  currency?: InputMaybe<Currency>;
};

/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Staff: adds an internal note to an account (append-only; the student never sees it). */
  addAccountNote: InternalNote;
  /** Staff: adds an internal note to an application (append-only; the student never sees it). */
  addApplicationNote: InternalNote;
  /** Approved student: applies with a payment receipt, before the deadline (a free scholarship needs no receipt). */
  applyToScholarship: Application;
  /** Staff: approves an application (the student gets an e-mail). */
  approveApplication: Application;
  /** Staff: gives an account to a staff member (AGENT or ADMIN) to follow, or to nobody. */
  assignAccount: User;
  /** Staff: gives an application to a staff member (AGENT or ADMIN) to follow, or to nobody. */
  assignApplication: Application;
  /** Staff: approves, rejects or assigns many applications at once; each student gets their own e-mail, each row its own outcome. */
  bulkDecideApplications: BulkApplicationsResult;
  /** A student whose address is not verified yet corrects it: a new verification link goes to the new address and the old links stop working. */
  changeEmail: User;
  /** Changes the signed-in user's password (other sessions are signed out unless told otherwise; this one gets new tokens). */
  changePassword: ChangePasswordPayload;
  /** Staff: publishes, unpublishes, archives or restores a scholarship; a change its status does not allow is refused (SCHOLARSHIP_STATUS_CHANGE_INVALID). */
  changeScholarshipStatus: Scholarship;
  /**
   * Meets a sign-in's challenge with one second factor (exactly one of code, recoveryCode,
   * passkey) and signs in. A code or recovery code is accepted once; five wrong answers end the
   * challenge (sign in again).
   */
  completeSignIn: LoginPayload;
  /** Confirms a passkey with the browser's answer (the JSON of startRegistration). */
  confirmPasskeyEnrolment: SecondFactorEnrolment;
  /** Confirms the authenticator app with a code it shows; the first factor answers the recovery codes. */
  confirmTotpEnrolment: SecondFactorEnrolment;
  /** Staff: saves a reply to insert in messages and correction requests. */
  createMessageTemplate: MessageTemplate;
  /** Staff: creates a scholarship, with an optional picture (jpg, png or webp). */
  createScholarship: Scholarship;
  /** ADMIN: creates a user of any role, verified and approved. */
  createUser: User;
  /** Staff: deletes an application and its receipt. */
  deleteApplication: DeletePayload;
  /** Staff: deletes a saved reply. */
  deleteMessageTemplate: DeletePayload;
  /**
   * Student: deletes their own account after confirming the password (law 09-08). Their files are
   * deleted, every session ends, the e-mail address can register again; their applications stay for
   * the staff, anonymised (a pending one is withdrawn). Staff accounts are refused (FORBIDDEN): an
   * administrator closes them.
   */
  deleteMyAccount: MessagePayload;
  /** Staff: deletes a scholarship without applications; with force (ADMIN only), its applications too. */
  deleteScholarship: DeletePayload;
  /** ADMIN: deletes a user. */
  deleteUser: DeletePayload;
  /** Staff: copies a scholarship (texts, FAQ, dates, picture) as a new draft. */
  duplicateScholarship: Scholarship;
  /** Ends every session of the signed-in user but this one. */
  endOtherSessions: MessagePayload;
  /** Ends one of the signed-in user's sessions: its refresh token and access tokens stop working at once. */
  endSession: MessagePayload;
  /** ADMIN: ends every session of a user (audited). */
  endUserSessions: MessagePayload;
  /** Mails a single-use link, valid one hour, to choose a new password, in the account's language (answers the same whether or not the address is known). */
  forgotPassword: MessagePayload;
  /** Staff: imports a bank statement (CSV or XLSX, 20 MB at most) and verifies each payment whose reference and amount a credit matches. */
  importBankStatement: ImportBankStatementPayload;
  /** Signs in with e-mail and password (allowed before verification and approval). */
  login: LoginPayload;
  /** Signs out: ends the session of the refresh token given (its access tokens stop working too). */
  logout: MessagePayload;
  /** Marks every message of the other side in a conversation as read, for the caller's side only. */
  markConversationRead: Conversation;
  /**
   * Staff: sends one message to the student of each chosen application (or of every application
   * matching a filter, e.g. a scholarship's; 500 at most), in each one's own conversation and mail.
   * A refused row never stops the others.
   */
  messageApplicants: BulkApplicationsResult;
  /**
   * Approved student: the payment of a scholarship's application fee, opened before applying so that
   * its reference can be written in the transfer's label (the same one each time it is asked for);
   * applying with a receipt sends it. Refused for a free scholarship (SCHOLARSHIP_FREE).
   */
  openApplicationPayment: Payment;
  /** The options for the browser's passkey prompt of a challenged sign-in (JSON for @simplewebauthn/browser's startAuthentication). */
  passkeySignInOptions: Scalars['String']['output'];
  /**
   * Confirms it is still the signed-in user, for 10 minutes: the password or a second factor's code
   * (sensitive changes answer REAUTHENTICATION_REQUIRED without it).
   */
  reauthenticate: MessagePayload;
  /** Exchanges a refresh token for a new pair (the old one stops working). */
  refreshToken: TokenPayload;
  /** Staff: refuses a payment's receipt with a reason (the student gets an e-mail and may send a new receipt). */
  refusePayment: Payment;
  /** Registers a student with the payment receipt and the signed service contract; sends a verification e-mail. */
  register: MessagePayload;
  /** ADMIN: creates an AGENT, verified and approved. */
  registerAgent: User;
  /** Staff: rejects an application with feedback (the student gets an e-mail). */
  rejectApplication: Application;
  /** Removes one of the signed-in user's second factors (recent sign-in needed; staff keep at least one). */
  removeSecondFactor: MessagePayload;
  /**
   * Staff: asks a student for corrections on an application (it becomes CORRECTION_REQUESTED) or an
   * account (CHANGES_REQUESTED) instead of rejecting it. The message goes into the conversation and
   * the student is mailed.
   */
  requestCorrection: CorrectionRequest;
  /** Sends a new verification link (answers the same whether or not the address is known). */
  resendVerification: MessagePayload;
  /**
   * Anyone about to register: the reference of the registration fee's payment, to write in the
   * transfer's label before the account exists. The form keeps it with its token (kept for 60 days)
   * and sends both with register.
   */
  reserveRegistrationReference: RegistrationReference;
  /** Sets a new password with the token of a reset link: the link is spent, every session of the account ends and the caller is signed in. */
  resetPassword: LoginPayload;
  /** ADMIN: removes every second factor of a staff member or student (audited); staff enrol again at their next sign-in. */
  resetSecondFactors: MessagePayload;
  /** A rejected student sends new documents and asks for another review: the account waits for approval again, without the rejection reason. */
  resubmitAccountDocuments: User;
  /** Student: sends a new receipt for a pending or rejected application (it becomes pending). */
  resubmitApplication: Application;
  /** Approved student: saves a scholarship, to find it on the saved page and be reminded of its deadline. */
  saveScholarship: Scholarship;
  /**
   * Sends a message in a conversation: its student or staff. Text of 5,000 characters at most (it may
   * be empty when a file is attached), up to 3 attachments (pdf, jpg, jpeg or png, 5 MB at most each).
   * A student sends 20 messages an hour at most (MESSAGE_RATE_LIMITED).
   */
  sendMessage: Message;
  /** Staff: approves or rejects accounts (verified e-mail required to approve); the students get an e-mail. */
  setUserApproval: SetUserApprovalPayload;
  /**
   * The payment's student: starts paying it by card at CMI, answering the signed form to post to CMI's
   * page (a new attempt each time, 10 an hour at most). Refused when card payment is not offered
   * (CARD_PAYMENT_UNAVAILABLE), for another's payment (PAYMENT_NOT_FOUND) and when it has nothing to pay
   * (PAYMENT_NOT_PAYABLE).
   */
  startCardPayment: CardPaymentForm;
  /** Starts adding a passkey: the options for the browser's prompt (JSON for @simplewebauthn/browser's startRegistration). */
  startPasskeyEnrolment: Scalars['String']['output'];
  /**
   * Starts adding an authenticator app: the signed-in user (recent sign-in needed), or a staff
   * member at sign-in with the challenge (enrolmentRequired). The secret is shown once.
   */
  startTotpEnrolment: TotpEnrolment;
  /**
   * Student: sends every requested item of an open correction request at once. The application (or
   * account) waits for a review again, marked corrected; a new payment receipt replaces the old one
   * and goes to its payment. Refused when an item is missing (CORRECTION_ITEMS_MISSING) or the
   * request is no longer open (CORRECTION_NOT_OPEN); two submissions at once make one.
   */
  submitCorrection: CorrectionRequest;
  /** Approved student: removes a scholarship from the saved ones (null when it no longer exists). */
  unsaveScholarship?: Maybe<Scholarship>;
  /** Turns off deadline reminders with the token of a reminder's unsubscribe link (no sign-in needed). */
  unsubscribeFromReminders: MessagePayload;
  /** Staff: sets any status, with feedback kept in the history. */
  updateApplicationStatus: Application;
  /** Staff: changes a saved reply. */
  updateMessageTemplate: MessageTemplate;
  /** ADMIN: sets registration's fee, the payee, the RIB and the instructions per language. */
  updatePaymentSettings: PaymentSettings;
  /** Changes the signed-in user's own name or phone number. */
  updateProfile: User;
  /** Staff: replaces a scholarship's fields, with an optional new picture. */
  updateScholarship: Scholarship;
  /** Staff: changes a user (roles: ADMIN only). */
  updateUser: User;
  /** ADMIN: uploads the service contract template students download, in one language (PDF, 5 MB at most). */
  uploadServiceContractTemplate: PaymentSettings;
  /** Confirms an e-mail address with the token of the verification link. */
  verifyEmail: MessagePayload;
  /** Staff: records that a payment was received (the student gets an e-mail). */
  verifyPayment: Payment;
  /** Student: withdraws a pending application. */
  withdrawApplication: Application;
  /** Staff: withdraws an open correction request: the application is PENDING again (an account: PENDING). */
  withdrawCorrectionRequest: CorrectionRequest;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationAddAccountNoteArgs = {
  text: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationAddApplicationNoteArgs = {
  applicationId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationApplyToScholarshipArgs = {
  receipt?: InputMaybe<Scalars['Upload']['input']>;
  scholarshipId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationApproveApplicationArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  payment?: InputMaybe<VerifyPaymentInput>;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationAssignAccountArgs = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationAssignApplicationArgs = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationBulkDecideApplicationsArgs = {
  input: BulkApplicationsInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationChangeEmailArgs = {
  email: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  endOtherSessions?: InputMaybe<Scalars['Boolean']['input']>;
  newPassword: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationChangeScholarshipStatusArgs = {
  change: ScholarshipStatusChange;
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationCompleteSignInArgs = {
  challenge: Scalars['String']['input'];
  code?: InputMaybe<Scalars['String']['input']>;
  passkey?: InputMaybe<Scalars['String']['input']>;
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationConfirmPasskeyEnrolmentArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  response: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationConfirmTotpEnrolmentArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationCreateMessageTemplateArgs = {
  input: MessageTemplateInput;
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
export type MutationDeleteMessageTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationDeleteMyAccountArgs = {
  password: Scalars['String']['input'];
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
export type MutationDuplicateScholarshipArgs = {
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationEndUserSessionsArgs = {
  userId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationImportBankStatementArgs = {
  bank: Scalars['String']['input'];
  file: Scalars['Upload']['input'];
  mapping?: InputMaybe<StatementMappingInput>;
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
export type MutationMarkConversationReadArgs = {
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationMessageApplicantsArgs = {
  input: MessageApplicantsInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationOpenApplicationPaymentArgs = {
  scholarshipId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationPasskeySignInOptionsArgs = {
  challenge: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationReauthenticateArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationRefusePaymentArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
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
export type MutationRemoveSecondFactorArgs = {
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationRequestCorrectionArgs = {
  input: RequestCorrectionInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationResendVerificationArgs = {
  email: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationResetSecondFactorsArgs = {
  userId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationResubmitAccountDocumentsArgs = {
  paymentReceipt: Scalars['Upload']['input'];
  serviceContract: Scalars['Upload']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationResubmitApplicationArgs = {
  applicationId: Scalars['ID']['input'];
  receipt: Scalars['Upload']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationSaveScholarshipArgs = {
  scholarshipId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationSendMessageArgs = {
  attachments?: InputMaybe<Array<Scalars['Upload']['input']>>;
  body: Scalars['String']['input'];
  conversationId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationSetUserApprovalArgs = {
  payment?: InputMaybe<VerifyPaymentInput>;
  reason?: InputMaybe<Scalars['String']['input']>;
  status: ApprovalStatus;
  userIds: Array<Scalars['ID']['input']>;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationStartCardPaymentArgs = {
  paymentId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationStartPasskeyEnrolmentArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationStartTotpEnrolmentArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationSubmitCorrectionArgs = {
  files: Array<CorrectionFileInput>;
  requestId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationUnsaveScholarshipArgs = {
  scholarshipId: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationUnsubscribeFromRemindersArgs = {
  token: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationUpdateApplicationStatusArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  status: ApplicationStatus;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationUpdateMessageTemplateArgs = {
  id: Scalars['ID']['input'];
  input: MessageTemplateInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationUpdatePaymentSettingsArgs = {
  input: PaymentSettingsInput;
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
export type MutationUploadServiceContractTemplateArgs = {
  file: Scalars['Upload']['input'];
  language: Language;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationVerifyPaymentArgs = {
  id: Scalars['ID']['input'];
  input: VerifyPaymentInput;
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationWithdrawApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** What can be done: sign-up and sessions, applying, and the staff's work. */
export type MutationWithdrawCorrectionRequestArgs = {
  requestId: Scalars['ID']['input'];
};

/** Who wrote an internal note. */
export type NoteAuthor = {
  __typename?: 'NoteAuthor';
  /** First and last name. */
  fullName: Scalars['String']['output'];
  /** The staff member's identifier. */
  id: Scalars['ID']['output'];
  /** Role at the time of reading. */
  role: Role;
};

/** Where a list is and how many pages it has (first page 1). */
export type Pagination = {
  __typename?: 'Pagination';
  /** True when more items match than total: lists stop counting at 1,000 to stay fast. */
  capped: Scalars['Boolean']['output'];
  /** Items per page. */
  limit: Scalars['Int']['output'];
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Number of pages: ceil(total / limit). */
  pages: Scalars['Int']['output'];
  /** Number of items matching the filters, over all pages; when capped, counting stopped there (1,000) and more match. */
  total: Scalars['Int']['output'];
};

/** A fee owed to the platform: registration's, or an application's. */
export type Payment = {
  __typename?: 'Payment';
  /** What is owed. */
  amountDue: Money;
  /** What staff recorded as received, once verified. */
  amountReceived?: Maybe<Money>;
  /** The application it pays for; null for registration's. */
  application?: Maybe<Application>;
  /** Staff only (null for others): the bank's transaction reference recorded when verifying. */
  bankTransactionReference?: Maybe<Scalars['String']['output']>;
  /** Staff only (empty for others): every card payment attempt of it, oldest first; a DUPLICATE one is money to refund. */
  cardAttempts: Array<CardPaymentAttempt>;
  /** Whether its student may pay it by card now (startCardPayment): card payment offered, not verified, something to pay. False for staff. */
  cardPayable: Scalars['Boolean']['output'];
  /** Staff only (null for others): CMI's transaction id of the card payment that paid it. */
  cardTransactionId?: Maybe<Scalars['String']['output']>;
  /** When it was opened. */
  createdAt: Scalars['DateTime']['output'];
  /** Staff only (empty for others): the other payments whose receipt is the same file or a copy of it. */
  duplicates: Array<PaymentDuplicate>;
  /** Staff only (false for others): true when another payment's receipt is the same file or a copy of it. */
  flagged: Scalars['Boolean']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** What it pays for. */
  kind: PaymentKind;
  /** How the money came, once verified; null before. */
  method?: Maybe<PaymentMethod>;
  /** The day the money was paid, as staff recorded it when verifying. */
  paidOn?: Maybe<Scalars['Date']['output']>;
  /** The owner and staff (null for others): its receipt, once it is verified and the receipt is issued. */
  receiptDocument?: Maybe<Document>;
  /**
   * Link to download its receipt, or null: a bff route, GET it with the header
   * 'Authorization: Bearer <accessToken>' (the owner and staff only).
   */
  receiptUrl?: Maybe<Scalars['String']['output']>;
  /** What to write in the transfer's label: 'B', six characters and a check character, e.g. 'B7K2M9QX'. */
  reference: Scalars['String']['output'];
  /** Why staff refused it, when they did. */
  refusalReason?: Maybe<Scalars['String']['output']>;
  /** Staff only (null for others): who verified or refused it. */
  reviewedBy?: Maybe<User>;
  /** The scholarship whose application fee it is, paid before applying too; null for registration's or a scholarship the caller no longer sees. */
  scholarship?: Maybe<Scholarship>;
  /** Where it stands. */
  status: PaymentStatus;
  /** Staff only (null for others): who owes it; null once they deleted their account. */
  student?: Maybe<User>;
  /** When it was verified. */
  verifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Staff only (null for others): how it was verified, e.g. 'relevé n° 3, ligne 12', or null when verified by hand. */
  verifiedFrom?: Maybe<Scalars['String']['output']>;
};

/** Another payment whose receipt is this payment's receipt, or a copy of it. */
export type PaymentDuplicate = {
  __typename?: 'PaymentDuplicate';
  /** The other payment. */
  payment: Payment;
  /** How its receipt resembles this one's. */
  similarity: DuplicateSimilarity;
};

/** Narrows the payments list; every field is optional and they combine. */
export type PaymentFilter = {
  /** Only payments flagged for a duplicate receipt (true), or never flagged (false). */
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only payments opened on this day or after. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Only this kind. */
  kind?: InputMaybe<PaymentKind>;
  /** Only the fees of applications to this scholarship. */
  scholarshipId?: InputMaybe<Scalars['ID']['input']>;
  /** A reference, or words of the student's name or e-mail. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<PaymentStatus>;
  /** Only payments opened on this day or before. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** How to pay, in one language, as an ADMIN wrote it. */
export type PaymentInstructions = {
  __typename?: 'PaymentInstructions';
  /** The language it is written in. */
  language: Language;
  /** The other ways to pay (cash at an agency such as CashPlus or Wafacash…), plain text; empty when none. */
  otherWays: Scalars['String']['output'];
  /** Staff and visitors: link to download the service contract template in this language (PDF), or null when none was uploaded. */
  serviceContractUrl?: Maybe<Scalars['String']['output']>;
};

/** The instructions in one language, as an ADMIN writes them. */
export type PaymentInstructionsInput = {
  /** The language. */
  language: Language;
  /** The other ways to pay, plain text (2,000 characters at most). */
  otherWays: Scalars['String']['input'];
};

/** What a payment pays for. */
export type PaymentKind =
  /** An application's fee (a scholarship with an application fee). */
  | 'application'
  /** The registration's fee. */
  | 'registration';

/** How a verified payment's money came. */
export type PaymentMethod =
  /** A card, online through CMI. */
  | 'card'
  /** A bank transfer or cash deposit, checked by staff or matched on a bank statement. */
  | 'transfer';

/** A page of payments. */
export type PaymentPage = {
  __typename?: 'PaymentPage';
  /** The payments of this page. */
  items: Array<Payment>;
  /** Where this page is. */
  pagination: Pagination;
};

/** What students are told about paying, and registration's fee. Anyone may read it: the registration form shows it. */
export type PaymentSettings = {
  __typename?: 'PaymentSettings';
  /** Every language's instructions as written, for the settings page (public, like instructions). */
  allInstructions: Array<PaymentInstructions>;
  /** The payee's bank; empty until an ADMIN sets it. */
  bankName: Scalars['String']['output'];
  /** How to pay and the service contract template in one language: the one asked for, else French. */
  instructions: PaymentInstructions;
  /** Who the transfer is made out to; empty until an ADMIN sets it. */
  payee: Scalars['String']['output'];
  /** Registration's fee (0 MAD: registration is free). */
  registrationFee: Money;
  /** The payee's 24-digit RIB, grouped as banks print it ('011 780 0000123456789012 34'); empty until set. */
  rib: Scalars['String']['output'];
};


/** What students are told about paying, and registration's fee. Anyone may read it: the registration form shows it. */
export type PaymentSettingsInstructionsArgs = {
  language?: InputMaybe<Language>;
};

/** What an ADMIN sets about payments. */
export type PaymentSettingsInput = {
  /** The payee's bank (200 characters at most). */
  bankName: Scalars['String']['input'];
  /** The instructions per language; a language left out keeps what it had. */
  instructions: Array<PaymentInstructionsInput>;
  /** Who the transfer is made out to (200 characters at most). */
  payee: Scalars['String']['input'];
  /** Registration's fee. */
  registrationFee: MoneyInput;
  /** The 24-digit RIB, spaces allowed; its key is checked (RIB_INVALID). */
  rib: Scalars['String']['input'];
};

/** Where a payment stands: AWAITING_RECEIPT → RECEIPT_SUBMITTED → VERIFIED or REFUSED (a new receipt makes a refused one RECEIPT_SUBMITTED again). */
export type PaymentStatus =
  /** Nothing received yet: no receipt. */
  | 'AWAITING_RECEIPT'
  /** A receipt was sent; staff have not checked it yet. */
  | 'RECEIPT_SUBMITTED'
  /** Staff refused the receipt, with a reason. */
  | 'REFUSED'
  /** Staff (or a bank statement) confirmed the money was received. */
  | 'VERIFIED';

/** One format's copies of a picture. */
export type PictureSource = {
  __typename?: 'PictureSource';
  /** The copies as an srcset value: '/files/scholarships/7/image/400.webp?v=… 400w, …', narrowest first. */
  srcset: Scalars['String']['output'];
  /** MIME type of these copies: image/avif or image/webp. */
  type: Scalars['String']['output'];
};

/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type Query = {
  __typename?: 'Query';
  /** One application (its owner or staff), or null when it does not exist. */
  application?: Maybe<Application>;
  /** Staff: every application, newest first. */
  applications: ApplicationPage;
  /** ADMIN: the audit log of staff actions, newest first. */
  auditLog: AuditEntryPage;
  /** Staff: one imported statement with its lists, or null. */
  bankStatement?: Maybe<BankStatementImport>;
  /** Staff: imported bank statements, latest first. */
  bankStatements: BankStatementPage;
  /** A card payment attempt, for the pages CMI sends the student back to: its student and staff; null for anyone else or an unknown order. */
  cardPaymentAttempt?: Maybe<CardPaymentAttempt>;
  /** One conversation (its student or staff), or null when it does not exist or is someone else's. */
  conversation?: Maybe<Conversation>;
  /** Staff: the work queue of the console's home. */
  dashboard: Dashboard;
  /** Staff: the mails given up after every retry, latest failure first, kept 14 days. */
  failedMails: FailedMailPage;
  /** Staff: amounts due, received and outstanding, per scholarship and per month. */
  finance: FinanceSummary;
  /** The signed-in user, or null for a visitor. */
  me?: Maybe<User>;
  /** Staff: the saved replies, by title; of one language when given. */
  messageTemplates: Array<MessageTemplate>;
  /** The signed-in student's applications, newest first. */
  myApplications: ApplicationPage;
  /** The signed-in student's conversations: the account's first, then the applications', latest message first. */
  myConversations: Array<Conversation>;
  /** The signed-in student's documents: receipts, proofs of submission and decision letters, newest first. */
  myDocuments: Array<Document>;
  /** The signed-in user's payments: registration's first, then each application's, oldest first. */
  myPayments: Array<Payment>;
  /** The signed-in user's second factors. */
  mySecondFactors: SecondFactors;
  /** The signed-in user's sessions, the current one first, then the most recently used. */
  mySessions: Array<Session>;
  /** Staff: one payment with its duplicates; the owner: their own. Null when it does not exist. */
  payment?: Maybe<Payment>;
  /** How to pay and registration's fee (anyone: the registration form shows it). */
  paymentSettings: PaymentSettings;
  /** Staff: payments, newest first; flagged ones are those whose receipt another payment also sent. */
  payments: PaymentPage;
  /** The signed-in student's saved scholarships: open ones by nearest deadline, then closed ones, most recently closed first. */
  savedScholarships: ScholarshipPage;
  /** One scholarship, or null when it does not exist. */
  scholarship?: Maybe<Scholarship>;
  /** Countries and universities to filter the scholarship list by. */
  scholarshipFilterOptions: ScholarshipFilterOptions;
  /** Scholarships, soonest deadline first, in the requested language (default: Accept-Language). */
  scholarships: ScholarshipPage;
  /** Messages the signed-in user has not opened: a student's from the staff, staff's from every student. */
  unreadMessages: UnreadMessages;
  /** Staff: one user, or null when it does not exist. */
  user?: Maybe<User>;
  /** Staff: users, newest first unless sorted otherwise. */
  users: UserPage;
  /** Anyone: what the platform says of a document's verification code, or null when no document has it. */
  verifyDocument?: Maybe<DocumentVerification>;
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
export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryBankStatementArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryBankStatementsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryCardPaymentAttemptArgs = {
  orderId: Scalars['ID']['input'];
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryFailedMailsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryMessageTemplatesArgs = {
  language?: InputMaybe<Language>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryMyApplicationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ApplicationStatus>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryPaymentsArgs = {
  filter?: InputMaybe<PaymentFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QuerySavedScholarshipsArgs = {
  language?: InputMaybe<Language>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
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


/** What can be read: the catalogue for everyone, the rest for the signed-in user or staff. */
export type QueryVerifyDocumentArgs = {
  code: Scalars['String']['input'];
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
  /** The payment reference the registration form showed (reserveRegistrationReference): the registration fee's payment takes it when the token is its own. */
  paymentReference?: InputMaybe<Scalars['String']['input']>;
  /** The token the reference was reserved with; without it, or once the reference was claimed or expired, the payment gets a new reference. */
  paymentReferenceToken?: InputMaybe<Scalars['String']['input']>;
  /** Moroccan phone number (+212 and nine digits starting with 5, 6 or 7). */
  phoneNumber: Scalars['String']['input'];
};

/** A payment reference reserved for a registration form. */
export type RegistrationReference = {
  __typename?: 'RegistrationReference';
  /** The reference to write in the transfer's label, e.g. B4K7M2QX. */
  reference: Scalars['String']['output'];
  /** Sent back with register (paymentReferenceToken): only this form can claim the reference. */
  token: Scalars['String']['output'];
};

/** A correction request: exactly one of applicationId and userId. */
export type RequestCorrectionInput = {
  /** The application to correct (it becomes CORRECTION_REQUESTED). */
  applicationId?: InputMaybe<Scalars['ID']['input']>;
  /** The day it is due, from today to 90 days on; default 7 days from today (Africa/Casablanca). */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** What to send: 1 to 10 items, SERVICE_CONTRACT for accounts only. */
  items: Array<CorrectionItemInput>;
  /** What to tell the student: 1 to 5,000 characters. */
  message: Scalars['String']['input'];
  /** The student's account to correct (it becomes CHANGES_REQUESTED). */
  userId?: InputMaybe<Scalars['ID']['input']>;
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
  /** What a student pays to apply; null: applying is free. */
  applicationFee?: Maybe<Money>;
  /** Country of study: its ISO 3166-1 alpha-2 code (FR, ES, MA), for clients to name in their reader's language (in JavaScript, Intl.DisplayNames). */
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
  /** Picture address: the uploaded image (its widest copy), an external address, or when none a default cover drawn from the country's code (a small SVG). */
  imageUrl: Scalars['String']['output'];
  /** Whether the signed-in student saved it; null for visitors, staff and students not approved yet. */
  isSaved?: Maybe<Scalars['Boolean']['output']>;
  /** Language the texts above are in (the requested one, or French as fallback). */
  language: Language;
  /** Long description in the requested language, sanitised HTML. */
  longDescription: Scalars['String']['output'];
  /** The signed-in student's application to this scholarship, or null (visitors, staff, none yet). */
  myApplication?: Maybe<Application>;
  /** The uploaded picture's resized copies and intrinsic size, for srcset; null for an external address, the default cover, or a picture uploaded before copies were made. */
  picture?: Maybe<ScholarshipPicture>;
  /** First day of the programme. */
  startDate: Scalars['Date']['output'];
  /** Draft, published or archived (students and visitors only ever read published ones, and a student those applied to). */
  status: ScholarshipStatus;
  /** The language of each text above, which a translation may leave to French one by one (its description, its FAQ): mark French shown on a page in another language. */
  textLanguages: ScholarshipTextLanguages;
  /** Title in the requested language (French when that language is missing). */
  title: Scalars['String']['output'];
  /** Staff only (null for others): the content in every language, for editing. */
  translations?: Maybe<ScholarshipTranslations>;
  /** University. */
  university: Scalars['String']['output'];
  /** Presentation video, or null. */
  video?: Maybe<Video>;
};

/** Scholarship list filters (all optional, combined with AND). */
export type ScholarshipFilter = {
  /** Country, as its ISO 3166-1 alpha-2 code (any case). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Only scholarships whose deadline is on or after this day. */
  deadline?: InputMaybe<Scalars['Date']['input']>;
  /** Only these scholarships. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Words to find in the title, the description, or the country's name in French, Arabic or English (فرنسا, Espagne, Spain). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Staff: only this status (every status when absent); ignored for others, who read published ones. */
  status?: InputMaybe<ScholarshipStatus>;
  /** Exact university. */
  university?: InputMaybe<Scalars['String']['input']>;
};

/** Values to offer in the scholarship filters. */
export type ScholarshipFilterOptions = {
  __typename?: 'ScholarshipFilterOptions';
  /** ISO 3166-1 alpha-2 codes of the countries that have scholarships, sorted by code: clients show and order their names in the reader's language. */
  countries: Array<Scalars['String']['output']>;
  /** Universities that have scholarships, sorted. */
  universities: Array<Scalars['String']['output']>;
  /** Each country of countries, in the same order, with its universities: the university filter narrowed to a chosen country. */
  universitiesByCountry: Array<CountryUniversities>;
};

/** A scholarship as staff write it (the whole of it: update replaces every field). */
export type ScholarshipInput = {
  /** What a student pays to apply; null or left out: applying is free. */
  applicationFee?: InputMaybe<MoneyInput>;
  /** Country of study: an ISO 3166-1 alpha-2 code (FR, ES, MA; any case); anything else is refused (COUNTRY_INVALID). */
  country: Scalars['String']['input'];
  /** Last day to apply, on or after startDate. */
  deadline: Scalars['Date']['input'];
  /** External picture address (an uploaded image takes precedence). */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** On create: publish at once (otherwise it is saved as a draft). Ignored on update. */
  publish?: InputMaybe<Scalars['Boolean']['input']>;
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

/** An uploaded picture's resized copies, for a responsive <picture>. */
export type ScholarshipPicture = {
  __typename?: 'ScholarshipPicture';
  /** Intrinsic height in pixels (the widest copy's). */
  height: Scalars['Int']['output'];
  /** The copies by format, most compact first: each but the last is a <source>, the last the <img>'s own srcset. */
  sources: Array<PictureSource>;
  /** Intrinsic width in pixels (the widest copy's); with height, the aspect ratio that reserves its room. */
  width: Scalars['Int']['output'];
};

/** A scholarship's life: students and visitors see published ones only. */
export type ScholarshipStatus =
  /** Out of the catalogue; its applications stay readable and can still be reviewed. */
  | 'archived'
  /** Being written: staff only. */
  | 'draft'
  /** In the catalogue: students may apply until the deadline. */
  | 'published';

/** A staff action on a scholarship's status. */
export type ScholarshipStatusChange =
  /** Draft or published to archived: it leaves the catalogue, its applications stay. */
  | 'archive'
  /** Draft to published: it enters the catalogue. */
  | 'publish'
  /** Archived back to draft. */
  | 'restore'
  /** Published back to draft: it leaves the catalogue. */
  | 'unpublish';

/** The language each text of a scholarship is in: the requested one where it is written in it, else French. */
export type ScholarshipTextLanguages = {
  __typename?: 'ScholarshipTextLanguages';
  /** Language of the short description. */
  description: Language;
  /** Language of the questions and answers. */
  faq: Language;
  /** Language of the long description. */
  longDescription: Language;
  /** Language of the title. */
  title: Language;
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

/** A second factor of the signed-in user. */
export type SecondFactor = {
  __typename?: 'SecondFactor';
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Its kind. */
  kind: SecondFactorKind;
  /** When it last opened a sign-in, or null. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its name: the authenticator app, or the passkey's name given at enrolment. */
  name: Scalars['String']['output'];
};

/**
 * A confirmed second factor. The recovery codes are shown once (the first factor only); when the
 * enrolment met a sign-in challenge, the caller is now signed in and the tokens are here.
 */
export type SecondFactorEnrolment = {
  __typename?: 'SecondFactorEnrolment';
  /** After a challenged sign-in: the access token; else null. */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** The factor added. */
  factor: SecondFactor;
  /** 10 single-use recovery codes when this is the account's first factor, else empty. */
  recoveryCodes: Array<Scalars['String']['output']>;
  /** After a challenged sign-in: the refresh token; else null. */
  refreshToken?: Maybe<Scalars['String']['output']>;
  /** Always true (a failure is a GraphQL error). */
  success: Scalars['Boolean']['output'];
  /** After a challenged sign-in: the signed-in user; else null. */
  user?: Maybe<User>;
};

/** A kind of second factor. */
export type SecondFactorKind =
  /** A passkey (WebAuthn): the phone's or computer's screen lock, or a security key. */
  | 'PASSKEY'
  /** A six-digit code from an authenticator app (RFC 6238 TOTP). */
  | 'TOTP';

/** The signed-in user's second factors. */
export type SecondFactors = {
  __typename?: 'SecondFactors';
  /** Their factors, oldest first (empty when two-step sign-in is off). */
  factors: Array<SecondFactor>;
  /** How many of the 10 recovery codes are still unused. */
  recoveryCodesLeft: Scalars['Int']['output'];
};

/** One signed-in browser or app of the user (a sign-in until it ends). */
export type Session = {
  __typename?: 'Session';
  /** The client address it signed in from. */
  address?: Maybe<Scalars['String']['output']>;
  /** The browser, e.g. 'Chrome 131', or null when unknown. */
  browser?: Maybe<Scalars['String']['output']>;
  /** True for the session making this request. */
  current: Scalars['Boolean']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** When it was last used (a refreshed token). */
  lastUsedAt: Scalars['DateTime']['output'];
  /** When it signed in. */
  signedInAt: Scalars['DateTime']['output'];
  /** The system, e.g. 'Android 14', or null when unknown. */
  system?: Maybe<Scalars['String']['output']>;
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

/** One credit of an imported statement. */
export type StatementLine = {
  __typename?: 'StatementLine';
  /** The amount credited. */
  amount: Money;
  /** The operation's day. */
  date: Scalars['Date']['output'];
  /** The label as the bank wrote it (text, never evaluated). */
  label: Scalars['String']['output'];
  /** The line in the file (or the sheet's row). */
  line: Scalars['Int']['output'];
  /** What it came to. */
  outcome: StatementLineOutcome;
  /** The payment it names, when it names one. */
  payment?: Maybe<Payment>;
  /** The payment references found on the line. */
  references: Array<Scalars['String']['output']>;
};

/** What an imported statement's line came to. */
export type StatementLineOutcome =
  /** Its reference matched a payment, verified already (by hand or an earlier statement). */
  | 'ALREADY_VERIFIED'
  /** Its reference and amount matched a payment, now verified. */
  | 'MATCHED'
  /** Its reference matched a payment, but not its amount. */
  | 'MISMATCH'
  /** No known reference. */
  | 'UNMATCHED';

/** Which column of a bank statement holds what: the headers as the file writes them. */
export type StatementMappingInput = {
  /** The credited amount (or a signed amount when there is no debit column). */
  amount: Scalars['String']['input'];
  /** The operation's date. */
  date: Scalars['String']['input'];
  /** The debited amount, when the bank writes it apart. */
  debit?: InputMaybe<Scalars['String']['input']>;
  /** The label (libellé), where references are looked for. */
  label: Scalars['String']['input'];
  /** A column of references, when the bank has one. */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** A line of a statement that could not be read, with why. */
export type StatementProblem = {
  __typename?: 'StatementProblem';
  /** The line in the file (or the sheet's row). */
  line: Scalars['Int']['output'];
  /** Why, in the caller's language. */
  message: Scalars['String']['output'];
  /** The cell as the bank wrote it. */
  value: Scalars['String']['output'];
};

/** A new pair of tokens. */
export type TokenPayload = {
  __typename?: 'TokenPayload';
  /** New access token (15 minutes). */
  accessToken: Scalars['String']['output'];
  /** New refresh token; the one sent is no longer valid. */
  refreshToken: Scalars['String']['output'];
};

/** An authenticator app being added: shown once, confirmed with a code it gives. */
export type TotpEnrolment = {
  __typename?: 'TotpEnrolment';
  /** The QR code, as an image data URL (data:image/png;base64,…). */
  qrCode: Scalars['String']['output'];
  /** The secret, in base32, to type into the app by hand. */
  secret: Scalars['String']['output'];
  /** The otpauth:// URI the QR code holds. */
  uri: Scalars['String']['output'];
};

/** How many messages wait to be read. */
export type UnreadMessages = {
  __typename?: 'UnreadMessages';
  /** Conversations holding at least one. */
  conversations: Scalars['Int']['output'];
  /** Unread messages. */
  messages: Scalars['Int']['output'];
};

/** Fields users may change on their own profile (only the fields given change). */
export type UpdateProfileInput = {
  /** E-mails before the deadlines of saved scholarships: true to receive them, false to stop. */
  deadlineReminders?: InputMaybe<Scalars['Boolean']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** A mail when new messages arrive: true to receive them, false to stop. */
  messageMails?: InputMaybe<Scalars['Boolean']['input']>;
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
  /** Staff only (null for others): the staff member who follows this account, or null when nobody does. */
  assignee?: Maybe<User>;
  /** The owner and staff (null for others, and for staff accounts): the conversation between the student and the staff about the account. */
  conversation?: Maybe<Conversation>;
  /** Staff and the owner (false for others): true while the account is PENDING because the student answered a correction request, until staff decide. */
  corrected: Scalars['Boolean']['output'];
  /** The owner and staff (null for others): the open correction request on the account, else the latest one, or null. */
  correctionRequest?: Maybe<CorrectionRequest>;
  /** The owner and staff (empty for others): every correction request on the account, oldest first. */
  correctionRequests: Array<CorrectionRequest>;
  /** When the account was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The owner only (null for anyone else): link to download everything the platform holds about
   * them (law 09-08) as one zip: data.json (profile, applications and their history) and their
   * files. A bff route: GET it with the header 'Authorization: Bearer <accessToken>'.
   */
  dataExportUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the user gets e-mails 7 days and 1 day before the deadline of a saved scholarship not applied to. */
  deadlineReminders: Scalars['Boolean']['output'];
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
  /** Whether the user gets a mail when new messages arrive (at most one per conversation every 15 minutes). */
  messageMails: Scalars['Boolean']['output'];
  /** Staff only (refused to others): the staff's internal notes on this account, newest first. */
  notes: Array<InternalNote>;
  /**
   * Staff and the owner: link to download the payment receipt sent at registration, or null.
   * A bff route: GET it with the header 'Authorization: Bearer <accessToken>'.
   */
  paymentReceiptUrl?: Maybe<Scalars['String']['output']>;
  /** Moroccan phone number, '+212' and nine digits. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Staff and the owner (null for others): the registration fee's payment; null for staff and accounts registered before payments. */
  registrationPayment?: Maybe<Payment>;
  /** Why the account was rejected, when it was and a reason was given. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** What the user may do. */
  role: Role;
  /** ADMIN and the owner (null for others): whether the account has a second factor. */
  secondFactorEnabled?: Maybe<Scalars['Boolean']['output']>;
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
  /** Only accounts followed by the signed-in staff member (ME), or by nobody (UNASSIGNED). */
  assignment?: InputMaybe<AssignmentFilter>;
  /** Only verified (true) or unverified (false) e-mail addresses. */
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only accounts whose correction request is open and past its due date. */
  overdueCorrections?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only this role. */
  role?: InputMaybe<Role>;
  /** Words to find in the name or e-mail address. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only accounts whose conversation holds messages from the student that no staff member opened yet. */
  unreadFromStudents?: InputMaybe<Scalars['Boolean']['input']>;
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

/** What staff record when they confirm a payment was received. */
export type VerifyPaymentInput = {
  /** The amount received. */
  amountReceived: MoneyInput;
  /** The bank's transaction reference, when there is one; one transaction verifies one payment only (PAYMENT_BANK_REFERENCE_TAKEN). */
  bankTransactionReference?: InputMaybe<Scalars['String']['input']>;
  /** The day it was paid. */
  paidOn: Scalars['Date']['input'];
};

/** A presentation video. */
export type Video = {
  __typename?: 'Video';
  /** The player address to embed in an iframe: always on www.youtube-nocookie.com or player.vimeo.com. */
  embedUrl: Scalars['String']['output'];
  /** The value as written by the staff: a YouTube or Vimeo video id or address. */
  url: Scalars['String']['output'];
};

/** An account waiting for approval, in the work queue. */
export type WaitingAccount = {
  __typename?: 'WaitingAccount';
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The account. */
  id: Scalars['ID']['output'];
  /** True once the e-mail address is verified. */
  isVerified: Scalars['Boolean']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Whole days (of 24 hours) since the account was created. */
  waitingDays: Scalars['Int']['output'];
};

/** The accounts waiting for approval. */
export type WaitingAccounts = {
  __typename?: 'WaitingAccounts';
  /** The oldest ones (at most 5), oldest first. */
  oldest: Array<WaitingAccount>;
  /** How many wait. */
  total: Scalars['Int']['output'];
};

/** An application waiting for a decision, in the work queue. */
export type WaitingApplication = {
  __typename?: 'WaitingApplication';
  /** The applicant's name; null once they deleted their account. */
  applicantName?: Maybe<Scalars['String']['output']>;
  /** True when it waits again because the student answered a correction request. */
  corrected: Scalars['Boolean']['output'];
  /** When the student applied. */
  createdAt: Scalars['DateTime']['output'];
  /** The application. */
  id: Scalars['ID']['output'];
  /** The scholarship applied to. */
  scholarshipId: Scalars['ID']['output'];
  /** Its title in the caller's language (French when missing). */
  scholarshipTitle: Scalars['String']['output'];
  /** Whole days (of 24 hours) since the student applied. */
  waitingDays: Scalars['Int']['output'];
};

/** The applications waiting for a decision. */
export type WaitingApplications = {
  __typename?: 'WaitingApplications';
  /** The oldest ones (at most 5), oldest first. */
  oldest: Array<WaitingApplication>;
  /** How many are pending. */
  total: Scalars['Int']['output'];
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
  ActivityDay: ResolverTypeWrapper<ActivityDay>;
  Application: ResolverTypeWrapper<ApplicationModel>;
  ApplicationActor: ResolverTypeWrapper<ApplicationActor>;
  ApplicationFilter: ApplicationFilter;
  ApplicationHistoryEntry: ResolverTypeWrapper<HistoryEntryModel>;
  ApplicationPage: ResolverTypeWrapper<Omit<ApplicationPage, 'items'> & { items: Array<ResolversTypes['Application']> }>;
  ApplicationStatus: null;
  ApprovalStatus: ApprovalStatus;
  AssignedWork: ResolverTypeWrapper<AssignedWork>;
  AssignmentFilter: AssignmentFilter;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditEntryPage: ResolverTypeWrapper<AuditEntryPage>;
  AuditFilter: AuditFilter;
  AuditScholarship: ResolverTypeWrapper<AuditScholarship>;
  AuditTarget: ResolverTypeWrapper<AuditTarget>;
  AuditTargetType: null;
  BankStatementImport: ResolverTypeWrapper<BankStatementModel>;
  BankStatementPage: ResolverTypeWrapper<Omit<BankStatementPage, 'items'> & { items: Array<ResolversTypes['BankStatementImport']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkApplicationAction: BulkApplicationAction;
  BulkApplicationOutcome: ResolverTypeWrapper<BulkOutcomeModel>;
  BulkApplicationsInput: BulkApplicationsInput;
  BulkApplicationsResult: ResolverTypeWrapper<Omit<BulkApplicationsResult, 'results'> & { results: Array<ResolversTypes['BulkApplicationOutcome']> }>;
  CacheControlScope: CacheControlScope;
  CardPaymentAttempt: ResolverTypeWrapper<CardAttemptModel>;
  CardPaymentAttemptStatus: null;
  CardPaymentField: ResolverTypeWrapper<CardPaymentField>;
  CardPaymentForm: ResolverTypeWrapper<CardPaymentForm>;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  ClosingScholarship: ResolverTypeWrapper<ClosingScholarship>;
  Conversation: ResolverTypeWrapper<ConversationModel>;
  ConversationKind: null;
  CorrectionFileInput: CorrectionFileInput;
  CorrectionItem: ResolverTypeWrapper<CorrectionItemModel>;
  CorrectionItemInput: CorrectionItemInput;
  CorrectionItemKind: null;
  CorrectionRequest: ResolverTypeWrapper<CorrectionRequestModel>;
  CorrectionRequestStatus: null;
  CountryUniversities: ResolverTypeWrapper<CountryUniversities>;
  CreateUserInput: CreateUserInput;
  Currency: Currency;
  Dashboard: ResolverTypeWrapper<Dashboard>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  Document: ResolverTypeWrapper<DocumentModel>;
  DocumentKind: null;
  DocumentVerification: ResolverTypeWrapper<DocumentVerification>;
  DuplicateSimilarity: DuplicateSimilarity;
  FailedMail: ResolverTypeWrapper<FailedMail>;
  FailedMailPage: ResolverTypeWrapper<FailedMailPage>;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FaqEntryInput: FaqEntryInput;
  FinanceRow: ResolverTypeWrapper<FinanceRowModel>;
  FinanceSummary: ResolverTypeWrapper<Omit<FinanceSummary, 'perMonth' | 'perScholarship' | 'registration' | 'total'> & { perMonth: Array<ResolversTypes['FinanceRow']>, perScholarship: Array<ResolversTypes['FinanceRow']>, registration: ResolversTypes['FinanceRow'], total: ResolversTypes['FinanceRow'] }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportBankStatementPayload: ResolverTypeWrapper<Omit<ImportBankStatementPayload, 'statement'> & { statement?: Maybe<ResolversTypes['BankStatementImport']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InternalNote: ResolverTypeWrapper<NoteModel>;
  Language: null;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  MailKind: null;
  Message: ResolverTypeWrapper<MessageModel>;
  MessageApplicantsInput: MessageApplicantsInput;
  MessageAttachment: ResolverTypeWrapper<MessageAttachmentModel>;
  MessageAuthor: ResolverTypeWrapper<MessageAuthor>;
  MessagePage: ResolverTypeWrapper<Omit<MessagePage, 'items'> & { items: Array<ResolversTypes['Message']> }>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  MessageSide: null;
  MessageTemplate: ResolverTypeWrapper<MessageTemplate>;
  MessageTemplateInput: MessageTemplateInput;
  Money: ResolverTypeWrapper<MoneyModel>;
  MoneyInput: MoneyInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NoteAuthor: ResolverTypeWrapper<NoteAuthor>;
  Pagination: ResolverTypeWrapper<Pagination>;
  Payment: ResolverTypeWrapper<PaymentModel>;
  PaymentDuplicate: ResolverTypeWrapper<Omit<PaymentDuplicate, 'payment'> & { payment: ResolversTypes['Payment'] }>;
  PaymentFilter: PaymentFilter;
  PaymentInstructions: ResolverTypeWrapper<PaymentInstructions>;
  PaymentInstructionsInput: PaymentInstructionsInput;
  PaymentKind: null;
  PaymentMethod: null;
  PaymentPage: ResolverTypeWrapper<Omit<PaymentPage, 'items'> & { items: Array<ResolversTypes['Payment']> }>;
  PaymentSettings: ResolverTypeWrapper<PaymentSettingsModel>;
  PaymentSettingsInput: PaymentSettingsInput;
  PaymentStatus: PaymentStatus;
  PictureSource: ResolverTypeWrapper<PictureSource>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegistrationReference: ResolverTypeWrapper<RegistrationReference>;
  RequestCorrectionInput: RequestCorrectionInput;
  Role: Role;
  Scholarship: ResolverTypeWrapper<ScholarshipModel>;
  ScholarshipFilter: ScholarshipFilter;
  ScholarshipFilterOptions: ResolverTypeWrapper<ScholarshipFilterOptions>;
  ScholarshipInput: ScholarshipInput;
  ScholarshipPage: ResolverTypeWrapper<Omit<ScholarshipPage, 'items'> & { items: Array<ResolversTypes['Scholarship']> }>;
  ScholarshipPicture: ResolverTypeWrapper<ScholarshipPicture>;
  ScholarshipStatus: null;
  ScholarshipStatusChange: null;
  ScholarshipTextLanguages: ResolverTypeWrapper<ScholarshipTextLanguages>;
  ScholarshipTranslation: ResolverTypeWrapper<ScholarshipTranslation>;
  ScholarshipTranslationInput: ScholarshipTranslationInput;
  ScholarshipTranslations: ResolverTypeWrapper<ScholarshipTranslations>;
  ScholarshipTranslationsInput: ScholarshipTranslationsInput;
  SecondFactor: ResolverTypeWrapper<SecondFactor>;
  SecondFactorEnrolment: ResolverTypeWrapper<Omit<SecondFactorEnrolment, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  SecondFactorKind: SecondFactorKind;
  SecondFactors: ResolverTypeWrapper<SecondFactors>;
  Session: ResolverTypeWrapper<Session>;
  SetUserApprovalPayload: ResolverTypeWrapper<Omit<SetUserApprovalPayload, 'users'> & { users: Array<ResolversTypes['User']> }>;
  SortOrder: null;
  StatementLine: ResolverTypeWrapper<StatementLineModel>;
  StatementLineOutcome: StatementLineOutcome;
  StatementMappingInput: StatementMappingInput;
  StatementProblem: ResolverTypeWrapper<StatementProblem>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TokenPayload: ResolverTypeWrapper<TokenPayload>;
  TotpEnrolment: ResolverTypeWrapper<TotpEnrolment>;
  UnreadMessages: ResolverTypeWrapper<UnreadMessages>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<UserModel>;
  UserFilter: UserFilter;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserSort: UserSort;
  UserSortField: null;
  VerifyPaymentInput: VerifyPaymentInput;
  Video: ResolverTypeWrapper<Video>;
  WaitingAccount: ResolverTypeWrapper<WaitingAccount>;
  WaitingAccounts: ResolverTypeWrapper<WaitingAccounts>;
  WaitingApplication: ResolverTypeWrapper<WaitingApplication>;
  WaitingApplications: ResolverTypeWrapper<WaitingApplications>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivityDay: ActivityDay;
  Application: ApplicationModel;
  ApplicationActor: ApplicationActor;
  ApplicationFilter: ApplicationFilter;
  ApplicationHistoryEntry: HistoryEntryModel;
  ApplicationPage: Omit<ApplicationPage, 'items'> & { items: Array<ResolversParentTypes['Application']> };
  AssignedWork: AssignedWork;
  AuditActor: AuditActor;
  AuditChange: AuditChange;
  AuditEntry: AuditEntry;
  AuditEntryPage: AuditEntryPage;
  AuditFilter: AuditFilter;
  AuditScholarship: AuditScholarship;
  AuditTarget: AuditTarget;
  BankStatementImport: BankStatementModel;
  BankStatementPage: Omit<BankStatementPage, 'items'> & { items: Array<ResolversParentTypes['BankStatementImport']> };
  Boolean: Scalars['Boolean']['output'];
  BulkApplicationOutcome: BulkOutcomeModel;
  BulkApplicationsInput: BulkApplicationsInput;
  BulkApplicationsResult: Omit<BulkApplicationsResult, 'results'> & { results: Array<ResolversParentTypes['BulkApplicationOutcome']> };
  CardPaymentAttempt: CardAttemptModel;
  CardPaymentField: CardPaymentField;
  CardPaymentForm: CardPaymentForm;
  ChangePasswordPayload: ChangePasswordPayload;
  ClosingScholarship: ClosingScholarship;
  Conversation: ConversationModel;
  CorrectionFileInput: CorrectionFileInput;
  CorrectionItem: CorrectionItemModel;
  CorrectionItemInput: CorrectionItemInput;
  CorrectionRequest: CorrectionRequestModel;
  CountryUniversities: CountryUniversities;
  CreateUserInput: CreateUserInput;
  Dashboard: Dashboard;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeletePayload: DeletePayload;
  Document: DocumentModel;
  DocumentVerification: DocumentVerification;
  FailedMail: FailedMail;
  FailedMailPage: FailedMailPage;
  FaqEntry: FaqEntry;
  FaqEntryInput: FaqEntryInput;
  FinanceRow: FinanceRowModel;
  FinanceSummary: Omit<FinanceSummary, 'perMonth' | 'perScholarship' | 'registration' | 'total'> & { perMonth: Array<ResolversParentTypes['FinanceRow']>, perScholarship: Array<ResolversParentTypes['FinanceRow']>, registration: ResolversParentTypes['FinanceRow'], total: ResolversParentTypes['FinanceRow'] };
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImportBankStatementPayload: Omit<ImportBankStatementPayload, 'statement'> & { statement?: Maybe<ResolversParentTypes['BankStatementImport']> };
  Int: Scalars['Int']['output'];
  InternalNote: NoteModel;
  LoginPayload: Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Message: MessageModel;
  MessageApplicantsInput: MessageApplicantsInput;
  MessageAttachment: MessageAttachmentModel;
  MessageAuthor: MessageAuthor;
  MessagePage: Omit<MessagePage, 'items'> & { items: Array<ResolversParentTypes['Message']> };
  MessagePayload: MessagePayload;
  MessageTemplate: MessageTemplate;
  MessageTemplateInput: MessageTemplateInput;
  Money: MoneyModel;
  MoneyInput: MoneyInput;
  Mutation: Record<PropertyKey, never>;
  NoteAuthor: NoteAuthor;
  Pagination: Pagination;
  Payment: PaymentModel;
  PaymentDuplicate: Omit<PaymentDuplicate, 'payment'> & { payment: ResolversParentTypes['Payment'] };
  PaymentFilter: PaymentFilter;
  PaymentInstructions: PaymentInstructions;
  PaymentInstructionsInput: PaymentInstructionsInput;
  PaymentPage: Omit<PaymentPage, 'items'> & { items: Array<ResolversParentTypes['Payment']> };
  PaymentSettings: PaymentSettingsModel;
  PaymentSettingsInput: PaymentSettingsInput;
  PictureSource: PictureSource;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegistrationReference: RegistrationReference;
  RequestCorrectionInput: RequestCorrectionInput;
  Scholarship: ScholarshipModel;
  ScholarshipFilter: ScholarshipFilter;
  ScholarshipFilterOptions: ScholarshipFilterOptions;
  ScholarshipInput: ScholarshipInput;
  ScholarshipPage: Omit<ScholarshipPage, 'items'> & { items: Array<ResolversParentTypes['Scholarship']> };
  ScholarshipPicture: ScholarshipPicture;
  ScholarshipTextLanguages: ScholarshipTextLanguages;
  ScholarshipTranslation: ScholarshipTranslation;
  ScholarshipTranslationInput: ScholarshipTranslationInput;
  ScholarshipTranslations: ScholarshipTranslations;
  ScholarshipTranslationsInput: ScholarshipTranslationsInput;
  SecondFactor: SecondFactor;
  SecondFactorEnrolment: Omit<SecondFactorEnrolment, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  SecondFactors: SecondFactors;
  Session: Session;
  SetUserApprovalPayload: Omit<SetUserApprovalPayload, 'users'> & { users: Array<ResolversParentTypes['User']> };
  StatementLine: StatementLineModel;
  StatementMappingInput: StatementMappingInput;
  StatementProblem: StatementProblem;
  String: Scalars['String']['output'];
  TokenPayload: TokenPayload;
  TotpEnrolment: TotpEnrolment;
  UnreadMessages: UnreadMessages;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  Upload: Scalars['Upload']['output'];
  User: UserModel;
  UserFilter: UserFilter;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  UserSort: UserSort;
  VerifyPaymentInput: VerifyPaymentInput;
  Video: Video;
  WaitingAccount: WaitingAccount;
  WaitingAccounts: WaitingAccounts;
  WaitingApplication: WaitingApplication;
  WaitingApplications: WaitingApplications;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActivityDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityDay'] = ResolversParentTypes['ActivityDay']> = {
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  decided?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = {
  applicant?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  applicantDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType>;
  corrected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  correctionRequest?: Resolver<Maybe<ResolversTypes['CorrectionRequest']>, ParentType, ContextType>;
  correctionRequests?: Resolver<Array<ResolversTypes['CorrectionRequest']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ApplicationHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['InternalNote']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  receiptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scholarship?: Resolver<ResolversTypes['Scholarship'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ApplicationActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationActor'] = ResolversParentTypes['ApplicationActor']> = {
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ApplicationHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationHistoryEntry'] = ResolversParentTypes['ApplicationHistoryEntry']> = {
  actor?: Resolver<Maybe<ResolversTypes['ApplicationActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  correctionRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
};

export type ApplicationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationPage'] = ResolversParentTypes['ApplicationPage']> = {
  items?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type ApplicationStatusResolvers = { APPROVED: 'approved', CORRECTION_REQUESTED: 'correction_requested', PENDING: 'pending', REJECTED: 'rejected', WITHDRAWN: 'withdrawn' };

export type AssignedWorkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssignedWork'] = ResolversParentTypes['AssignedWork']> = {
  accounts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type AuditChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  afterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beforeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['AuditActor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  clientAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['AuditTarget'], ParentType, ContextType>;
};

export type AuditEntryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryPage'] = ResolversParentTypes['AuditEntryPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type AuditScholarshipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditScholarship'] = ResolversParentTypes['AuditScholarship']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditTargetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditTarget'] = ResolversParentTypes['AuditTarget']> = {
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scholarship?: Resolver<Maybe<ResolversTypes['AuditScholarship']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AuditTargetType'], ParentType, ContextType>;
};

export type AuditTargetTypeResolvers = { APPLICATION: 'application', BANK_STATEMENT: 'bank-statement', EXPORT: 'export', FILE: 'file', MESSAGE_TEMPLATE: 'message-template', PAYMENT: 'payment', SCHOLARSHIP: 'scholarship', USER: 'user' };

export type BankStatementImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankStatementImport'] = ResolversParentTypes['BankStatementImport']> = {
  alreadyImportedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  alreadyVerified?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  alreadyVerifiedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  importedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matched?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  matchedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mismatchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mismatches?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['StatementProblem']>, ParentType, ContextType>;
  unmatched?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  unmatchedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BankStatementPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankStatementPage'] = ResolversParentTypes['BankStatementPage']> = {
  items?: Resolver<Array<ResolversTypes['BankStatementImport']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type BulkApplicationOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkApplicationOutcome'] = ResolversParentTypes['BulkApplicationOutcome']> = {
  applicantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BulkApplicationsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkApplicationsResult'] = ResolversParentTypes['BulkApplicationsResult']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['BulkApplicationOutcome']>, ParentType, ContextType>;
  succeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CardPaymentAttemptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardPaymentAttempt'] = ResolversParentTypes['CardPaymentAttempt']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  authCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CardPaymentAttemptStatus'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CardPaymentAttemptStatusResolvers = { APPROVED: 'approved', DECLINED: 'declined', DUPLICATE: 'duplicate', STARTED: 'started' };

export type CardPaymentFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardPaymentField'] = ResolversParentTypes['CardPaymentField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardPaymentFormResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardPaymentForm'] = ResolversParentTypes['CardPaymentForm']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['CardPaymentField']>, ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClosingScholarshipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClosingScholarship'] = ResolversParentTypes['ClosingScholarship']> = {
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pendingApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConversationKind'], ParentType, ContextType>;
  lastMessageAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<ConversationMessagesArgs, 'limit' | 'page'>>;
  student?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationKindResolvers = { ACCOUNT: 'account', APPLICATION: 'application' };

export type CorrectionItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorrectionItem'] = ResolversParentTypes['CorrectionItem']> = {
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CorrectionItemKind'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CorrectionItemKindResolvers = { OTHER_DOCUMENT: 'other_document', PAYMENT_RECEIPT: 'payment_receipt', SERVICE_CONTRACT: 'service_contract' };

export type CorrectionRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorrectionRequest'] = ResolversParentTypes['CorrectionRequest']> = {
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CorrectionItem']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CorrectionRequestStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CorrectionRequestStatusResolvers = { OPEN: 'open', SUBMITTED: 'submitted', WITHDRAWN: 'withdrawn' };

export type CountryUniversitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryUniversities'] = ResolversParentTypes['CountryUniversities']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  universities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  activity?: Resolver<Array<ResolversTypes['ActivityDay']>, ParentType, ContextType>;
  assignedToMe?: Resolver<ResolversTypes['AssignedWork'], ParentType, ContextType>;
  closingSoon?: Resolver<Array<ResolversTypes['ClosingScholarship']>, ParentType, ContextType>;
  overdueCorrections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingAccounts?: Resolver<ResolversTypes['WaitingAccounts'], ParentType, ContextType>;
  pendingApplications?: Resolver<ResolversTypes['WaitingApplications'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  unreadFromStudents?: Resolver<ResolversTypes['UnreadMessages'], ParentType, ContextType>;
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

export type DocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  supersededBy?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentKindResolvers = { DECISION_LETTER: 'decision-letter', PAYMENT_RECEIPT: 'payment-receipt', PROOF_OF_SUBMISSION: 'proof-of-submission' };

export type DocumentVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentVerification'] = ResolversParentTypes['DocumentVerification']> = {
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  superseded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supersededAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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

export type FinanceRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinanceRow'] = ResolversParentTypes['FinanceRow']> = {
  due?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  scholarship?: Resolver<Maybe<ResolversTypes['Scholarship']>, ParentType, ContextType>;
};

export type FinanceSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinanceSummary'] = ResolversParentTypes['FinanceSummary']> = {
  perMonth?: Resolver<Array<ResolversTypes['FinanceRow']>, ParentType, ContextType>;
  perScholarship?: Resolver<Array<ResolversTypes['FinanceRow']>, ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['FinanceRow'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['FinanceRow'], ParentType, ContextType>;
};

export type ImportBankStatementPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportBankStatementPayload'] = ResolversParentTypes['ImportBankStatementPayload']> = {
  headersToMap?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  statement?: Resolver<Maybe<ResolversTypes['BankStatementImport']>, ParentType, ContextType>;
};

export type InternalNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InternalNote'] = ResolversParentTypes['InternalNote']> = {
  author?: Resolver<Maybe<ResolversTypes['NoteAuthor']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LanguageResolvers = { AR: 'ar', EN: 'en', FR: 'fr' };

export type LoginPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvalStatus?: Resolver<Maybe<ResolversTypes['ApprovalStatus']>, ParentType, ContextType>;
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  challengeExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  enrolmentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isApproved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secondFactors?: Resolver<Maybe<Array<ResolversTypes['SecondFactorKind']>>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type MailKindResolvers = { ACCOUNT_APPROVED: 'account-approved', ACCOUNT_REJECTED: 'account-rejected', APPLICATION_APPROVED: 'application-approved', APPLICATION_REJECTED: 'application-rejected', CORRECTION_REMINDER: 'correction-reminder', CORRECTION_REQUESTED: 'correction-requested', DEADLINE_REMINDER: 'deadline-reminder', NEW_MESSAGES: 'new-messages', PASSWORD_RESET: 'password-reset', PAYMENT_REFUSED: 'payment-refused', PAYMENT_VERIFIED: 'payment-verified', REGISTRATION_ATTEMPT: 'registration-attempt', VERIFICATION: 'verification' };

export type MessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  attachments?: Resolver<Array<ResolversTypes['MessageAttachment']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['MessageAuthor'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  correctionRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MessageAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageAttachment'] = ResolversParentTypes['MessageAttachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageAuthor'] = ResolversParentTypes['MessageAuthor']> = {
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['MessageSide'], ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  items?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MessageSideResolvers = { STAFF: 'staff', STUDENT: 'student' };

export type MessageTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageTemplate'] = ResolversParentTypes['MessageTemplate']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<MoneyFormattedArgs>>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addAccountNote?: Resolver<ResolversTypes['InternalNote'], ParentType, ContextType, RequireFields<MutationAddAccountNoteArgs, 'text' | 'userId'>>;
  addApplicationNote?: Resolver<ResolversTypes['InternalNote'], ParentType, ContextType, RequireFields<MutationAddApplicationNoteArgs, 'applicationId' | 'text'>>;
  applyToScholarship?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationApplyToScholarshipArgs, 'scholarshipId'>>;
  approveApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationApproveApplicationArgs, 'id'>>;
  assignAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAssignAccountArgs, 'id'>>;
  assignApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationAssignApplicationArgs, 'id'>>;
  bulkDecideApplications?: Resolver<ResolversTypes['BulkApplicationsResult'], ParentType, ContextType, RequireFields<MutationBulkDecideApplicationsArgs, 'input'>>;
  changeEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'email'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'endOtherSessions' | 'newPassword'>>;
  changeScholarshipStatus?: Resolver<ResolversTypes['Scholarship'], ParentType, ContextType, RequireFields<MutationChangeScholarshipStatusArgs, 'change' | 'id'>>;
  completeSignIn?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationCompleteSignInArgs, 'challenge'>>;
  confirmPasskeyEnrolment?: Resolver<ResolversTypes['SecondFactorEnrolment'], ParentType, ContextType, RequireFields<MutationConfirmPasskeyEnrolmentArgs, 'response'>>;
  confirmTotpEnrolment?: Resolver<ResolversTypes['SecondFactorEnrolment'], ParentType, ContextType, RequireFields<MutationConfirmTotpEnrolmentArgs, 'code'>>;
  createMessageTemplate?: Resolver<ResolversTypes['MessageTemplate'], ParentType, ContextType, RequireFields<MutationCreateMessageTemplateArgs, 'input'>>;
  createScholarship?: Resolver<ResolversTypes['Scholarship'], ParentType, ContextType, RequireFields<MutationCreateScholarshipArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteApplication?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteApplicationArgs, 'id'>>;
  deleteMessageTemplate?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteMessageTemplateArgs, 'id'>>;
  deleteMyAccount?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationDeleteMyAccountArgs, 'password'>>;
  deleteScholarship?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteScholarshipArgs, 'force' | 'id'>>;
  deleteUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  duplicateScholarship?: Resolver<ResolversTypes['Scholarship'], ParentType, ContextType, RequireFields<MutationDuplicateScholarshipArgs, 'id'>>;
  endOtherSessions?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  endSession?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  endUserSessions?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationEndUserSessionsArgs, 'userId'>>;
  forgotPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  importBankStatement?: Resolver<ResolversTypes['ImportBankStatementPayload'], ParentType, ContextType, RequireFields<MutationImportBankStatementArgs, 'bank' | 'file'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  markConversationRead?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationMarkConversationReadArgs, 'id'>>;
  messageApplicants?: Resolver<ResolversTypes['BulkApplicationsResult'], ParentType, ContextType, RequireFields<MutationMessageApplicantsArgs, 'input'>>;
  openApplicationPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationOpenApplicationPaymentArgs, 'scholarshipId'>>;
  passkeySignInOptions?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationPasskeySignInOptionsArgs, 'challenge'>>;
  reauthenticate?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, Partial<MutationReauthenticateArgs>>;
  refreshToken?: Resolver<ResolversTypes['TokenPayload'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  refusePayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationRefusePaymentArgs, 'id' | 'reason'>>;
  register?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input' | 'paymentReceipt' | 'serviceContract'>>;
  registerAgent?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterAgentArgs, 'input'>>;
  rejectApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationRejectApplicationArgs, 'id'>>;
  removeSecondFactor?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRemoveSecondFactorArgs, 'id'>>;
  requestCorrection?: Resolver<ResolversTypes['CorrectionRequest'], ParentType, ContextType, RequireFields<MutationRequestCorrectionArgs, 'input'>>;
  resendVerification?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'email'>>;
  reserveRegistrationReference?: Resolver<ResolversTypes['RegistrationReference'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  resetSecondFactors?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetSecondFactorsArgs, 'userId'>>;
  resubmitAccountDocuments?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationResubmitAccountDocumentsArgs, 'paymentReceipt' | 'serviceContract'>>;
  resubmitApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationResubmitApplicationArgs, 'applicationId' | 'receipt'>>;
  saveScholarship?: Resolver<ResolversTypes['Scholarship'], ParentType, ContextType, RequireFields<MutationSaveScholarshipArgs, 'scholarshipId'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'body' | 'conversationId'>>;
  setUserApproval?: Resolver<ResolversTypes['SetUserApprovalPayload'], ParentType, ContextType, RequireFields<MutationSetUserApprovalArgs, 'status' | 'userIds'>>;
  startCardPayment?: Resolver<ResolversTypes['CardPaymentForm'], ParentType, ContextType, RequireFields<MutationStartCardPaymentArgs, 'paymentId'>>;
  startPasskeyEnrolment?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<MutationStartPasskeyEnrolmentArgs>>;
  startTotpEnrolment?: Resolver<ResolversTypes['TotpEnrolment'], ParentType, ContextType, Partial<MutationStartTotpEnrolmentArgs>>;
  submitCorrection?: Resolver<ResolversTypes['CorrectionRequest'], ParentType, ContextType, RequireFields<MutationSubmitCorrectionArgs, 'files' | 'requestId'>>;
  unsaveScholarship?: Resolver<Maybe<ResolversTypes['Scholarship']>, ParentType, ContextType, RequireFields<MutationUnsaveScholarshipArgs, 'scholarshipId'>>;
  unsubscribeFromReminders?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromRemindersArgs, 'token'>>;
  updateApplicationStatus?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationUpdateApplicationStatusArgs, 'id' | 'status'>>;
  updateMessageTemplate?: Resolver<ResolversTypes['MessageTemplate'], ParentType, ContextType, RequireFields<MutationUpdateMessageTemplateArgs, 'id' | 'input'>>;
  updatePaymentSettings?: Resolver<ResolversTypes['PaymentSettings'], ParentType, ContextType, RequireFields<MutationUpdatePaymentSettingsArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateScholarship?: Resolver<ResolversTypes['Scholarship'], ParentType, ContextType, RequireFields<MutationUpdateScholarshipArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  uploadServiceContractTemplate?: Resolver<ResolversTypes['PaymentSettings'], ParentType, ContextType, RequireFields<MutationUploadServiceContractTemplateArgs, 'file' | 'language'>>;
  verifyEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
  verifyPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationVerifyPaymentArgs, 'id' | 'input'>>;
  withdrawApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationWithdrawApplicationArgs, 'id'>>;
  withdrawCorrectionRequest?: Resolver<ResolversTypes['CorrectionRequest'], ParentType, ContextType, RequireFields<MutationWithdrawCorrectionRequestArgs, 'requestId'>>;
};

export type NoteAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoteAuthor'] = ResolversParentTypes['NoteAuthor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type PaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pagination'] = ResolversParentTypes['Pagination']> = {
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amountDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  amountReceived?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  bankTransactionReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardAttempts?: Resolver<Array<ResolversTypes['CardPaymentAttempt']>, ParentType, ContextType>;
  cardPayable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardTransactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  duplicates?: Resolver<Array<ResolversTypes['PaymentDuplicate']>, ParentType, ContextType>;
  flagged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentKind'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  receiptDocument?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
  receiptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refusalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  scholarship?: Resolver<Maybe<ResolversTypes['Scholarship']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  student?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  verifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  verifiedFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentDuplicateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentDuplicate'] = ResolversParentTypes['PaymentDuplicate']> = {
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  similarity?: Resolver<ResolversTypes['DuplicateSimilarity'], ParentType, ContextType>;
};

export type PaymentInstructionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentInstructions'] = ResolversParentTypes['PaymentInstructions']> = {
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  otherWays?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceContractUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentKindResolvers = { APPLICATION: 'application', REGISTRATION: 'registration' };

export type PaymentMethodResolvers = { CARD: 'card', TRANSFER: 'transfer' };

export type PaymentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentPage'] = ResolversParentTypes['PaymentPage']> = {
  items?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type PaymentSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentSettings'] = ResolversParentTypes['PaymentSettings']> = {
  allInstructions?: Resolver<Array<ResolversTypes['PaymentInstructions']>, ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instructions?: Resolver<ResolversTypes['PaymentInstructions'], ParentType, ContextType, Partial<PaymentSettingsInstructionsArgs>>;
  payee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rib?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PictureSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PictureSource'] = ResolversParentTypes['PictureSource']> = {
  srcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType, RequireFields<QueryApplicationArgs, 'id'>>;
  applications?: Resolver<ResolversTypes['ApplicationPage'], ParentType, ContextType, RequireFields<QueryApplicationsArgs, 'limit' | 'page'>>;
  auditLog?: Resolver<ResolversTypes['AuditEntryPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'limit' | 'page'>>;
  bankStatement?: Resolver<Maybe<ResolversTypes['BankStatementImport']>, ParentType, ContextType, RequireFields<QueryBankStatementArgs, 'id'>>;
  bankStatements?: Resolver<ResolversTypes['BankStatementPage'], ParentType, ContextType, RequireFields<QueryBankStatementsArgs, 'limit' | 'page'>>;
  cardPaymentAttempt?: Resolver<Maybe<ResolversTypes['CardPaymentAttempt']>, ParentType, ContextType, RequireFields<QueryCardPaymentAttemptArgs, 'orderId'>>;
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType, RequireFields<QueryConversationArgs, 'id'>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  failedMails?: Resolver<ResolversTypes['FailedMailPage'], ParentType, ContextType, RequireFields<QueryFailedMailsArgs, 'limit' | 'page'>>;
  finance?: Resolver<ResolversTypes['FinanceSummary'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  messageTemplates?: Resolver<Array<ResolversTypes['MessageTemplate']>, ParentType, ContextType, Partial<QueryMessageTemplatesArgs>>;
  myApplications?: Resolver<ResolversTypes['ApplicationPage'], ParentType, ContextType, RequireFields<QueryMyApplicationsArgs, 'limit' | 'page'>>;
  myConversations?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  myDocuments?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  myPayments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  mySecondFactors?: Resolver<ResolversTypes['SecondFactors'], ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  paymentSettings?: Resolver<ResolversTypes['PaymentSettings'], ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['PaymentPage'], ParentType, ContextType, RequireFields<QueryPaymentsArgs, 'limit' | 'page'>>;
  savedScholarships?: Resolver<ResolversTypes['ScholarshipPage'], ParentType, ContextType, RequireFields<QuerySavedScholarshipsArgs, 'limit' | 'page'>>;
  scholarship?: Resolver<Maybe<ResolversTypes['Scholarship']>, ParentType, ContextType, RequireFields<QueryScholarshipArgs, 'id'>>;
  scholarshipFilterOptions?: Resolver<ResolversTypes['ScholarshipFilterOptions'], ParentType, ContextType>;
  scholarships?: Resolver<ResolversTypes['ScholarshipPage'], ParentType, ContextType, RequireFields<QueryScholarshipsArgs, 'limit' | 'page'>>;
  unreadMessages?: Resolver<ResolversTypes['UnreadMessages'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'page'>>;
  verifyDocument?: Resolver<Maybe<ResolversTypes['DocumentVerification']>, ParentType, ContextType, RequireFields<QueryVerifyDocumentArgs, 'code'>>;
};

export type RegistrationReferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationReference'] = ResolversParentTypes['RegistrationReference']> = {
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScholarshipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Scholarship'] = ResolversParentTypes['Scholarship']> = {
  applicationCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationFee?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  deadlinePassed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isSaved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  longDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myApplication?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['ScholarshipPicture']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ScholarshipStatus'], ParentType, ContextType>;
  textLanguages?: Resolver<ResolversTypes['ScholarshipTextLanguages'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translations?: Resolver<Maybe<ResolversTypes['ScholarshipTranslations']>, ParentType, ContextType>;
  university?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['Video']>, ParentType, ContextType>;
};

export type ScholarshipFilterOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScholarshipFilterOptions'] = ResolversParentTypes['ScholarshipFilterOptions']> = {
  countries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  universities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  universitiesByCountry?: Resolver<Array<ResolversTypes['CountryUniversities']>, ParentType, ContextType>;
};

export type ScholarshipPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScholarshipPage'] = ResolversParentTypes['ScholarshipPage']> = {
  items?: Resolver<Array<ResolversTypes['Scholarship']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type ScholarshipPictureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScholarshipPicture'] = ResolversParentTypes['ScholarshipPicture']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['PictureSource']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScholarshipStatusResolvers = { ARCHIVED: 'archived', DRAFT: 'draft', PUBLISHED: 'published' };

export type ScholarshipStatusChangeResolvers = { ARCHIVE: 'archive', PUBLISH: 'publish', RESTORE: 'restore', UNPUBLISH: 'unpublish' };

export type ScholarshipTextLanguagesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScholarshipTextLanguages'] = ResolversParentTypes['ScholarshipTextLanguages']> = {
  description?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  faq?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  longDescription?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
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

export type SecondFactorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactor'] = ResolversParentTypes['SecondFactor']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SecondFactorKind'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SecondFactorEnrolmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactorEnrolment'] = ResolversParentTypes['SecondFactorEnrolment']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  factor?: Resolver<ResolversTypes['SecondFactor'], ParentType, ContextType>;
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SecondFactorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactors'] = ResolversParentTypes['SecondFactors']> = {
  factors?: Resolver<Array<ResolversTypes['SecondFactor']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  system?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SetUserApprovalPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUserApprovalPayload'] = ResolversParentTypes['SetUserApprovalPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SortOrderResolvers = { ASC: 'asc', DESC: 'desc' };

export type StatementLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementLine'] = ResolversParentTypes['StatementLine']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['StatementLineOutcome'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  references?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatementProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementProblem'] = ResolversParentTypes['StatementProblem']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TokenPayload'] = ResolversParentTypes['TokenPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotpEnrolmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotpEnrolment'] = ResolversParentTypes['TotpEnrolment']> = {
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnreadMessagesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnreadMessages'] = ResolversParentTypes['UnreadMessages']> = {
  conversations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  approvalDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  approvalStatus?: Resolver<ResolversTypes['ApprovalStatus'], ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType>;
  corrected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  correctionRequest?: Resolver<Maybe<ResolversTypes['CorrectionRequest']>, ParentType, ContextType>;
  correctionRequests?: Resolver<Array<ResolversTypes['CorrectionRequest']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dataExportUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deadlineReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageMails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['InternalNote']>, ParentType, ContextType>;
  paymentReceiptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationPayment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  secondFactorEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
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

export type WaitingAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingAccount'] = ResolversParentTypes['WaitingAccount']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waitingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitingAccountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingAccounts'] = ResolversParentTypes['WaitingAccounts']> = {
  oldest?: Resolver<Array<ResolversTypes['WaitingAccount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitingApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingApplication'] = ResolversParentTypes['WaitingApplication']> = {
  applicantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corrected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scholarshipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scholarshipTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waitingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitingApplicationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingApplications'] = ResolversParentTypes['WaitingApplications']> = {
  oldest?: Resolver<Array<ResolversTypes['WaitingApplication']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActivityDay?: ActivityDayResolvers<ContextType>;
  Application?: ApplicationResolvers<ContextType>;
  ApplicationActor?: ApplicationActorResolvers<ContextType>;
  ApplicationHistoryEntry?: ApplicationHistoryEntryResolvers<ContextType>;
  ApplicationPage?: ApplicationPageResolvers<ContextType>;
  ApplicationStatus?: ApplicationStatusResolvers;
  AssignedWork?: AssignedWorkResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryPage?: AuditEntryPageResolvers<ContextType>;
  AuditScholarship?: AuditScholarshipResolvers<ContextType>;
  AuditTarget?: AuditTargetResolvers<ContextType>;
  AuditTargetType?: AuditTargetTypeResolvers;
  BankStatementImport?: BankStatementImportResolvers<ContextType>;
  BankStatementPage?: BankStatementPageResolvers<ContextType>;
  BulkApplicationOutcome?: BulkApplicationOutcomeResolvers<ContextType>;
  BulkApplicationsResult?: BulkApplicationsResultResolvers<ContextType>;
  CardPaymentAttempt?: CardPaymentAttemptResolvers<ContextType>;
  CardPaymentAttemptStatus?: CardPaymentAttemptStatusResolvers;
  CardPaymentField?: CardPaymentFieldResolvers<ContextType>;
  CardPaymentForm?: CardPaymentFormResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ClosingScholarship?: ClosingScholarshipResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationKind?: ConversationKindResolvers;
  CorrectionItem?: CorrectionItemResolvers<ContextType>;
  CorrectionItemKind?: CorrectionItemKindResolvers;
  CorrectionRequest?: CorrectionRequestResolvers<ContextType>;
  CorrectionRequestStatus?: CorrectionRequestStatusResolvers;
  CountryUniversities?: CountryUniversitiesResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  DocumentKind?: DocumentKindResolvers;
  DocumentVerification?: DocumentVerificationResolvers<ContextType>;
  FailedMail?: FailedMailResolvers<ContextType>;
  FailedMailPage?: FailedMailPageResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FinanceRow?: FinanceRowResolvers<ContextType>;
  FinanceSummary?: FinanceSummaryResolvers<ContextType>;
  ImportBankStatementPayload?: ImportBankStatementPayloadResolvers<ContextType>;
  InternalNote?: InternalNoteResolvers<ContextType>;
  Language?: LanguageResolvers;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MailKind?: MailKindResolvers;
  Message?: MessageResolvers<ContextType>;
  MessageAttachment?: MessageAttachmentResolvers<ContextType>;
  MessageAuthor?: MessageAuthorResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  MessageSide?: MessageSideResolvers;
  MessageTemplate?: MessageTemplateResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NoteAuthor?: NoteAuthorResolvers<ContextType>;
  Pagination?: PaginationResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentDuplicate?: PaymentDuplicateResolvers<ContextType>;
  PaymentInstructions?: PaymentInstructionsResolvers<ContextType>;
  PaymentKind?: PaymentKindResolvers;
  PaymentMethod?: PaymentMethodResolvers;
  PaymentPage?: PaymentPageResolvers<ContextType>;
  PaymentSettings?: PaymentSettingsResolvers<ContextType>;
  PictureSource?: PictureSourceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegistrationReference?: RegistrationReferenceResolvers<ContextType>;
  Scholarship?: ScholarshipResolvers<ContextType>;
  ScholarshipFilterOptions?: ScholarshipFilterOptionsResolvers<ContextType>;
  ScholarshipPage?: ScholarshipPageResolvers<ContextType>;
  ScholarshipPicture?: ScholarshipPictureResolvers<ContextType>;
  ScholarshipStatus?: ScholarshipStatusResolvers;
  ScholarshipStatusChange?: ScholarshipStatusChangeResolvers;
  ScholarshipTextLanguages?: ScholarshipTextLanguagesResolvers<ContextType>;
  ScholarshipTranslation?: ScholarshipTranslationResolvers<ContextType>;
  ScholarshipTranslations?: ScholarshipTranslationsResolvers<ContextType>;
  SecondFactor?: SecondFactorResolvers<ContextType>;
  SecondFactorEnrolment?: SecondFactorEnrolmentResolvers<ContextType>;
  SecondFactors?: SecondFactorsResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SetUserApprovalPayload?: SetUserApprovalPayloadResolvers<ContextType>;
  SortOrder?: SortOrderResolvers;
  StatementLine?: StatementLineResolvers<ContextType>;
  StatementProblem?: StatementProblemResolvers<ContextType>;
  TokenPayload?: TokenPayloadResolvers<ContextType>;
  TotpEnrolment?: TotpEnrolmentResolvers<ContextType>;
  UnreadMessages?: UnreadMessagesResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserSortField?: UserSortFieldResolvers;
  Video?: VideoResolvers<ContextType>;
  WaitingAccount?: WaitingAccountResolvers<ContextType>;
  WaitingAccounts?: WaitingAccountsResolvers<ContextType>;
  WaitingApplication?: WaitingApplicationResolvers<ContextType>;
  WaitingApplications?: WaitingApplicationsResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
