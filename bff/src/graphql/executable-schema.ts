import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applicationsResolvers } from '../applications/applications-resolvers.ts';
import { conversationsResolvers } from '../correspondence/conversations/conversations-resolvers.ts';
import { correctionsResolvers } from '../correspondence/corrections/corrections-resolvers.ts';
import { auditResolvers } from '../audit/audit-resolvers.ts';
import { caseworkResolvers } from '../casework/casework-resolvers.ts';
import { messageTemplatesResolvers } from '../correspondence/templates/message-templates-resolvers.ts';
import { dashboardResolvers } from '../dashboard/dashboard-resolvers.ts';
import { documentVerificationResolvers } from '../documents/verification/verification-resolvers.ts';
import { documentsResolvers } from '../documents/documents-resolvers.ts';
import { authResolvers } from '../iam/auth-resolvers.ts';
import { usersResolvers } from '../iam/users-resolvers.ts';
import { factorsResolvers } from '../iam/factors/factors-resolvers.ts';
import { sessionsResolvers } from '../iam/sessions/sessions-resolvers.ts';
import { mailResolvers } from '../mail/mail-resolvers.ts';
import { cardPaymentsResolvers } from '../payments/card/card-payments-resolvers.ts';
import { financeResolvers } from '../payments/finance/finance-resolvers.ts';
import { paymentsResolvers } from '../payments/payments-resolvers.ts';
import { paymentSettingsResolvers } from '../payments/settings/payment-settings-resolvers.ts';
import { statementsResolvers } from '../payments/statements/statements-resolvers.ts';
import { savedScholarshipsResolvers } from '../saved-scholarships/saved-scholarships-resolvers.ts';
import { scholarshipsResolvers } from '../scholarships/scholarships-resolvers.ts';
import { moneyResolvers } from './money.ts';
import { scalarResolvers } from './scalars.ts';

/** The repository's one contract, read from the root. */
export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../../schema.graphql');

/** schema.graphql with every domain's resolvers. */
export function createExecutableSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers: [
      scalarResolvers,
      moneyResolvers,
      authResolvers,
      usersResolvers,
      factorsResolvers,
      sessionsResolvers,
      scholarshipsResolvers,
      savedScholarshipsResolvers,
      applicationsResolvers,
      conversationsResolvers,
      correctionsResolvers,
      caseworkResolvers,
      dashboardResolvers,
      mailResolvers,
      auditResolvers,
      paymentSettingsResolvers,
      paymentsResolvers,
      cardPaymentsResolvers,
      financeResolvers,
      statementsResolvers,
      messageTemplatesResolvers,
      documentVerificationResolvers,
      documentsResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
