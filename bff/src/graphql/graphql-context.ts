import type { Language } from '@bourses/common/languages';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-cache.ts';
import type { ApplicationsClient } from '../applications/applications-client.ts';
import type { CorrectionsClient } from '../correspondence/corrections/corrections-client.ts';
import type { DocumentVerificationClient } from '../documents/verification/verification-client.ts';
import type { DocumentsClient } from '../documents/documents-client.ts';
import type { AuditClient } from '../audit/audit-client.ts';
import type { IamClient } from '../iam/iam-client.ts';
import type { FactorsClient } from '../iam/factors/factors-client.ts';
import type { SessionsClient } from '../iam/sessions/sessions-client.ts';
import type { CardPaymentsClient } from '../payments/card/card-payments-client.ts';
import type { PaymentsClient } from '../payments/payments-client.ts';
import type { PaymentSettingsClient } from '../payments/settings/payment-settings-client.ts';
import type { StatementsClient } from '../payments/statements/statements-client.ts';
import type { Viewer } from '../rest/viewer.ts';
import type { SavedScholarshipsClient } from '../saved-scholarships/saved-scholarships-client.ts';
import type { ScholarshipsClient } from '../scholarships/scholarships-client.ts';
import type { Loaders } from './loaders.ts';
import type { ConversationsClient } from '../correspondence/conversations/conversations-client.ts';
import type { MessageTemplatesClient } from '../correspondence/templates/message-templates-client.ts';

/** What every resolver receives: one per GraphQL request. */
export interface GraphQLContext {
  /** The api's services, called with the caller's bearer token and Accept-Language. */
  iam: IamClient;
  /** Second factors: a sign-in's second step, the caller's factors, the ADMIN's reset. */
  factors: FactorsClient;
  /** The caller's sessions and re-authentication. */
  sessions: SessionsClient;
  scholarships: ScholarshipsClient;
  applications: ApplicationsClient;
  /** Correction requests on applications and accounts. */
  corrections: CorrectionsClient;
  savedScholarships: SavedScholarshipsClient;
  audit: AuditClient;
  paymentSettings: PaymentSettingsClient;
  payments: PaymentsClient;
  /** Card payments at CMI: the form to post, an attempt for the pages CMI sends the student back to. */
  cardPayments: CardPaymentsClient;
  statements: StatementsClient;
  /** The staff's saved replies. */
  messageTemplates: MessageTemplatesClient;
  /** Conversations between students and the staff, and their messages. */
  conversations: ConversationsClient;
  /** Official documents: the student's own, an application's, one by id. */
  documents: DocumentsClient;
  /** The public check of an official document's verification code. */
  documentVerification: DocumentVerificationClient;
  /** Per-request batching and caching of upstream reads. */
  loaders: Loaders;
  /** Who the token says the caller is (decoded, not verified: the api verifies), or null. */
  viewer: Viewer | null;
  /** The caller's language (Accept-Language), for scholarship content when none is asked. */
  language: Language;
  /** Told when staff change a scholarship: cached catalogue answers are dropped. */
  catalogue: CatalogueChanges;
  /** Marks this request's answer as one to replay to the next visitors for `maxAgeSeconds` (answer-replay.ts). */
  replayable?: (maxAgeSeconds: number) => void;
}
