import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { assertPdfWithoutActiveContent } from '#api/uploads/pdf-judge.ts';
import { translate } from '#api/i18n/messages.ts';
import { apply, filesOnDisk, type ReceiptUpload } from '../factories/applications.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields } from '../factories/auth.ts';
import { PDF_FILE } from '../factories/files.ts';
import {
  ACTIVE_CONTENT_KINDS,
  htmlAfterPdfHeader,
  inCompressedObjectStreams,
  pdfOpeningOnItsPage,
  pdfWith,
  pdfWithObjectStreamInflatingTo,
  pdfWithHexEscapedJavaScript,
  plainPdf,
  svgAfterPdfHeader,
} from '../factories/pdfs.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Issue 30: a PDF carrying active content, or that is not one, is refused before anything is stored.

let api: TestApi;
let scholarshipId: number;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
  scholarshipId = (await createScholarship(api)).id;
});
afterAll(() => api.close());

const ACTIVE_CONTENT_FR =
  'PDF refusé : il contient du contenu actif ({feature}), comme un script, une action automatique, un fichier joint ou un formulaire XFA. Enregistrez-le de nouveau avec « Imprimer en PDF », puis envoyez cette copie.';
const ACTIVE_CONTENT_AR =
  'تم رفض ملف PDF: يحتوي على محتوى نشط ({feature})، مثل برنامج نصي أو إجراء تلقائي أو ملف مرفق أو نموذج XFA. احفظه من جديد باستخدام «الطباعة إلى PDF» ثم أرسل تلك النسخة.';
const INVALID_FR =
  'PDF illisible : le fichier n’est pas un PDF valide (endommagé, protégé par un mot de passe, ou autre chose qu’un PDF). Enregistrez-le de nouveau avec « Imprimer en PDF », puis envoyez cette copie.';
const INVALID_AR =
  'ملف PDF غير مقروء: الملف ليس PDF صالحًا (تالف أو محمي بكلمة مرور أو ليس ملف PDF). احفظه من جديد باستخدام «الطباعة إلى PDF» ثم أرسل تلك النسخة.';

/** A fresh student's application to the scholarship, with `pdf` as its receipt. */
async function applyWith(pdf: Buffer, language = 'fr'): Promise<Response> {
  const receipt: ReceiptUpload = { content: pdf, name: 'recu.pdf' };
  return apply(api, await createUser(api), scholarshipId, receipt).set('Accept-Language', language);
}

/** A registration with `pdf` as its payment receipt, and whether it left an account behind. */
async function registerWith(pdf: Buffer, language = 'fr') {
  const fields = registrationFields();
  const res = await postRegistration(api, fields, { paymentReceipt: { content: pdf, name: 'recu.pdf' } }).set(
    'Accept-Language',
    language,
  );
  const account = await api.context.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', fields.email ?? '')
    .executeTakeFirst();
  return { res, accountCreated: account !== undefined };
}

const applicationsStored = async () =>
  (
    await api.context.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow()
  ).count;

describe('POST /api/iam/public/auth/register: a PDF receipt', () => {
  it.each(ACTIVE_CONTENT_KINDS)('refuses one carrying %s, in French, keeping nothing', async (kind) => {
    const before = await filesOnDisk(api);

    const { res, accountCreated } = await registerWith(await pdfWith(kind));

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PDF_ACTIVE_CONTENT');
    expect(res.body.fields).toEqual({
      paymentReceipt: expect.stringMatching(/^PDF refusé : il contient du contenu actif/),
    });
    expect(accountCreated).toBe(false);
    expect(await filesOnDisk(api)).toBe(before);
  });

  it('names the active content met, and says so in Arabic', async () => {
    const { res } = await registerWith(await pdfWith('OpenAction'), 'ar');

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACTIVE_CONTENT_AR.replace('{feature}', 'OpenAction'));
    expect(res.body.fields.paymentReceipt).toBe(ACTIVE_CONTENT_AR.replace('{feature}', 'OpenAction'));
  });

  it('refuses a script whose names are hex-escaped (/J#61vaScript), as a reader decodes them', async () => {
    const { res, accountCreated } = await registerWith(await pdfWithHexEscapedJavaScript());

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACTIVE_CONTENT_FR.replace('{feature}', 'JavaScript'));
    expect(accountCreated).toBe(false);
  });

  it('refuses HTML after a %PDF header (a polyglot) as not a PDF, in French and Arabic', async () => {
    const before = await filesOnDisk(api);

    const french = await registerWith(htmlAfterPdfHeader(await plainPdf()));
    const arabic = await registerWith(svgAfterPdfHeader(await plainPdf()), 'ar');

    expect(french.res.status).toBe(400);
    expect(french.res.body).toMatchObject({
      code: 'PDF_INVALID',
      message: INVALID_FR,
      fields: { paymentReceipt: INVALID_FR },
    });
    expect(arabic.res.status).toBe(400);
    expect(arabic.res.body).toMatchObject({ code: 'PDF_INVALID', message: INVALID_AR });
    expect([french.accountCreated, arabic.accountCreated]).toEqual([false, false]);
    expect(await filesOnDisk(api)).toBe(before);
  });

  it('refuses a PDF whose object streams inflate far past what any receipt needs (a decompression bomb)', async () => {
    const bomb = pdfWithObjectStreamInflatingTo(64 * 1024 * 1024);

    const { res, accountCreated } = await registerWith(bomb);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PDF_INVALID', message: INVALID_FR });
    expect(accountCreated).toBe(false);
  });

  it('refuses a file that only starts like a PDF', async () => {
    const { res } = await registerWith(Buffer.from('%PDF-1.4 half an upload'));

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PDF_INVALID');
  });

  it('accepts a plain PDF and a PDF that opens on its page (an /OpenAction that is only a destination)', async () => {
    const plain = await registerWith(await plainPdf());
    const openingOnItsPage = await registerWith(await pdfOpeningOnItsPage());

    expect(plain.res.status).toBe(201);
    expect(openingOnItsPage.res.status).toBe(201);
    expect([plain.accountCreated, openingOnItsPage.accountCreated]).toEqual([true, true]);
  });
});

describe('POST /api/scholarships/applications: a PDF receipt', () => {
  it.each(ACTIVE_CONTENT_KINDS)(
    'refuses one carrying %s inside compressed object streams (qpdf)',
    async (kind) => {
      const packed = await inCompressedObjectStreams(await pdfWith(kind));
      const [files, applications] = [await filesOnDisk(api), await applicationsStored()];

      const res = await applyWith(packed);

      expect(res.status).toBe(400);
      expect(res.body.code).toBe('PDF_ACTIVE_CONTENT');
      expect(res.body.fields).toEqual({
        paymentReceipt: expect.stringMatching(/^PDF refusé : il contient du contenu actif/),
      });
      expect([await filesOnDisk(api), await applicationsStored()]).toEqual([files, applications]);
    },
  );

  it('refuses a hex-escaped script in Arabic, and an HTML polyglot', async () => {
    const escaped = await applyWith(await pdfWithHexEscapedJavaScript(), 'ar');
    const polyglot = await applyWith(htmlAfterPdfHeader(PDF_FILE));

    expect(escaped.status).toBe(400);
    expect(escaped.body.message).toBe(ACTIVE_CONTENT_AR.replace('{feature}', 'JavaScript'));
    expect(polyglot.status).toBe(400);
    expect(polyglot.body).toMatchObject({ code: 'PDF_INVALID', message: INVALID_FR });
  });

  it('accepts a page-destination /OpenAction, packed in object streams too, and serves the PDF as sent', async () => {
    const packed = await inCompressedObjectStreams(await pdfOpeningOnItsPage());
    const student = await createUser(api);

    const res = await apply(api, student, scholarshipId, { content: packed, name: 'recu.pdf' });
    expect(res.status).toBe(201);
    const download = await api.http
      .get(`/api/scholarships/applications/${res.body.data.id}/receipt`)
      .set(student.auth)
      .buffer(true);

    expect(download.status).toBe(200);
    expect(Buffer.from(download.body).equals(packed)).toBe(true);
  });
});

describe('the time limit on judging a PDF', () => {
  it('refuses a PDF that cannot be judged in time, and judges the next one afresh', async () => {
    // Thousands of objects: parsing them takes far longer than the 1 ms allowed here.
    const xref = PDF_FILE.indexOf('xref');
    const objects = Array.from(
      { length: 5_000 },
      (_, index) => `${index + 4} 0 obj\n<< /Note (${index}) >>\nendobj\n`,
    );
    const slow = Buffer.concat([
      PDF_FILE.subarray(0, xref),
      Buffer.from(objects.join('')),
      PDF_FILE.subarray(xref),
    ]);

    const timedOut = assertPdfWithoutActiveContent(slow, 'paymentReceipt', { timeLimitMs: 1 });

    await expect(timedOut).rejects.toMatchObject({ status: 400, key: 'PDF_JUDGE_TIMED_OUT' });
    await expect(assertPdfWithoutActiveContent(PDF_FILE, 'paymentReceipt')).resolves.toBeUndefined();
    expect(translate('PDF_JUDGE_TIMED_OUT', 'fr')).toBe(
      'PDF refusé : son contenu n’a pas pu être vérifié à temps. Enregistrez-le de nouveau avec « Imprimer en PDF », ou envoyez une photo du document.',
    );
    expect(translate('PDF_JUDGE_TIMED_OUT', 'ar')).toBe(
      'تم رفض ملف PDF: تعذّر التحقق من محتواه في الوقت المحدد. احفظه من جديد باستخدام «الطباعة إلى PDF» أو أرسل صورة للوثيقة.',
    );
  });
});
