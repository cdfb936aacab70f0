import type { Insertable } from 'kysely';
import type { AppContext } from '../context.ts';
import type { UsersTable } from '../db/schema.ts';
import { isUniqueViolation } from '../iam/register/unique-violation.ts';
import { hashPassword } from '../iam/password.ts';
import { findUserByEmail } from '../iam/users/users-queries.ts';
import { recordFile, withSavedFiles } from '../storage/stored-files.ts';
import { demoPdf } from './demo-pdf.ts';
import { approvedAtCreation } from '../iam/users/approved-at-creation.ts';
import { openPayment, registrationFee } from '../payments/open-payment.ts';
import { conversationOf } from '#api/correspondence/conversation-store.ts';

/** The demo students' password (README). */
export const DEMO_STUDENT_PASSWORD = 'Student123!';
export const DEMO_AGENT = { email: 'agent@bourses.ma', password: 'Agent123!' };

type DemoAccount = Omit<Insertable<UsersTable>, 'passwordHash'>;

// One student in every state an account can be in, in each of the three languages.
const DEMO_STUDENTS: DemoAccount[] = [
  {
    email: 'etudiant.nonverifie@bourses.ma',
    firstName: 'Yasmine',
    lastName: 'Alaoui',
    phoneNumber: '+212612345678',
    role: 'CLIENT',
    language: 'fr',
    isVerified: false,
    approvalStatus: 'PENDING',
  },
  {
    email: 'etudiant.attente@bourses.ma',
    firstName: 'Omar',
    lastName: 'Benjelloun',
    phoneNumber: '+212661234567',
    role: 'CLIENT',
    language: 'ar',
    isVerified: true,
    approvalStatus: 'PENDING',
  },
  {
    email: 'etudiant@bourses.ma',
    firstName: 'Salma',
    lastName: 'Idrissi',
    phoneNumber: '+212700112233',
    role: 'CLIENT',
    language: 'fr',
    isVerified: true,
    approvalStatus: 'APPROVED',
  },
  {
    email: 'etudiant.refuse@bourses.ma',
    firstName: 'Karim',
    lastName: 'Tazi',
    phoneNumber: '+212522334455',
    role: 'CLIENT',
    language: 'en',
    isVerified: true,
    approvalStatus: 'REJECTED',
    rejectionReason: 'Le reçu de paiement est illisible : merci d’envoyer un scan net.',
  },
];

/** Creates one demo student with its two documents, unless the address is taken. */
async function seedStudent({ db, storage, clock }: AppContext, account: DemoAccount, passwordHash: string) {
  if (await findUserByEmail(db, account.email)) return;
  const now = clock.now();
  const name = `${account.firstName} ${account.lastName}`;
  const documents = [
    demoPdf(`Recu de paiement - ${name} (demo)`, 'recu-paiement.pdf'),
    demoPdf(`Contrat de service - ${name} (demo)`, 'contrat-service.pdf'),
  ];
  try {
    await withSavedFiles(storage, documents, ([receiptKey, contractKey]) =>
      db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            ...account,
            passwordHash,
            verifiedAt: account.isVerified ? now : null,
            approvalDate: account.approvalStatus === 'APPROVED' ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const [receipt, contract] = documents;
        if (!receipt || !contract || !receiptKey || !contractKey) return;
        const receiptRow = await recordFile(trx, receipt, receiptKey, user.id);
        const contractRow = await recordFile(trx, contract, contractKey, user.id);
        await trx
          .updateTable('users')
          .set({ paymentReceiptFileId: receiptRow.id, serviceContractFileId: contractRow.id })
          .where('id', '=', user.id)
          .execute();
        // As a registration does: the account's conversation with the staff (docs/product-rules.md).
        await conversationOf(trx, { userId: user.id });
        // As a registration does: the receipt pays the registration's fee (docs/payments.md).
        await openPayment(
          trx,
          { kind: 'registration', userId: user.id, applicationId: null, scholarshipId: null, amountDueCentimes: await registrationFee(trx) },
          now,
        );
      }),
    );
  } catch (error) {
    // Another instance seeded the same student meanwhile: nothing left to do.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Demo students in every approval state and a demo agent (embedded default only); idempotent. */
export async function seedDemoUsers(context: AppContext): Promise<void> {
  if (!context.config.seedDemoData) return;
  const studentHash = await hashPassword(DEMO_STUDENT_PASSWORD);
  for (const student of DEMO_STUDENTS) await seedStudent(context, student, studentHash);
  if (await findUserByEmail(context.db, DEMO_AGENT.email)) return;
  const now = context.clock.now();
  await context.db
    .insertInto('users')
    .values({
      email: DEMO_AGENT.email,
      passwordHash: await hashPassword(DEMO_AGENT.password),
      firstName: 'Youssef',
      lastName: 'Agent',
      phoneNumber: '+212537001122',
      role: 'AGENT',
      language: 'fr',
      ...approvedAtCreation(now),
    })
    .execute()
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
}
