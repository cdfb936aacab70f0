// npm run bench:approve [-- --runs 5 --accounts 200]
// Approves batches of pending students at once over HTTP (the staff console's batch decision) and
// prints how long each answer took and how long the worker took to hand every decision mail to a
// real SMTP peer. Embedded PGlite by default; a fresh database on the PostgreSQL server of
// DATABASE_URL (or TEST_DATABASE_URL) when one is set. Goal: the answer under a second for 200.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hashPassword } from '../src/iam/password.ts';
import { startSession } from '../src/iam/session/session-tokens.ts';
import { startSmtpPeer } from '../test/smtp-peer.ts';
import { benchDatabase, out, serverUrlFromEnv, startBenchApi } from './bench-api.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    accounts: { type: 'string', default: '200' },
  },
});
const RUNS = Number(values.runs);
const ACCOUNTS = Number(values.accounts);
const GOAL_MS = 1000;

async function waitFor(done: () => boolean, limitMs: number): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

async function main(): Promise<void> {
  // A fresh database on the server when one is set, else the embedded PGlite.
  const serverUrl = serverUrlFromEnv();
  const server = serverUrl ? await benchDatabase(serverUrl) : undefined;
  const smtp = await startSmtpPeer();
  const { context, baseUrl, close } = await startBenchApi(server?.url, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // One admin decides every run: room for all of them in the staff member's hourly mail budget.
    STAFF_MAILS_PER_ACTOR_PER_HOUR: String(RUNS * ACCOUNTS),
  });
  await context.jobs.startWorkers();

  try {
    const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
    const person = (role: 'ADMIN' | 'CLIENT', email: string) => ({
      email,
      passwordHash,
      firstName: 'Amina',
      lastName: 'Bench',
      phoneNumber: '+212612345678',
      role,
      approvalStatus: role === 'ADMIN' ? ('APPROVED' as const) : ('PENDING' as const),
      isVerified: true,
      verifiedAt: new Date(),
      language: 'fr' as const,
    });
    const admin = await context.db
      .insertInto('users')
      .values(person('ADMIN', 'admin@bench.ma'))
      .returningAll()
      .executeTakeFirstOrThrow();
    const { accessToken } = await startSession(context, admin, { address: '127.0.0.1', userAgent: undefined });

    out(`Database: ${server ? 'PostgreSQL (fresh database)' : 'embedded PGlite'}; ${RUNS} runs of ${ACCOUNTS} accounts.`);
    out(`${'run'.padEnd(5)} ${'answer (ms)'.padStart(12)} ${'all mails sent (ms)'.padStart(20)}`);
    const answers: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const students = await context.db
        .insertInto('users')
        .values(Array.from({ length: ACCOUNTS }, (_, i) => person('CLIENT', `student-${run}-${i}@bench.ma`)))
        .returning('id')
        .execute();
      const mailsBefore = smtp.received.length;
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/iam/users/approval`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ userIds: students.map((student) => student.id), approvalStatus: 'APPROVED' }),
      });
      await res.arrayBuffer();
      const answered = performance.now() - started;
      if (!res.ok) throw new Error(`The approval answered ${res.status}`);
      const delivered = await waitFor(() => smtp.received.length - mailsBefore >= ACCOUNTS, 120_000);
      const sent = performance.now() - started;
      answers.push(answered);
      out(
        `${String(run).padEnd(5)} ${answered.toFixed(0).padStart(12)} ${(delivered ? sent.toFixed(0) : 'not all in 2 min').padStart(20)}`,
      );
    }
    const median = [...answers].sort((a, b) => a - b)[Math.floor(answers.length / 2)] ?? Number.NaN;
    out(
      `\nApproving ${ACCOUNTS} accounts at once: median answer ${median.toFixed(0)} ms (goal < ${GOAL_MS} ms: ${median < GOAL_MS ? 'met' : 'NOT met'}).`,
    );
  } finally {
    await close();
    await smtp.close();
    await server?.drop();
  }
}

await main();
