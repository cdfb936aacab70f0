import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import { mailJobsTo } from '../jobs/mail-jobs-table.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import {
  countRows,
  GENEROUS_MAIL_LIMITS,
  postRegistration,
  registeredUser,
  registrationFields,
  storedFiles,
} from '../factories/auth.ts';
import { EXE_FILE, JPEG_FILE, PDF_FILE, pdfOfSize } from '../factories/files.ts';
import { createUser } from '../factories/users.ts';
import { withoutCounterPruning } from '../abuse/counter-pruning.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_WEB_URL: 'https://bourses.example.ma', ...GENEROUS_MAIL_LIMITS });
});
afterAll(() => api.close());

/** Runs a failing registration and checks that it left neither a row nor a file behind. */
async function expectNothingLeftBehind(run: () => Promise<unknown>) {
  const before = {
    users: await countRows(api, 'users'),
    files: await countRows(api, 'files'),
    blobs: (await storedFiles(api)).length,
  };
  await run();
  expect(await countRows(api, 'users')).toBe(before.users);
  expect(await countRows(api, 'files')).toBe(before.files);
  expect((await storedFiles(api)).length).toBe(before.blobs);
}

describe('POST /api/iam/public/auth/register', () => {
  it('creates a pending, unverified student with both documents and answers 201 in French', async () => {
    const fields = registrationFields({ email: 'Salma.Bennani@Example.ma', role: 'ADMIN' });

    const res = await postRegistration(api, fields);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Inscription réussie ! Veuillez vérifier votre e-mail.' });
    const user = await registeredUser(api, 'salma.bennani@example.ma');
    expect(user).toMatchObject({
      email: 'salma.bennani@example.ma',
      firstName: 'Salma',
      lastName: 'Bennani',
      phoneNumber: '+212612345678',
      role: 'CLIENT',
      approvalStatus: 'PENDING',
      isVerified: false,
      language: 'fr',
    });
    expect(user.paymentReceiptFileId).not.toBeNull();
    expect(user.serviceContractFileId).not.toBeNull();
    const files = await api.context.db.selectFrom('files').selectAll().where('ownerId', '=', user.id).execute();
    expect(files.map((file) => file.mimeType).sort()).toEqual(['application/pdf', 'image/png']);
  });

  it('e-mails a verification link to the web app in the language chosen at registration', async () => {
    const fields = registrationFields({ language: 'ar' });

    await postRegistration(api, fields).expect(201);

    const mail = (await api.outbox()).find((candidate) => candidate.to === fields.email);
    expect(mail?.subject).toBe('تأكيد بريدك الإلكتروني');
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).toMatch(/https:\/\/bourses\.example\.ma\/verify-email\?token=[\w-]{43}/);
  });

  it('answers in English and writes the mail in English when the caller asks for English', async () => {
    const fields = registrationFields();

    const res = await postRegistration(api, fields).set('Accept-Language', 'en');

    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registration successful! Please check your email.');
    expect((await registeredUser(api, fields.email ?? '')).language).toBe('en');
    const mail = (await api.outbox()).find((candidate) => candidate.to === fields.email);
    expect(mail?.subject).toBe('Verify your email address');
  });

  it('answers an address that already has an account exactly as a new one, keeps nothing and tells its owner', async () => {
    const { user } = await createUser(api, { language: 'en' });
    const fresh = await postRegistration(api, registrationFields());

    await expectNothingLeftBehind(async () => {
      const taken = await postRegistration(api, registrationFields({ email: user.email.toUpperCase() }));
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual(fresh.body);
    });
    const mails = (await api.outbox()).filter((mail) => mail.to === user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Someone tried to register with your email address']);
    expect(mails[0]?.text).toContain('https://bourses.example.ma/login');
    expect(mails[0]?.links.some((link) => link.includes('token='))).toBe(false);
  });

  it('does the same work for an address that has an account: every statement of a new one, then taken back', async () => {
    const { user } = await createUser(api);
    // A receipt of its own each time: one sent before would be flagged as a duplicate, a statement more.
    const statementsOf = async (email: string) => {
      const from = api.statements.length;
      const receipt = { content: pdfOfSize(2000), name: 'recu.pdf' };
      await postRegistration(api, registrationFields({ email }), { paymentReceipt: receipt }).expect(201);
      return withoutCounterPruning(api.statements.slice(from));
    };

    const fresh = await statementsOf(registrationFields().email ?? '');
    const taken = await statementsOf(user.email);

    expect(fresh.filter((statement) => !taken.includes(statement))).toEqual([]);
    // The stand-in account that opens the same payment, and the way back to before the files' rows.
    expect(taken.filter((statement) => !fresh.includes(statement))).toEqual([
      expect.stringMatching(/^insert into "users" .*values \([^)]*\)$/),
      'rollback to savepoint registration',
    ]);
  });

  it('tells the owner once an hour however many tries, in Arabic for an Arabic account', async () => {
    const { user } = await createUser(api, { language: 'ar' });

    await postRegistration(api, registrationFields({ email: user.email })).expect(201);
    await postRegistration(api, registrationFields({ email: user.email })).expect(201);
    const first = (await api.outbox()).filter((mail) => mail.to === user.email);
    api.clock.advance(60 * 60 * 1000);
    await postRegistration(api, registrationFields({ email: user.email })).expect(201);
    const later = (await api.outbox()).filter((mail) => mail.to === user.email);

    expect(first.map((mail) => mail.subject)).toEqual(['محاولة تسجيل بعنوان بريدك الإلكتروني']);
    expect(first[0]?.html).toContain('dir="rtl"');
    expect(later).toHaveLength(2);
  });

  it('creates one account from two simultaneous registrations with the same e-mail, both answered alike', async () => {
    const fields = registrationFields();

    await expectNothingLeftBehind(async () => {
      const answers = await Promise.all([postRegistration(api, fields), postRegistration(api, fields)]);
      expect(answers.map((res) => res.status)).toEqual([201, 201]);
      expect(answers[0]?.body).toEqual(answers[1]?.body);
      // Undo the winner so that the check counts only what the loser may have left.
      const winner = await registeredUser(api, fields.email ?? '');
      const owned = await api.context.db.selectFrom('files').select('storageKey').where('ownerId', '=', winner.id).execute();
      expect(owned).toHaveLength(2);
      await api.context.db.deleteFrom('users').where('id', '=', winner.id).execute();
      await api.context.db.deleteFrom('files').where('ownerId', '=', winner.id).execute();
      for (const { storageKey } of owned) await api.context.storage.remove(storageKey);
    });
  });
});

describe('registration rules (docs/product-rules.md), each as a field error', () => {
  const cases: {
    name: string;
    fields: Record<string, string | undefined>;
    field: string;
    message: string;
  }[] = [
    {
      name: 'first name missing',
      fields: { firstName: undefined },
      field: 'firstName',
      message: 'Le prénom est requis',
    },
    {
      name: 'first name blank',
      fields: { firstName: '   ' },
      field: 'firstName',
      message: 'Le prénom est requis',
    },
    {
      name: 'last name missing',
      fields: { lastName: undefined },
      field: 'lastName',
      message: 'Le nom est requis',
    },
    { name: 'e-mail missing', fields: { email: undefined }, field: 'email', message: 'L’e-mail est requis' },
    {
      name: 'e-mail malformed',
      fields: { email: 'salma@' },
      field: 'email',
      message: 'Adresse e-mail invalide',
    },
    {
      name: 'phone missing',
      fields: { phoneNumber: undefined },
      field: 'phoneNumber',
      message: 'Numéro de téléphone requis',
    },
    {
      name: 'phone empty',
      fields: { phoneNumber: '+212 ' },
      field: 'phoneNumber',
      message: 'Numéro de téléphone requis',
    },
    {
      name: 'phone too short',
      fields: { phoneNumber: '+212 6 12 34' },
      field: 'phoneNumber',
      message: 'Le numéro doit contenir 9 chiffres après +212',
    },
    {
      name: 'phone first digit',
      fields: { phoneNumber: '+212 8 12 34 56 78' },
      field: 'phoneNumber',
      message: 'Le numéro doit commencer par 5, 6 ou 7',
    },
    {
      name: 'password missing',
      fields: { password: undefined },
      field: 'password',
      message: 'Le mot de passe est requis',
    },
    {
      name: 'password too short',
      fields: { password: 'court12' },
      field: 'password',
      message: 'Le mot de passe doit contenir au moins 8 caractères',
    },
    {
      name: 'e-mails differ',
      fields: { confirmEmail: 'other@example.ma' },
      field: 'confirmEmail',
      message: 'Les emails ne correspondent pas',
    },
    {
      name: 'passwords differ',
      fields: { confirmPassword: 'Autre2026!' },
      field: 'confirmPassword',
      message: 'Les mots de passe ne correspondent pas',
    },
  ];

  it.each(cases)('$name: 400 « $message »', async ({ fields, field, message }) => {
    await expectNothingLeftBehind(async () => {
      const res = await postRegistration(api, registrationFields(fields));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fields[field]).toBe(message);
    });
  });

  it('names every bad field at once', async () => {
    const res = await postRegistration(api, { email: 'bad' }, { paymentReceipt: null });

    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: 'Adresse e-mail invalide',
      phoneNumber: 'Numéro de téléphone requis',
      password: 'Le mot de passe est requis',
      paymentReceipt: 'Le reçu de paiement est requis',
    });
  });

  it('requires the payment receipt', async () => {
    const res = await postRegistration(api, registrationFields(), { paymentReceipt: null });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Le reçu de paiement est requis',
      code: 'PAYMENT_RECEIPT_REQUIRED',
    });
  });

  it('requires the service contract', async () => {
    const res = await postRegistration(api, registrationFields(), { serviceContract: null });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Le contrat de service est requis',
      code: 'SERVICE_CONTRACT_REQUIRED',
    });
  });

  it('says the files are required when both are missing', async () => {
    const res = await postRegistration(api, registrationFields(), {
      paymentReceipt: null,
      serviceContract: null,
    });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Les fichiers sont requis');
    expect(res.body.fields).toEqual({
      paymentReceipt: 'Le reçu de paiement est requis',
      serviceContract: 'Le contrat de service est requis',
    });
  });

  it('accepts a local number written with a leading 0 and stores it as +212', async () => {
    const fields = registrationFields({ phoneNumber: '0522 34 56 78' });
    const res = await postRegistration(api, fields, {
      serviceContract: { content: JPEG_FILE, name: 'contrat.jpeg' },
    });

    expect(res.status).toBe(201);
    expect((await registeredUser(api, fields.email ?? '')).phoneNumber).toBe('+212522345678');
  });

  it('answers the phone rules in Arabic and English', async () => {
    const arabic = await postRegistration(api, registrationFields({ phoneNumber: '+212 8 12 34 56 78' })).set(
      'Accept-Language',
      'ar',
    );
    const english = await postRegistration(api, registrationFields({ phoneNumber: '+212 6 12' })).set(
      'Accept-Language',
      'en',
    );

    expect(arabic.body.message).toBe('يجب أن يبدأ الرقم بـ 5 أو 6 أو 7');
    expect(english.body.message).toBe('The number must have 9 digits after +212');
  });

  it('answers a short password and missing files in English', async () => {
    const password = await postRegistration(api, registrationFields({ password: 'short' })).set(
      'Accept-Language',
      'en',
    );
    const files = await postRegistration(api, registrationFields(), {
      paymentReceipt: null,
      serviceContract: null,
    }).set('Accept-Language', 'en');

    expect(password.body.message).toBe('Password must be at least 8 characters');
    expect(files.body.message).toBe('The files are required');
  });
});

describe('hostile input never gives a 5xx, a stack trace or a stray file', () => {
  it('refuses an executable renamed receipt.pdf, judged by its bytes', async () => {
    await expectNothingLeftBehind(async () => {
      const res = await postRegistration(api, registrationFields(), {
        paymentReceipt: { content: EXE_FILE, name: 'receipt.pdf' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Type de fichier non autorisé : PDF, JPG, JPEG ou PNG uniquement.',
        code: 'FILE_TYPE_NOT_ALLOWED',
        fields: { paymentReceipt: 'Type de fichier non autorisé : PDF, JPG, JPEG ou PNG uniquement.' },
      });
    });
  });

  it('refuses an empty file', async () => {
    await expectNothingLeftBehind(async () => {
      const res = await postRegistration(api, registrationFields(), {
        serviceContract: { content: Buffer.alloc(0), name: 'contrat.pdf' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    });
  });

  it('escapes markup typed as a name in the mail', async () => {
    const fields = registrationFields({ firstName: '<img src=x onerror=alert(1)>' });

    await postRegistration(api, fields).expect(201);

    const mail = (await api.outbox()).find((candidate) => candidate.to === fields.email);
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.html).not.toContain('<img');
  });

  it('refuses a file of 5 MB + 1 byte with a 413', async () => {
    const tooBig = Buffer.concat([PDF_FILE, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF_FILE.length, 0x20)]);

    await expectNothingLeftBehind(async () => {
      const res = await postRegistration(api, registrationFields(), {
        serviceContract: { content: tooBig, name: 'contrat.pdf' },
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Fichier trop volumineux (Max: 5 Mo)', code: 'FILE_TOO_LARGE' });
    });
  });

  it('accepts a file of exactly 5 MB', async () => {
    const atLimit = Buffer.concat([PDF_FILE, Buffer.alloc(UPLOAD_MAX_BYTES - PDF_FILE.length, 0x20)]);

    const res = await postRegistration(api, registrationFields(), {
      paymentReceipt: { content: atLimit, name: 'recu.pdf' },
    });

    expect(res.status).toBe(201);
  });

  it('stores a file named ../../etc/passwd.pdf under a random key inside the storage folder', async () => {
    const fields = registrationFields();

    const res = await postRegistration(api, fields, {
      paymentReceipt: { content: PDF_FILE, name: '../../etc/passwd.pdf' },
    });

    expect(res.status).toBe(201);
    const file = await api.context.db
      .selectFrom('files')
      .selectAll()
      .where('ownerId', '=', (await registeredUser(api, fields.email ?? '')).id)
      .where('mimeType', '=', 'application/pdf')
      .executeTakeFirstOrThrow();
    expect(file.storageKey).toMatch(/^[a-f0-9]{32}$/);
    expect(file.originalName).toBe('passwd.pdf');
    const folder = `${api.context.config.dataDir}/files/`;
    expect((await storedFiles(api)).every((stored) => stored.startsWith(folder))).toBe(true);
  });

  it('refuses a 100 KB first name with a 413 and no row', async () => {
    await expectNothingLeftBehind(async () => {
      const res = await postRegistration(api, registrationFields({ firstName: 'a'.repeat(100 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'La requête est trop volumineuse.', code: 'PAYLOAD_TOO_LARGE' });
    });
  });

  it('refuses a first name longer than 100 characters', async () => {
    const res = await postRegistration(api, registrationFields({ firstName: 'a'.repeat(101) }));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Champ trop long : firstName', code: 'FIELD_TOO_LONG' });
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await api.http
      .post('/api/iam/public/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"email":');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Le corps de la requête n’est pas un JSON valide.',
      code: 'INVALID_JSON',
    });
  });

  it('refuses JSON fields of the wrong type with a 400', async () => {
    const res = await api.http.post('/api/iam/public/auth/register').send({
      firstName: 42,
      lastName: ['Bennani'],
      email: { $ne: null },
      phoneNumber: 612345678,
      password: true,
    });

    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      firstName: 'Ce champ doit être un texte.',
      lastName: 'Ce champ doit être un texte.',
      email: 'Ce champ doit être un texte.',
      phoneNumber: 'Ce champ doit être un texte.',
      password: 'Ce champ doit être un texte.',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  it('refuses a file sent under an unknown field name', async () => {
    const res = await postRegistration(api, registrationFields()).attach('avatar', PDF_FILE, 'avatar.pdf');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNEXPECTED_FILE');
  });

  it('refuses a truncated multipart body with a 400', async () => {
    const res = await api.http
      .post('/api/iam/public/auth/register')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nSalma');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_MULTIPART');
  });
});

describe('when the mail server is down', () => {
  let offline: TestApi;
  beforeAll(async () => {
    // Port 9 (discard) on the loopback: nothing listens, the connection is refused.
    offline = await startTestApi({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => offline.close());

  it('still registers the student: the link waits in the queue until the server is back', async () => {
    const fields = registrationFields();
    const res = await postRegistration(offline, fields);

    expect(res.status).toBe(201);
    expect((await registeredUser(offline, fields.email ?? '')).isVerified).toBe(false);
    expect((await offline.deliverMails()).map((outcome) => outcome.status)).toEqual(['failed']);
    expect(await mailJobsTo(offline, [fields.email ?? ''])).toMatchObject([{ state: 'retry' }]);
  });
});
