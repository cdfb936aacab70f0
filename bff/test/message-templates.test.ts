import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, type TestApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { conversationOf } from '@bourses/api/src/correspondence/conversation-store';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

const TEMPLATES = /* GraphQL */ `
  query SavedReplies($language: Language) {
    messageTemplates(language: $language) { id language title body updatedAt }
  }
`;
const CREATE = /* GraphQL */ `
  mutation CreateSavedReply($input: MessageTemplateInput!) {
    createMessageTemplate(input: $input) { id language title body }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation UpdateSavedReply($id: ID!, $input: MessageTemplateInput!) {
    updateMessageTemplate(id: $id, input: $input) { id language title body }
  }
`;
const DELETE = /* GraphQL */ `
  mutation DeleteSavedReply($id: ID!) {
    deleteMessageTemplate(id: $id) { success id }
  }
`;
const MESSAGE_APPLICANTS = /* GraphQL */ `
  mutation MessageApplicants($input: MessageApplicantsInput!) {
    messageApplicants(input: $input) { succeeded failed results { applicationId applicantName ok code message } }
  }
`;
const UNREAD_LISTS = /* GraphQL */ `
  query UnreadLists($applications: ApplicationFilter, $users: UserFilter) {
    applications(filter: $applications, limit: 50) { items { id } }
    users(filter: $users, limit: 100) { items { id } }
    dashboard { unreadFromStudents { messages conversations } overdueCorrections }
  }
`;

let platform: TestPlatform;
let agent: TestUser;
let admin: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
  admin = await createAdmin(platform.api);
});
afterAll(() => platform.close());

const nameOf = (application: TestApplication) =>
  `${application.student.user.firstName} ${application.student.user.lastName}`;

type Reply = { id: string; language: string; title: string; body: string };

describe('saved replies through GraphQL', () => {
  it('lets one staff member save a reply that another finds in its language, changes and deletes', async () => {
    const created = await platform.bff.graphql<{ createMessageTemplate: Reply }>(
      CREATE,
      { input: { language: 'AR', title: 'وصل غير مقروء', body: 'المرجو إعادة إرسال وصل واضح.' } },
      { token: agent.token },
    );
    await platform.bff.graphql(CREATE, { input: { language: 'FR', title: 'Reçu illisible', body: 'Merci de renvoyer le reçu.' } }, { token: agent.token });
    const id = created.data?.createMessageTemplate.id ?? '';

    const arabic = await platform.bff.graphql<{ messageTemplates: Reply[] }>(TEMPLATES, { language: 'AR' }, { token: admin.token });
    const changed = await platform.bff.graphql(
      UPDATE,
      { id, input: { language: 'AR', title: 'وصل غير مقروء', body: 'المرجو إرسال وصل واضح قبل الجمعة.' } },
      { token: admin.token },
    );
    const deleted = await platform.bff.graphql(DELETE, { id }, { token: admin.token });
    const after = await platform.bff.graphql<{ messageTemplates: Reply[] }>(TEMPLATES, { language: 'AR' }, { token: agent.token });

    expect(created.errors).toBeUndefined();
    expect(arabic.data?.messageTemplates).toEqual([
      { id, language: 'AR', title: 'وصل غير مقروء', body: 'المرجو إعادة إرسال وصل واضح.', updatedAt: expect.any(String) },
    ]);
    expect(changed.data).toEqual({
      updateMessageTemplate: { id, language: 'AR', title: 'وصل غير مقروء', body: 'المرجو إرسال وصل واضح قبل الجمعة.' },
    });
    expect(deleted.data).toEqual({ deleteMessageTemplate: { success: true, id } });
    expect(after.data?.messageTemplates).toEqual([]);
  });

  it('refuses a blank title with the api’s message, and a student altogether', async () => {
    const student = await createUser(platform.api);

    const blank = await platform.bff.graphql(CREATE, { input: { language: 'FR', title: ' ', body: 'Texte' } }, { token: agent.token, language: 'en' });
    const asStudent = await platform.bff.graphql(TEMPLATES, {}, { token: student.token, language: 'fr' });

    expect(blank.errors?.[0]?.message).toBe('Give the saved reply a title.');
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(asStudent.errors?.[0]?.message).toBe('Seul le personnel peut lire et écrire les réponses enregistrées.');
    expect(asStudent.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a message to many applicants through GraphQL', () => {
  it('reports each row: sent to the students who have an account, refused for one who deleted theirs', async () => {
    const scholarship = await createScholarship(platform.api);
    const kept = await createApplication(platform.api, { scholarshipId: scholarship.id });
    const anonymised = await createApplication(platform.api, { scholarshipId: scholarship.id });
    await platform.api.http
      .post('/api/iam/auth/delete-account')
      .set(anonymised.student.auth)
      .send({ password: anonymised.student.password })
      .expect(200);

    const answer = await platform.bff.graphql(
      MESSAGE_APPLICANTS,
      { input: { applicationIds: [String(kept.id), String(anonymised.id)], body: 'Le jury se réunit lundi.' } },
      { token: agent.token, language: 'en' },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      messageApplicants: {
        succeeded: 1,
        failed: 1,
        results: [
          { applicationId: String(kept.id), applicantName: nameOf(kept), ok: true, code: null, message: null },
          {
            applicationId: String(anonymised.id),
            applicantName: null,
            ok: false,
            code: 'BULK_MESSAGE_APPLICANT_DELETED',
            message: 'The student deleted their account: nobody can read a message on this application any more.',
          },
        ],
      },
    });
  });

  it('passes the staff list’s "unread from students" filter to the lists, the bulk message and the dashboard', async () => {
    const scholarship = await createScholarship(platform.api);
    const waiting = await createApplication(platform.api, { scholarshipId: scholarship.id });
    await createApplication(platform.api, { scholarshipId: scholarship.id });
    const conversation = await conversationOf(platform.api.context.db, { applicationId: waiting.id });
    const account = await conversationOf(platform.api.context.db, { userId: waiting.student.user.id });
    for (const id of [conversation?.id, account?.id])
      await platform.api.http.post(`/api/conversations/${id}/messages`).set(waiting.student.auth).field('body', 'Une question').expect(201);

    const lists = await platform.bff.graphql<{
      applications: { items: { id: string }[] };
      users: { items: { id: string }[] };
      dashboard: { unreadFromStudents: { messages: number; conversations: number }; overdueCorrections: number };
    }>(
      UNREAD_LISTS,
      { applications: { scholarshipId: String(scholarship.id), unreadFromStudents: true }, users: { unreadFromStudents: true } },
      { token: agent.token },
    );
    const sent = await platform.bff.graphql<{ messageApplicants: { results: { applicationId: string }[] } }>(
      MESSAGE_APPLICANTS,
      { input: { filter: { scholarshipId: String(scholarship.id), unreadFromStudents: true }, body: 'Nous revenons vers vous.' } },
      { token: agent.token },
    );

    expect(lists.errors).toBeUndefined();
    expect(lists.data?.applications.items).toEqual([{ id: String(waiting.id) }]);
    expect(lists.data?.users.items.map((user) => user.id)).toContain(waiting.student.user.id);
    // The only messages from students on this platform: one on the application, one on the account.
    expect(lists.data?.dashboard).toEqual({ unreadFromStudents: { messages: 2, conversations: 2 }, overdueCorrections: 0 });
    expect(sent.data?.messageApplicants.results.map((row) => row.applicationId)).toEqual([String(waiting.id)]);
  });
});
