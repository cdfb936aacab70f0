import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettingsAnswerSchema } from '#api/contract.ts';
import { StoredFileMissing } from '#api/storage/file-storage.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields } from '../factories/auth.ts';
import { PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { paymentSettingsPayload, PUBLISHED_RIB, ribOf } from '../factories/payment-settings.ts';
import { createAdmin, createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// How to pay (docs/payments.md, "Settings"): an ADMIN sets it, anyone reads it and downloads the
// service contract template.

let api: TestApi;
let admin: TestUser;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
  admin = await createAdmin(api);
});
afterAll(() => api.close());

const SETTINGS = '/api/payments/settings';
const contract = (language: string) => `${SETTINGS}/contracts/${language}`;
const uploadTemplate = (language: string, content: Buffer, filename: string, auth = admin.auth) =>
  api.http.put(contract(language)).set(auth).attach('template', content, filename);
const templateRow = async (language: 'fr' | 'ar' | 'en') =>
  api.context.db
    .selectFrom('paymentInstructions as i')
    .innerJoin('files as f', 'f.id', 'i.serviceContractFileId')
    .select(['f.id', 'f.storageKey'])
    .where('i.language', '=', language)
    .executeTakeFirst();

describe('payment settings', () => {
  it('are set by an ADMIN and read by a visitor, the RIB kept as its 24 digits', async () => {
    await api.http.put(SETTINGS).set(admin.auth).send(paymentSettingsPayload()).expect(200);

    const res = await api.http.get(SETTINGS).expect(200);

    expect(paymentSettingsAnswerSchema.strict().safeParse(res.body.data).error?.issues ?? []).toEqual([]);
    expect(res.body.data).toMatchObject({
      registrationFee: { centimes: 15_000, currency: 'MAD' },
      payee: 'Association Bourses Maroc',
      bankName: 'Bank Al-Maghrib',
      rib: '001810007800020110620318',
      instructions: [
        { language: 'fr', otherWays: 'En espèces dans une agence CashPlus ou Wafacash.', serviceContract: null },
        { language: 'ar', otherWays: 'نقدًا في وكالة كاش بلوس أو وفاكاش.', serviceContract: null },
        { language: 'en', otherWays: '', serviceContract: null },
      ],
    });
  });

  it('keeps a language left out, and audits each value changed', async () => {
    await api.http.put(SETTINGS).set(admin.auth).send(paymentSettingsPayload()).expect(200);
    const rib = ribOf('0117800000123456789012');

    const res = await api.http
      .put(SETTINGS)
      .set(admin.auth)
      .send(paymentSettingsPayload({ rib: rib.replace(/(\d{3})(\d{3})/, '$1 $2 '), instructions: [{ language: 'en', otherWays: 'Cash at a CashPlus agency.' }] }))
      .expect(200);

    expect(res.body.data.rib).toBe(rib);
    expect(res.body.data.instructions.map((item: { otherWays: string }) => item.otherWays)).toEqual([
      'En espèces dans une agence CashPlus ou Wafacash.',
      'نقدًا في وكالة كاش بلوس أو وفاكاش.',
      'Cash at a CashPlus agency.',
    ]);
    const entry = await api.context.db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'changes'])
      .where('action', '=', 'payment.settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actorId: admin.user.id });
    expect(entry.changes).toEqual({ rib: ['001810007800020110620318', rib], 'en.otherWays': ['', 'Cash at a CashPlus agency.'] });
  });

  it('makes the next registration owe the fee the ADMIN set', async () => {
    await api.http.put(SETTINGS).set(admin.auth).send(paymentSettingsPayload({ registrationFee: { amount: 275.5 } })).expect(200);
    const fields = registrationFields();

    await postRegistration(api, fields).expect(201);

    const payment = await api.context.db
      .selectFrom('payments')
      .innerJoin('users', 'users.id', 'payments.userId')
      .select('payments.amountDueCentimes')
      .where('users.email', '=', fields.email ?? '')
      .executeTakeFirstOrThrow();
    expect(payment.amountDueCentimes).toBe(27_550);
  });

  it('are refused to an AGENT and a student, and to a visitor', async () => {
    const agent = await createAgent(api);
    const student = await createUser(api);

    await api.http.put(SETTINGS).set(agent.auth).send(paymentSettingsPayload()).expect(403);
    await api.http.put(SETTINGS).set(student.auth).send(paymentSettingsPayload()).expect(403);
    await api.http.put(SETTINGS).send(paymentSettingsPayload()).expect(401);
    await uploadTemplate('fr', PDF_FILE, 'contrat.pdf', agent.auth).expect(403);
  });

  it('refuses a RIB whose key is wrong, in the caller’s language, and changes nothing', async () => {
    const wrongKey = PUBLISHED_RIB.replace(/18$/, '19');
    const before = (await api.http.get(SETTINGS).expect(200)).body.data;

    const answers = await Promise.all(
      ['fr', 'ar', 'en'].map((language) =>
        api.http.put(SETTINGS).set(admin.auth).set('Accept-Language', language).send(paymentSettingsPayload({ rib: wrongKey, payee: 'Autre' })),
      ),
    );

    expect(answers.map((res) => [res.status, res.body.code])).toEqual([
      [400, 'RIB_INVALID'],
      [400, 'RIB_INVALID'],
      [400, 'RIB_INVALID'],
    ]);
    expect(answers[0]?.body.message).toMatch(/^RIB invalide/);
    expect(answers[1]?.body.message).toMatch(/^رقم RIB غير صالح/);
    expect(answers[2]?.body.message).toMatch(/^Invalid RIB/);
    expect((await api.http.get(SETTINGS).expect(200)).body.data).toEqual(before);
  });

  it('refuses a fee that is not an amount of money', async () => {
    const res = await api.http.put(SETTINGS).set(admin.auth).send(paymentSettingsPayload({ registrationFee: { amount: -5 } }));

    expect([res.status, res.body.code]).toEqual([400, 'MONEY_INVALID']);
  });
});

describe('the service contract template', () => {
  it('is uploaded by an ADMIN as a PDF and downloaded by a visitor', async () => {
    const uploaded = await uploadTemplate('ar', PDF_FILE, 'عقد الخدمة.pdf').expect(200);

    const download = await api.http.get(contract('ar')).buffer(true).expect(200);

    expect(uploaded.body.data.instructions[1].serviceContract).toMatchObject({ fileName: 'عقد الخدمة.pdf', sizeBytes: PDF_FILE.length });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(download.body, PDF_FILE)).toBe(0);
  });

  it('answers a clear 404 in a language with none', async () => {
    const res = await api.http.get(contract('en')).set('Accept-Language', 'en').expect(404);

    expect(res.body).toEqual({ code: 'SERVICE_CONTRACT_NOT_FOUND', message: 'No service contract template was uploaded in this language.' });
  });

  it('refuses a file that is not a PDF, by its bytes, and an unknown language', async () => {
    const picture = await uploadTemplate('fr', PNG_FILE, 'contrat.pdf').set('Accept-Language', 'fr');
    const language = await uploadTemplate('de', PDF_FILE, 'vertrag.pdf');

    expect([picture.status, picture.body.code, picture.body.message]).toEqual([400, 'SERVICE_CONTRACT_NOT_PDF', 'Le modèle de contrat de service doit être un PDF.']);
    expect([language.status, language.body.code]).toEqual([400, 'LANGUAGE_INVALID']);
  });

  it('replaced, leaves no orphan: the old row and bytes are gone', async () => {
    await uploadTemplate('fr', PDF_FILE, 'contrat-2026.pdf').expect(200);
    const first = await templateRow('fr');
    const filesBefore = await api.context.db.selectFrom('files').select('id').execute();

    await uploadTemplate('fr', PDF_FILE, 'contrat-2027.pdf').expect(200);

    const second = await templateRow('fr');
    const filesAfter = await api.context.db.selectFrom('files').select('id').execute();
    expect(second?.id).not.toBe(first?.id);
    expect(filesAfter.map((file) => file.id).sort()).toEqual(
      filesBefore.map((file) => file.id).filter((id) => id !== first?.id).concat(second?.id ?? '').sort(),
    );
    await expect(api.context.storage.open(first?.storageKey ?? '')).rejects.toBeInstanceOf(StoredFileMissing);
    const audit = await api.context.db.selectFrom('auditLog').select('changes').where('action', '=', 'payment.settings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.changes).toEqual({ 'fr.serviceContract': ['contrat-2026.pdf', 'contrat-2027.pdf'] });
  });
});
