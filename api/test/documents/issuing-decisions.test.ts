import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_QUEUE } from '#api/documents/issuing/document-queue.ts';
import { createApplication, filesOnDisk } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { readZip } from '../factories/zip.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { extractText } from './poppler.ts';
import { documentsOfEvent, downloadDocument, issueDueDocuments, myDocuments, sha256Of } from './issuing-steps.ts';

// Issue 32: a decision issues a letter with the feedback; a changed decision issues a new one and
// marks the old one superseded; the documents go with the student's data (law 09-08).

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

const MINUTE = 60 * 1000;
const base = '/api/scholarships/applications';

async function applicationOf(language: 'fr' | 'ar' | 'en') {
  const student = await createUser(api, { language });
  const { id: scholarshipId } = await createScholarship(
    api,
    {},
    { fr: { title: 'Bourse Eiffel' }, ar: { title: 'منحة إيفل' }, en: { title: 'Eiffel Scholarship' } },
  );
  return createApplication(api, { student, scholarshipId });
}

const lettersOf = async (student: TestUser) =>
  (await myDocuments(api, student)).filter((document) => document.kind === 'decision-letter');

describe('a decision', () => {
  it('issues a letter in the student’s language with the feedback', async () => {
    const { id, student } = await applicationOf('fr');
    api.clock.advance(MINUTE);

    await api.http.patch(`${base}/${id}/approve`).set(agent.auth).send({ feedback: 'Dossier complet et convaincant' }).expect(200);
    await issueDueDocuments(api);
    await issueDueDocuments(api);

    const [letter, ...more] = await lettersOf(student);
    expect(more).toEqual([]);
    expect(letter).toMatchObject({ kind: 'decision-letter', language: 'fr', supersededBy: null });
    const text = await extractText((await downloadDocument(api, student, letter?.id ?? '').expect(200)).body);
    expect(text).toContain('Lettre de décision');
    expect(text).toContain('Candidature acceptée');
    expect(text).toContain('Dossier complet et convaincant');
    expect(text).toContain('Bourse Eiffel');
  });

  it('changed later issues a new letter and marks the previous one superseded', async () => {
    const { id, student } = await applicationOf('en');
    await api.http.patch(`${base}/${id}/approve`).set(agent.auth).send({}).expect(200);
    await issueDueDocuments(api);
    api.clock.advance(MINUTE);

    await api.http.patch(`${base}/${id}/reject`).set(agent.auth).send({ feedback: 'Documents forged' }).expect(200);
    await issueDueDocuments(api);

    const documents = (await api.http.get(`${base}/${id}/documents`).set(student.auth).expect(200)).body.data;
    const [approval, rejection] = documents.filter((document: { kind: string }) => document.kind === 'decision-letter');
    expect(approval.supersededBy).toBe(rejection.id);
    expect(rejection.supersededBy).toBeNull();
    const stored = await api.context.db
      .selectFrom('documents')
      .select('supersededAt')
      .where('id', '=', approval.id)
      .executeTakeFirstOrThrow();
    expect(stored.supersededAt?.toISOString()).toBe(rejection.issuedAt);
    const text = await extractText((await downloadDocument(api, student, rejection.id).expect(200)).body);
    expect(text).toContain('Application rejected');
    expect(text).toContain('Documents forged');
  });

  it('taken in bulk issues each student’s letter, in Arabic for an Arabic reader', async () => {
    const chosen = [await applicationOf('ar'), await applicationOf('fr')];

    await api.http
      .post('/api/admin/applications/bulk')
      .set(agent.auth)
      .send({ action: 'reject', feedback: 'الملف غير مكتمل', applicationIds: chosen.map((one) => one.id) })
      .expect(200);
    await issueDueDocuments(api);

    const [arabic, french] = await Promise.all(chosen.map((one) => lettersOf(one.student)));
    expect(arabic?.map((letter) => letter.language)).toEqual(['ar']);
    expect(french?.map((letter) => letter.language)).toEqual(['fr']);
    const text = await extractText((await downloadDocument(api, chosen[0]?.student ?? agent, arabic?.[0]?.id ?? '').expect(200)).body);
    expect(text).toContain('رسالة القرار');
    expect(text).toContain('منحة إيفل');
  });

  it('issued by several runs of its job at once is one document, and the losers leave no file', async () => {
    await issueDueDocuments(api);
    const { id } = await applicationOf('fr');
    const historyEntry = await api.context.db
      .selectFrom('applicationHistory')
      .select('id')
      .where('applicationId', '=', id)
      .executeTakeFirstOrThrow();
    const filesBefore = await filesOnDisk(api);

    // The same event twice more, as a job retried while its first run still goes on: one batch runs all three.
    const job = { kind: 'proof-of-submission', historyEntryId: historyEntry.id, receipt: null };
    await api.context.jobs.boss.send(DOCUMENT_QUEUE, job);
    await api.context.jobs.boss.send(DOCUMENT_QUEUE, job);
    await issueDueDocuments(api);

    expect(await documentsOfEvent(api, `submission:${historyEntry.id}`)).toHaveLength(1);
    expect(await filesOnDisk(api)).toBe(filesBefore + 1);
  });
});

describe('the student’s own data', () => {
  it('holds their documents in the export, and the deletion of the account removes their files', async () => {
    const { id, student } = await applicationOf('fr');
    await api.http.patch(`${base}/${id}/approve`).set(agent.auth).send({}).expect(200);
    await issueDueDocuments(api);
    const documents = await api.context.db
      .selectFrom('documents as d')
      .innerJoin('files as f', 'f.id', 'd.fileId')
      .select(['d.id', 'd.sha256', 'd.kind', 'f.storageKey'])
      .where('d.userId', '=', student.user.id)
      .execute();
    expect(documents.map((document) => document.kind).sort()).toEqual(['decision-letter', 'proof-of-submission']);

    const zip = await api.http
      .get('/api/iam/auth/me/data-export')
      .set(student.auth)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const entries = await readZip(zip.body);
    const data = JSON.parse(entries.get('data.json')?.toString() ?? '{}');
    expect(data.officialDocuments).toHaveLength(2);
    for (const listed of data.officialDocuments) {
      const pdf = entries.get(listed.file);
      expect(pdf && sha256Of(pdf)).toBe(listed.sha256);
    }
    const filesBefore = await filesOnDisk(api);

    await api.http.post('/api/iam/auth/delete-account').set(student.auth).send({ password: student.password }).expect(200);

    expect(await api.context.db.selectFrom('documents').select('id').where('userId', '=', student.user.id).execute()).toEqual([]);
    const left = await api.context.db
      .selectFrom('files')
      .select('id')
      .where('storageKey', 'in', documents.map((document) => document.storageKey))
      .execute();
    expect(left).toEqual([]);
    // Both PDFs and the application's receipt.
    expect(await filesOnDisk(api)).toBe(filesBefore - 3);
  });
});
