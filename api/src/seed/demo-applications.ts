import type { ApplicationStatus } from '@bourses/common/statuses';
import type { AppContext } from '../context.ts';
import { casablancaToday } from '../scholarships/deadline.ts';
import { recordFile, withSavedFiles } from '../storage/stored-files.ts';
import { demoPdf } from './demo-pdf.ts';
import { conversationOf } from '#api/correspondence/conversation-store.ts';

/** The approved demo student (demo-users.ts) and the demo reviewer. */
const DEMO_STUDENT_EMAIL = 'etudiant@bourses.ma';
const DEMO_REVIEWER_EMAIL = 'agent@bourses.ma';

interface DemoStep {
  status: ApplicationStatus;
  feedback: string | null;
  by: 'student' | 'reviewer';
}

// One application in every state, each with the history that led there.
const DEMO_APPLICATIONS: DemoStep[][] = [
  [{ status: 'pending', feedback: null, by: 'student' }],
  [
    { status: 'pending', feedback: null, by: 'student' },
    { status: 'approved', feedback: 'Dossier complet, bonne chance !', by: 'reviewer' },
  ],
  [
    { status: 'pending', feedback: null, by: 'student' },
    {
      status: 'rejected',
      feedback: 'Le montant du reçu ne correspond pas aux frais de dossier.',
      by: 'reviewer',
    },
  ],
  [
    { status: 'pending', feedback: null, by: 'student' },
    { status: 'withdrawn', feedback: null, by: 'student' },
  ],
];

/**
 * Gives the approved demo student one application in every state (pending, approved, rejected,
 * withdrawn) on open demo scholarships. Runs after the demo users and scholarships; does nothing
 * once any application exists, or when the demo data is off.
 */
export async function seedDemoApplications(context: AppContext): Promise<number> {
  const { db, storage, clock, config } = context;
  if (!config.seedDemoData) return 0;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [DEMO_STUDENT_EMAIL, DEMO_REVIEWER_EMAIL])
    .execute();
  const student = users.find((user) => user.email === DEMO_STUDENT_EMAIL);
  const reviewer = users.find((user) => user.email === DEMO_REVIEWER_EMAIL);
  if (!student || !reviewer) return 0;
  // Once, on an empty table: a restart after staff deleted them never brings them back.
  const anyApplication = await db.selectFrom('applications').select('id').limit(1).executeTakeFirst();
  if (anyApplication) return 0;
  const scholarships = await db
    .selectFrom('scholarships')
    .select('id')
    .where('deadline', '>=', casablancaToday(clock.now()))
    .orderBy('deadline')
    .orderBy('id')
    .limit(DEMO_APPLICATIONS.length)
    .execute();

  for (const [index, scholarship] of scholarships.entries()) {
    const steps = DEMO_APPLICATIONS[index] ?? [];
    const last = steps.at(-1);
    if (!last) continue;
    const receipt = demoPdf(`Recu de paiement - demo ${index + 1}`, 'recu-paiement.pdf');
    await withSavedFiles(storage, [receipt], ([storageKey]) =>
      db.transaction().execute(async (trx) => {
        if (!storageKey) return;
        const file = await recordFile(trx, receipt, storageKey, student.id);
        const now = clock.now();
        const application = await trx
          .insertInto('applications')
          .values({
            scholarshipId: scholarship.id,
            userId: student.id,
            status: last.status,
            receiptFileId: file.id,
            feedback: last.feedback,
            rejectionReason: last.status === 'rejected' ? last.feedback : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await conversationOf(trx, { applicationId: application.id });
        await trx
          .insertInto('applicationHistory')
          .values(
            steps.map((step, position) => ({
              applicationId: application.id,
              status: step.status,
              feedback: step.feedback,
              actorId: step.by === 'student' ? student.id : reviewer.id,
              // A minute apart, so that the history reads in order.
              at: new Date(now.getTime() - (steps.length - 1 - position) * 60_000),
            })),
          )
          .execute();
      }),
    );
  }
  context.logger.info({ count: scholarships.length }, 'demo applications seeded');
  return scholarships.length;
}
