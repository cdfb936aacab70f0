import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
let scholarshipId: number;
let arabicStudent: TestUser;
let formulaStudent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  agent = await createAgent(api);
  scholarshipId = (
    await createScholarship(
      api,
      { applicationFeeCentimes: 25_050, country: 'MA' },
      { fr: { title: 'Bourse Eiffel' }, ar: { title: 'منحة إيفل' }, en: { title: 'Eiffel scholarship' } },
    )
  ).id;
  arabicStudent = await createUser(api, { firstName: 'سلمى', lastName: 'العلوي', email: 'salma.alaoui@example.ma' });
  formulaStudent = await createUser(api, { firstName: '=HYPERLINK("http://evil")', lastName: 'Test', email: 'formula@example.ma' });
  await createApplication(api, { student: arabicStudent, scholarshipId });
  await createApplication(api, { student: formulaStudent, scholarshipId, status: 'rejected' });
  // Elsewhere: must not be in an export filtered by scholarship.
  await createApplication(api);
});
afterAll(() => api.close());

/** GETs an export, collecting the body as bytes whatever its type. */
function download(path: string, query: Record<string, string>, auth?: { Authorization: string }) {
  const request = api.http
    .get(path)
    .query(query)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  return auth ? request.set(auth) : request;
}

const bytes = (res: Response): Buffer => res.body;
const csvLines = (res: Response) => bytes(res).toString('utf8').split('\r\n').filter(Boolean);

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

describe('GET /api/admin/applications/export', () => {
  it('answers the filtered list as UTF-8 CSV with a BOM, in French separated by semicolons, formulas neutralised', async () => {
    const res = await download(
      '/api/admin/applications/export',
      { format: 'csv', scholarshipId: String(scholarshipId) },
      agent.auth,
    )
      .set('Accept-Language', 'fr')
      .expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''applications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(bytes(res).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // Excel in French splits a line on ';' only: with commas, each row landed in one cell.
    const [header, ...rows] = csvRows(res, ';');
    expect(header).toEqual([
      'N°',
      'Statut',
      'Prénom',
      'Nom',
      'E-mail',
      'Téléphone',
      'N° de bourse',
      'Bourse',
      'Pays',
      'Université',
      'Frais de candidature (MAD)',
      'Commentaire',
      'Déposée le',
      'Modifiée le',
    ]);
    expect(rows).toHaveLength(2);
    // Newest first: the rejected one was applied to last.
    expect(rows[0]?.slice(1, 5)).toEqual(['Refusée', `'=HYPERLINK("http://evil")`, 'Test', 'formula@example.ma']);
    expect(rows[1]?.slice(1, 6)).toEqual(['En attente', 'سلمى', 'العلوي', 'salma.alaoui@example.ma', '+212612345678']);
    // The country by its French name, not its ISO code.
    expect(rows[1]?.slice(7, 11)).toEqual(['Bourse Eiffel', 'Maroc', 'Université Paris-Saclay', '250.5']);
  });

  it.each([
    { language: 'ar', separator: ';', header: ['الرقم', 'الحالة', 'الاسم الشخصي'], scholarship: ['منحة إيفل', 'المغرب'] },
    { language: 'en', separator: ',', header: ['No.', 'Status', 'First name'], scholarship: ['Eiffel scholarship', 'Morocco'] },
  ] as const)('separates the CSV with $separator in $language and names the country in it', async (expected) => {
    const { language, separator, header, scholarship } = expected;
    const res = await download(
      '/api/admin/applications/export',
      { format: 'csv', scholarshipId: String(scholarshipId) },
      agent.auth,
    )
      .set('Accept-Language', language)
      .expect(200);

    const [headerRow, ...rows] = csvRows(res, separator);
    expect(headerRow?.slice(0, 3)).toEqual(header);
    expect(headerRow).toHaveLength(14);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(7, 9)).toEqual(scholarship);
  });

  it('takes the language the export asks for over the browser’s', async () => {
    const res = await download(
      '/api/admin/applications/export',
      { format: 'csv', scholarshipId: String(scholarshipId), language: 'ar' },
      agent.auth,
    )
      .set('Accept-Language', 'en')
      .expect(200);

    const [header, , applied] = csvRows(res, ';');
    expect(header?.[8]).toBe('البلد');
    expect(applied?.[8]).toBe('المغرب');
  });

  it('applies the status and search filters of the list', async () => {
    const res = await download(
      '/api/admin/applications/export',
      { format: 'csv', status: 'pending', search: 'salma.alaoui' },
      agent.auth,
    ).expect(200);

    const [, ...rows] = csvLines(res);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('salma.alaoui@example.ma');
  });

  it('applies the assignment filter of the list: what is assigned to the caller', async () => {
    // On a scholarship of its own: the other tests count the rows of theirs.
    const mine = await createApplication(api);
    await api.http
      .put(`/api/scholarships/applications/${mine.id}/assignee`)
      .set(agent.auth)
      .send({ assigneeId: agent.user.id })
      .expect(200);

    const res = await download('/api/admin/applications/export', { format: 'csv', assignee: 'me' }, agent.auth).expect(200);
    const [, ...rows] = csvLines(res);
    const [byAdmin] = csvLines(
      await download('/api/admin/applications/export', { format: 'csv', assignee: 'me' }, admin.auth).expect(200),
    ).slice(1);

    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(mine.student.user.email);
    expect(byAdmin).toBeUndefined();
  });

  it('answers XLSX that a spreadsheet reads back, in Arabic right to left with Arabic names intact', async () => {
    const res = await download(
      '/api/admin/applications/export',
      { format: 'xlsx', scholarshipId: String(scholarshipId) },
      admin.auth,
    )
      .set('Accept-Language', 'ar')
      .expect(200);

    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="?applications-\d{4}-\d{2}-\d{2}\.xlsx"?/);
    const [header, ...rows] = await sheetRows(res);
    expect(header?.slice(0, 4)).toEqual(['الرقم', 'الحالة', 'الاسم الشخصي', 'الاسم العائلي']);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.slice(1, 3)).toEqual(['مرفوض', '=HYPERLINK("http://evil")']);
    expect(rows[1]?.slice(1, 5)).toEqual(['قيد الانتظار', 'سلمى', 'العلوي', 'salma.alaoui@example.ma']);
    expect(rows[1]?.[7]).toBe('منحة إيفل');
    // The fee is a number a spreadsheet sums, under a header naming its currency.
    expect([header?.[10], rows[1]?.[10]]).toEqual(['رسوم الترشيح (MAD)', 250.5]);
  });

  it('records the export in the audit log with its filters and row count', async () => {
    await download('/api/admin/applications/export', { format: 'csv', scholarshipId: String(scholarshipId) }, agent.auth).expect(200);

    expect(await lastExport()).toMatchObject({
      actorId: agent.user.id,
      action: 'export.applications',
      changes: { format: 'csv', rows: 2, filters: { scholarshipId } },
    });
  });

  it('refuses an unknown format, students and visitors', async () => {
    const student = await createUser(api);

    await api.http.get('/api/admin/applications/export').query({ format: 'pdf' }).set(agent.auth).expect(400);
    await api.http.get('/api/admin/applications/export').query({ format: 'csv' }).set(student.auth).expect(403);
    await api.http.get('/api/admin/applications/export').query({ format: 'csv' }).expect(401);
  });
});

describe('GET /api/admin/accounts/export', () => {
  it('answers the filtered accounts, never a password hash, and records the export', async () => {
    const res = await download(
      '/api/admin/accounts/export',
      { format: 'csv', search: 'salma.alaoui', role_id: 'CLIENT' },
      agent.auth,
    )
      .set('Accept-Language', 'en')
      .expect(200);

    const [header, ...rows] = csvLines(res);
    expect(header).toContain('Id,First name,Last name,E-mail,Phone,Role,E-mail verified,Approval');
    expect(rows).toEqual([expect.stringContaining(`${arabicStudent.user.id},سلمى,العلوي,salma.alaoui@example.ma,+212612345678,Student,Yes,Approved,`)]);
    expect(bytes(res).toString('utf8')).not.toContain('$argon2');
    expect(await lastExport()).toMatchObject({
      action: 'export.accounts',
      changes: { format: 'csv', rows: 1, filters: { role: 'CLIENT', search: 'salma.alaoui' } },
    });
  });

  it('reads past one chunk of rows, every account once', async () => {
    const marker = `chunk${Date.now()}`;
    await api.context.db
      .insertInto('users')
      .values(
        Array.from({ length: 5005 }, (_, index) => ({
          email: `${marker}-${index}@example.ma`,
          passwordHash: 'x',
          firstName: 'Nadia',
          lastName: `Chunk ${index}`,
          phoneNumber: '+212612345678',
          role: 'CLIENT' as const,
          approvalStatus: 'PENDING' as const,
          isVerified: true,
          language: 'fr' as const,
          // Several accounts share each instant: the keyset must still keep them apart.
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 10))),
        })),
      )
      .execute();

    const res = await download('/api/admin/accounts/export', { format: 'xlsx', search: marker }, admin.auth).expect(200);

    const [, ...rows] = await sheetRows(res);
    expect(new Set(rows.map((row) => row[3])).size).toBe(5005);
  });

  it('refuses students and visitors', async () => {
    const student = await createUser(api);

    await api.http.get('/api/admin/accounts/export').query({ format: 'xlsx' }).set(student.auth).expect(403);
    await api.http.get('/api/admin/accounts/export').query({ format: 'xlsx' }).expect(401);
  });
});
