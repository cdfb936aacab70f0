// npm run bench:statements [-- --lines 50000 --matching 15000 --runs 3]
// Imports a bank statement of `--lines` credits over HTTP as staff upload it (POST
// /api/payments/statements, a French `;` Windows-1252 CSV with amounts written `1 250,00`):
// `--matching` lines pay payments created beforehand in bulk with SQL, 500 others name a payment
// with another amount and 500 one verified already, the rest name no payment. Each run imports a
// new statement on the same database (new fingerprints, new payments), then the last file is
// imported again (every line already imported). Embedded PGlite by default; a fresh database on
// the PostgreSQL server of DATABASE_URL (or TEST_DATABASE_URL) when one is set. Goal: 50,000
// lines within 10 s (docs/performance.md, "Bank statement import").
import { parseArgs } from 'node:util';
import iconv from 'iconv-lite';
import { sql } from 'kysely';
import { paymentReference } from '@bourses/common/payment-reference';
import type { AppContext } from '../src/context.ts';
import { benchAdminToken, benchDatabase, out, serverUrlFromEnv, startBenchApi } from './bench-api.ts';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '50000' },
    matching: { type: 'string', default: '15000' },
    runs: { type: 'string', default: '3' },
  },
});
const LINES = Number(values.lines);
const MATCHING = Number(values.matching);
const RUNS = Number(values.runs);
const MISMATCHED = 500;
const ALREADY_VERIFIED = 500;
const GOAL_MS = 10_000;
const FEES = [15_000, 25_000, 50_000, 125_000];

interface BenchPayment {
  reference: string;
  amountCentimes: number;
}

/** Students and their application fees, in a few statements: the payments a season's statement pays. */
async function createPayments(context: AppContext, count: number, run: number): Promise<BenchPayment[]> {
  const students = await sql<{ id: string }>`
    insert into users (email, password_hash, first_name, last_name, phone_number, role, approval_status, is_verified, language)
    select 'statement-' || ${run} || '-' || i || '@bench.ma', 'x', 'Salma', 'Bennani ' || i, '+212612345678',
      'CLIENT', 'APPROVED', true, case when i % 3 = 0 then 'ar' else 'fr' end
    from generate_series(1, ${count}) as i
    returning id`.execute(context.db);
  const numbers = await sql<{ number: string }>`
    select nextval('payment_reference_numbers')::text as "number" from generate_series(1, ${count})`.execute(
    context.db,
  );
  const payments = numbers.rows.map((row, index) => ({
    reference: paymentReference(Number(row.number)),
    amountCentimes: FEES[index % FEES.length] ?? 0,
  }));
  await sql`
    insert into payments (reference, kind, user_id, amount_due_centimes, status)
    select p.reference, 'registration', p.user_id, p.amount, 'RECEIPT_SUBMITTED'
    from unnest(${sql.val(payments.map((payment) => payment.reference))}::text[],
      ${sql.val(students.rows.map((student) => student.id))}::uuid[],
      ${sql.val(payments.map((payment) => payment.amountCentimes))}::integer[]) as p(reference, user_id, amount)`.execute(
    context.db,
  );
  return payments;
}

const frenchAmount = (centimes: number) =>
  `${Math.floor(centimes / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${String(centimes % 100).padStart(2, '0')}`;

/** The statement as a Moroccan bank exports it, its lines in a shuffled but fixed order. */
function statementCsv(payments: readonly BenchPayment[], run: number): Buffer {
  const rows = ['Date opération;Date valeur;Libellé;Débit;Crédit'];
  for (let index = 0; index < LINES; index += 1) {
    const day = `${String(1 + (index % 28)).padStart(2, '0')}/0${1 + (run % 9)}/2025`;
    const payment = payments[index];
    let label: string;
    let amount: number;
    if (payment !== undefined && index < MATCHING)
      [label, amount] = [`VIR RECU ETUDIANT REF ${payment.reference} BOURSE`, payment.amountCentimes];
    else if (payment !== undefined && index < MATCHING + MISMATCHED)
      [label, amount] = [`VIR ${payment.reference}`, payment.amountCentimes + 100];
    else if (payment !== undefined)
      [label, amount] = [`VERSEMENT CASHPLUS ${payment.reference}`, payment.amountCentimes];
    else [label, amount] = [`VIR RECU CLIENT ${run}-${index} LOYER`, 10_000 + (index % 900) * 100];
    rows.push(`${day};${day};${label};;${frenchAmount(amount)}`);
  }
  return iconv.encode(`${rows.join('\r\n')}\r\n`, 'win1252');
}

async function postStatement(baseUrl: string, token: string, file: Buffer) {
  const form = new FormData();
  form.set('bank', 'Banque Populaire');
  form.set('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'releve.csv');
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/payments/statements`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' },
    body: form,
  });
  const body: unknown = await res.json();
  const milliseconds = performance.now() - started;
  if (res.status !== 201) throw new Error(`The import answered ${res.status}: ${JSON.stringify(body)}`);
  const statement: Record<string, number> = Reflect.get(Reflect.get(Object(body), 'data'), 'statement');
  return { milliseconds, statement };
}

async function main(): Promise<void> {
  const serverUrl = serverUrlFromEnv();
  const server = serverUrl ? await benchDatabase(serverUrl) : undefined;
  const { context, baseUrl, close } = await startBenchApi(server?.url);
  try {
    const token = await benchAdminToken(context);
    out(
      `Database: ${server ? 'PostgreSQL (fresh database)' : 'embedded PGlite'}; ${RUNS} statements of ${LINES.toLocaleString('en-US')} lines.`,
    );
    out();
    out(
      '| run | lines | matched | mismatch | already verified | unmatched | already imported | file | import (ms) | lines/s |',
    );
    out('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const times: number[] = [];
    let file: Buffer = Buffer.alloc(0);
    const row = (run: string, statement: Record<string, number>, milliseconds: number) =>
      out(
        `| ${run} | ${statement.lineCount} | ${statement.matchedCount} | ${statement.mismatchCount} | ${statement.alreadyVerifiedCount} | ${statement.unmatchedCount} | ${statement.alreadyImportedCount} | ${(file.length / 1024 / 1024).toFixed(1)} MB | ${milliseconds.toFixed(0)} | ${Math.round((LINES / milliseconds) * 1000).toLocaleString('en-US')} |`,
      );
    for (let run = 1; run <= RUNS; run += 1) {
      const payments = await createPayments(context, MATCHING + MISMATCHED + ALREADY_VERIFIED, run);
      const verified = payments.slice(MATCHING + MISMATCHED).map((payment) => payment.reference);
      await sql`update payments set status = 'VERIFIED' where reference = any(${sql.val(verified)}::text[])`.execute(
        context.db,
      );
      file = statementCsv(payments, run);
      const { milliseconds, statement } = await postStatement(baseUrl, token, file);
      times.push(milliseconds);
      row(String(run), statement, milliseconds);
    }
    const again = await postStatement(baseUrl, token, file);
    row('same file again', again.statement, again.milliseconds);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
    out();
    out(
      `Importing a ${LINES.toLocaleString('en-US')}-line statement: median ${median.toFixed(0)} ms, ${Math.round((LINES / median) * 1000).toLocaleString('en-US')} lines/s (goal < ${GOAL_MS} ms: ${median < GOAL_MS ? 'met' : 'NOT met'}).`,
    );
  } finally {
    await close();
    await server?.drop();
  }
}

await main();
