import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '@bourses/api/test/factories/auth';
import { createApplication } from '@bourses/api/test/factories/applications';
import { PNG_FILE } from '@bourses/api/test/factories/files';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, createAgent, createPendingStudent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { photoAt } from './factories/files.ts';
import {
  APPLICATION,
  APPROVE_APPLICATION,
  CREATE_SCHOLARSHIP,
  CREATE_USER,
  DELETE_APPLICATION,
  DELETE_SCHOLARSHIP,
  DELETE_USER,
  FAILED_MAILS,
  FILTER_OPTIONS,
  REGISTER_AGENT,
  SCHOLARSHIP,
  SET_USER_APPROVAL,
  STAFF_APPLICATIONS,
  UPDATE_APPLICATION_STATUS,
  UPDATE_SCHOLARSHIP,
  UPDATE_USER,
  USER,
} from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

let platform: TestPlatform;
let admin: TestUser;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await createAdmin(platform.api);
  agent = await createAgent(platform.api);
});
afterAll(() => platform.close());

const scholarshipInput = (title: string) => ({
  publish: true,
  country: 'CA',
  university: 'Université de Montréal',
  startDate: '2027-09-01',
  deadline: '2099-06-30',
  translations: {
    fr: {
      title,
      description: 'Une bourse de master.',
      longDescription: '<p>Détails</p>',
      videoUrl: 'dQw4w9WgXcQ',
      faq: [{ question: 'Qui ?', answer: 'Les étudiants marocains.' }],
    },
    en: { title: `${title} (EN)`, description: 'A master scholarship.', longDescription: '<p>Details</p>' },
  },
});

describe('staff reviewing applications', () => {
  it('lists pending applications with each student and scholarship', async () => {
    const { id, student } = await createApplication(platform.api);

    const answer = await platform.bff.graphql<{ applications: { items: { id: string; applicant: { id: string } }[] } }>(
      STAFF_APPLICATIONS,
      { filter: { status: 'PENDING', userId: student.user.id } },
      { token: agent.token },
    );

    expect(answer.data?.applications.items).toEqual([
      expect.objectContaining({ id: String(id), status: 'PENDING', applicant: expect.objectContaining({ id: student.user.id }) }),
    ]);
  });

  it('approves an application; the student gets an e-mail', async () => {
    const { id, student } = await createApplication(platform.api);

    const answer = await platform.bff.graphql(APPROVE_APPLICATION, { id: String(id), feedback: 'Dossier complet' }, { token: agent.token });

    expect(answer.data).toEqual({ approveApplication: { id: String(id), status: 'APPROVED', feedback: 'Dossier complet' } });
    expect((await platform.api.outbox()).some((mail) => mail.to === student.user.email)).toBe(true);
  });

  it('sets any status with feedback, kept in the history with who did it', async () => {
    const { id } = await createApplication(platform.api);

    const changed = await platform.bff.graphql(
      UPDATE_APPLICATION_STATUS,
      { id: String(id), status: 'REJECTED', feedback: 'Montant incorrect' },
      { token: admin.token },
    );
    const detail = await platform.bff.graphql<{ application: { history: { status: string; actor: { id: string } | null }[] } }>(
      APPLICATION,
      { id: String(id) },
      { token: admin.token },
    );

    expect(changed.data).toEqual({ updateApplicationStatus: { id: String(id), status: 'REJECTED', feedback: 'Montant incorrect' } });
    expect(detail.data?.application.history.at(-1)).toMatchObject({ status: 'REJECTED', actor: { id: admin.user.id } });
  });

  it('deletes an application', async () => {
    const { id } = await createApplication(platform.api);

    const deleted = await platform.bff.graphql(DELETE_APPLICATION, { id: String(id) }, { token: admin.token });
    const after = await platform.bff.graphql(APPLICATION, { id: String(id) }, { token: admin.token });

    expect(deleted.data).toEqual({ deleteApplication: { success: true, id: String(id) } });
    expect(after.data).toEqual({ application: null });
  });
});

describe('staff following up mails', () => {
  it('lists a mail given up after its retries, without its body, to staff only', async () => {
    // A mail job the worker cannot send (it has no body) and may not retry: it fails for good at once.
    const { boss } = platform.api.context.jobs;
    await boss.send(
      'mail',
      { kind: 'account-rejected', message: { to: 'lost@example.ma', subject: 'Votre compte Bourses n’a pas été approuvé' } },
      { retryLimit: 0 },
    );
    await platform.api.deliverMails();

    const answer = await platform.bff.graphql<{
      failedMails: { items: Record<string, unknown>[]; pagination: Record<string, number> };
    }>(FAILED_MAILS, { limit: 5 }, { token: agent.token });
    const student = await createUser(platform.api);
    const byStudent = await platform.bff.graphql(FAILED_MAILS, {}, { token: student.token });

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.failedMails.pagination).toEqual({ total: 1, page: 1, limit: 5, pages: 1 });
    expect(answer.data?.failedMails.items).toEqual([
      {
        id: expect.any(String),
        recipient: 'lost@example.ma',
        subject: 'Votre compte Bourses n’a pas été approuvé',
        kind: 'ACCOUNT_REJECTED',
        attempts: 1,
        lastError: expect.any(String),
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);
    expect(byStudent.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('staff managing accounts', () => {
  it('rejects an account with a reason, then reads it with its documents’ links', async () => {
    const { user } = await createPendingStudent(platform.api, { isVerified: true });

    const rejected = await platform.bff.graphql(
      SET_USER_APPROVAL,
      { userIds: [user.id], status: 'REJECTED', reason: 'Reçu manquant' },
      { token: agent.token },
    );
    const read = await platform.bff.graphql(USER, { id: user.id }, { token: agent.token });

    expect(rejected.data).toMatchObject({ setUserApproval: { users: [{ approvalStatus: 'REJECTED', rejectionReason: 'Reçu manquant' }] } });
    expect(read.data).toMatchObject({ user: { id: user.id, approvalStatus: 'REJECTED', isApproved: false } });
  });

  it('creates a user and an agent (ADMIN), changes a role, deletes a user', async () => {
    const input = { firstName: 'Karim', lastName: 'Idrissi', phoneNumber: '+212 6 61 00 00 00', password: 'Motdepasse2026' };

    const created = await platform.bff.graphql<{ createUser: { id: string } }>(
      CREATE_USER,
      { input: { ...input, email: 'karim@example.ma' } },
      { token: admin.token },
    );
    const agentCreated = await platform.bff.graphql(REGISTER_AGENT, { input: { ...input, email: 'agent.karim@example.ma' } }, { token: admin.token });
    const id = created.data?.createUser.id ?? '';
    const updated = await platform.bff.graphql(UPDATE_USER, { id, input: { role: 'AGENT', firstName: 'Karim-A' } }, { token: admin.token });
    const deleted = await platform.bff.graphql(DELETE_USER, { id }, { token: admin.token });
    const gone = await platform.bff.graphql(USER, { id }, { token: admin.token });

    expect(created.data).toMatchObject({ createUser: { email: 'karim@example.ma', role: 'CLIENT', approvalStatus: 'APPROVED', isVerified: true } });
    expect(agentCreated.data).toMatchObject({ registerAgent: { email: 'agent.karim@example.ma', role: 'AGENT' } });
    expect(updated.data).toEqual({ updateUser: { id, firstName: 'Karim-A', role: 'AGENT' } });
    expect(deleted.data).toEqual({ deleteUser: { success: true, id } });
    expect(gone.data).toEqual({ user: null });
  });

  it('downloads a student’s registration document through the bff', async () => {
    await platform.api.http
      .post('/api/iam/public/auth/register')
      .field({ firstName: 'Nadia', lastName: 'Tazi', email: 'nadia@example.ma', phoneNumber: '+212 6 12 34 56 78', password: 'Motdepasse2026' })
      .attach('paymentReceipt', PNG_FILE, 'recu.png')
      .attach('serviceContract', PNG_FILE, 'contrat.png')
      .expect(201);
    const { id: userId } = await registeredUser(platform.api, 'nadia@example.ma');

    const response = await fetch(`${platform.bff.url}/files/users/${userId}/payment-receipt`, {
      headers: { Authorization: `Bearer ${agent.token}` },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});

describe('staff managing scholarships', () => {
  it('creates a scholarship with a picture (multipart) whose copies the bff serves for srcset', async () => {
    const answer = await platform.bff.upload<{
      createScholarship: { id: string; imageUrl: string; picture: { sources: { type: string; srcset: string }[] } };
    }>(CREATE_SCHOLARSHIP, { input: scholarshipInput('Bourse Érasmus'), image: null }, [await photoAt('variables.image')], {
      token: agent.token,
    });
    const imageUrl = answer.data?.createScholarship.imageUrl ?? '';
    const id = answer.data?.createScholarship.id ?? '';
    const copy = (type: string, width: number) =>
      new RegExp(`^/files/scholarships/${id}/image/${width}\\.${type}\\?v=[0-9a-f]{8} ${width}w$`);
    const sources = answer.data?.createScholarship.picture.sources ?? [];
    const avifCopies = sources[0]?.srcset.split(', ') ?? [];

    const image = await fetch(`${platform.bff.url}${imageUrl}`);
    const avif = await fetch(`${platform.bff.url}${avifCopies[0]?.split(' ')[0] ?? ''}`);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createScholarship).toMatchObject({
      title: 'Bourse Érasmus',
      video: { url: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
      translations: { fr: { title: 'Bourse Érasmus', videoUrl: 'dQw4w9WgXcQ' }, ar: null, en: { title: 'Bourse Érasmus (EN)' } },
    });
    expect(imageUrl).toMatch(/^\/files\/scholarships\/\d+\/image\?v=\w+$/);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(answer.data?.createScholarship.picture).toMatchObject({ width: 850, height: 425 });
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(avifCopies).toEqual([expect.stringMatching(copy('avif', 400)), expect.stringMatching(copy('avif', 850))]);
    expect(sources[1]?.srcset.split(', ')).toEqual([
      expect.stringMatching(copy('webp', 400)),
      expect.stringMatching(copy('webp', 850)),
    ]);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('updates a scholarship (JSON) and reads it in English with its application count', async () => {
    const { id } = await createScholarship(platform.api);
    await createApplication(platform.api, { scholarshipId: id });

    const updated = await platform.bff.graphql(
      UPDATE_SCHOLARSHIP,
      { id: String(id), input: { ...scholarshipInput('Bourse Atlas'), country: 'ES' } },
      { token: agent.token },
    );
    const read = await platform.bff.graphql(SCHOLARSHIP, { id: String(id), language: 'EN' }, { token: agent.token });

    expect(updated.data).toMatchObject({ updateScholarship: { id: String(id), title: 'Bourse Atlas', country: 'ES' } });
    expect(read.data).toMatchObject({ scholarship: { title: 'Bourse Atlas (EN)', language: 'EN', applicationCount: 1, myApplication: null } });
    // The English translation has no FAQ: the French one is shown, and said to be French.
    expect(read.data).toMatchObject({
      scholarship: { textLanguages: { title: 'EN', description: 'EN', longDescription: 'EN', faq: 'FR' } },
    });
  });

  it('offers the countries and universities to filter by', async () => {
    const answer = await platform.bff.graphql<{ scholarshipFilterOptions: { countries: string[]; universities: string[] } }>(FILTER_OPTIONS);

    expect(answer.data?.scholarshipFilterOptions.countries).toContain('CA');
    expect(answer.data?.scholarshipFilterOptions.universities).toContain('Université de Montréal');
  });

  it('deletes a scholarship', async () => {
    const { id } = await createScholarship(platform.api);

    const deleted = await platform.bff.graphql(DELETE_SCHOLARSHIP, { id: String(id) }, { token: agent.token });
    const after = await platform.bff.graphql(SCHOLARSHIP, { id: String(id) });

    expect(deleted.data).toEqual({ deleteScholarship: { success: true, id: String(id) } });
    expect(after.data).toEqual({ scholarship: null });
  });
});
