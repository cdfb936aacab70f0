import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply } from '../factories/applications.ts';
import { openPaymentAt } from '../factories/payment-dates.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// GET /api/payments/export (docs/payments.md, "Finance view"): the staff payments list as CSV or
// XLSX through the export column records, with the list's filters, audited.

let api: TestApi;
let agent: TestUser;
let admin: TestUser;
let eiffelId: number;
let verifiedReference: string;
let refusedReference: string;
let otherReference: string;

async function paymentOf(applicationId: number) {
  return api.context.db
    .selectFrom('payments')
    .select(['id', 'reference'])
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
  admin = await createAdmin(api);
  eiffelId = (
    await createScholarship(
      api,
      { applicationFeeCentimes: 25_050 },
      { fr: { title: 'Bourse Eiffel' }, ar: { title: 'منحة إيفل' }, en: { title: 'Eiffel scholarship' } },
    )
  ).id;
  const other = await createScholarship(api, { applicationFeeCentimes: 10_000 }, { fr: { title: 'Bourse Ibn Sina' } });
  const salma = await createUser(api, { firstName: 'سلمى', lastName: 'العلوي', email: 'salma.alaoui@example.ma' });
  const formula = await createUser(api, { firstName: '=HYPERLINK("http://evil")', lastName: 'Test', email: 'formula@example.ma' });

  const verified = await paymentOf((await apply(api, salma, eiffelId).expect(201)).body.data.id);
  const refused = await paymentOf((await apply(api, formula, eiffelId).expect(201)).body.data.id);
  const elsewhere = await paymentOf((await apply(api, salma, other.id).expect(201)).body.data.id);
  await api.http
    .post(`/api/payments/${verified.id}/verify`)
    .set(agent.auth)
    .send({ amountReceived: { amount: 250.5 }, paidOn: '2026-01-05' })
    .expect(200);
  await api.http.post(`/api/payments/${refused.id}/refuse`).set(agent.auth).send({ reason: 'Reçu illisible' }).expect(200);
  // One receipt file for all three flagged them as duplicates: only one stays flagged here.
  await api.context.db.updateTable('payments').set({ flagged: false }).execute();
  await api.context.db.updateTable('payments').set({ flagged: true }).where('id', '=', elsewhere.id).execute();
  // Opened in a known order, the refused one last (the export is newest first, as the list).
  for (const [id, instant] of [
    [verified.id, '2026-01-10T09:00:00Z'],
    [refused.id, '2026-01-12T09:00:00Z'],
    [elsewhere.id, '2026-01-11T09:00:00Z'],
  ] as const) {
    await openPaymentAt(api, id, instant);
  }
  [verifiedReference, refusedReference, otherReference] = [verified.reference, refused.reference, elsewhere.reference];
});
afterAll(() => api.close());

/** GETs the export, collecting the body as bytes whatever its type. */
function download(query: Record<string, string>, auth: { Authorization: string } = agent.auth) {
  return api.http
    .get('/api/payments/export')
    .query(query)
    .set(auth)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

const bytes = (res: Response): Buffer => res.body;

/** The CSV's rows as a spreadsheet splits them on `separator` (RFC 4180 quoting), the BOM left out. */
function csvRows(res: Response, separator: ',' | ';'): string[][] {
  const text = bytes(res).toString('utf8').replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (quoted && char === '"' && text.charAt(index + 1) === '"') {
      cell += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === separator) {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text.charAt(index + 1) === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return rows;
}

async function sheetRows(res: Response): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes(res)]));
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const lastExport = () =>
  api.context.db.selectFrom('auditLog').selectAll().where('targetType', '=', 'export').orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('GET /api/payments/export', () => {
  it('answers the payments of a scholarship as French CSV, newest first, words in French and formulas neutralised', async () => {
    const res = await download({ format: 'csv', scholarshipId: String(eiffelId) }).set('Accept-Language', 'fr').expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''payments-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(bytes(res).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvRows(res, ';');
    expect(header).toEqual([
      'Référence',
      'Type',
      'Étudiant',
      'E-mail',
      'Bourse',
      'Montant dû (MAD)',
      'Montant reçu (MAD)',
      'Statut',
      'Signalé',
      'Payé le',
      'Moyen de paiement',
      'Transaction CMI',
      'Vérifié le',
      'Créé le',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.slice(0, 10)).toEqual([
      refusedReference,
      'Candidature',
      `'=HYPERLINK("http://evil") Test`,
      'formula@example.ma',
      'Bourse Eiffel',
      '250.5',
      '',
      'Reçu refusé',
      'Non',
      '',
    ]);
    expect(rows[0]?.slice(10, 12)).toEqual(['', '']);
    expect(rows[0]?.[13]).toBe('2026-01-12 10:00');
    expect(rows[1]?.slice(0, 10)).toEqual([
      verifiedReference,
      'Candidature',
      'سلمى العلوي',
      'salma.alaoui@example.ma',
      'Bourse Eiffel',
      '250.5',
      '250.5',
      'Paiement reçu',
      'Non',
      '2026-01-05',
    ]);
    expect(rows[1]?.slice(10, 12)).toEqual(['Virement', '']);
    expect(rows[1]?.[12]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('writes the headers and the words in Arabic', async () => {
    const res = await download({ format: 'csv', status: 'VERIFIED' }).set('Accept-Language', 'ar').expect(200);

    const [header, ...rows] = csvRows(res, ';');
    expect(header).toEqual([
      'المرجع',
      'النوع',
      'الطالب',
      'البريد الإلكتروني',
      'المنحة',
      'المبلغ المستحق (MAD)',
      'المبلغ المتوصل به (MAD)',
      'الحالة',
      'مُعلَّم',
      'تاريخ الأداء',
      'وسيلة الأداء',
      'معاملة CMI',
      'تاريخ التحقق',
      'تاريخ الإنشاء',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[4], row[7], row[8]])).toEqual([
      [verifiedReference, 'الترشيح', 'منحة إيفل', 'تم التوصل بالأداء', 'لا'],
    ]);
  });

  it('applies the list’s filters: status, kind, flagged, search and days', async () => {
    const references = async (query: Record<string, string>) =>
      csvRows(await download({ format: 'csv', ...query }).set('Accept-Language', 'en').expect(200), ',')
        .slice(1)
        .map((row) => row[0]);

    expect(await references({ status: 'REFUSED' })).toEqual([refusedReference]);
    expect(await references({ flagged: 'true' })).toEqual([otherReference]);
    expect(await references({ kind: 'registration' })).toEqual([]);
    expect(await references({ search: 'salma.alaoui' })).toEqual([otherReference, verifiedReference]);
    expect(await references({ from: '2026-01-11', to: '2026-01-11' })).toEqual([otherReference]);
  });

  it('answers XLSX that a spreadsheet reads back, amounts as numbers, in Arabic right to left', async () => {
    const res = await download({ format: 'xlsx', scholarshipId: String(eiffelId) }, admin.auth).set('Accept-Language', 'ar').expect(200);

    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [header, ...rows] = await sheetRows(res);
    expect(header?.slice(0, 3)).toEqual(['المرجع', 'النوع', 'الطالب']);
    expect(rows).toHaveLength(2);
    // Text stays text: the formula is never run.
    expect(rows[0]?.slice(0, 3)).toEqual([refusedReference, 'الترشيح', '=HYPERLINK("http://evil") Test']);
    expect(rows[1]?.slice(4, 8)).toEqual(['منحة إيفل', 250.5, 250.5, 'تم التوصل بالأداء']);
  });

  it('records the export in the audit log with its filters and row count', async () => {
    await download({ format: 'csv', scholarshipId: String(eiffelId), status: 'REFUSED' }).expect(200);

    expect(await lastExport()).toMatchObject({
      actorId: agent.user.id,
      action: 'export.payments',
      changes: { format: 'csv', rows: 1, filters: { scholarshipId: eiffelId, status: 'REFUSED' } },
    });
  });

  it('refuses an unknown format or filter, students and visitors', async () => {
    const student = await createUser(api);

    await api.http.get('/api/payments/export').query({ format: 'pdf' }).set(agent.auth).expect(400);
    await api.http.get('/api/payments/export').query({ format: 'csv', status: 'PAID' }).set(agent.auth).expect(400);
    await api.http.get('/api/payments/export').query({ format: 'csv' }).set(student.auth).expect(403);
    await api.http.get('/api/payments/export').query({ format: 'csv' }).expect(401);
  });
});
