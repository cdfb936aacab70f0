import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { AUDIT_LOG } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// The audit log as GraphQL, and the staff exports streamed through /files/exports.

let platform: TestPlatform;
let admin: TestUser;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await createAdmin(platform.api);
  agent = await createAgent(platform.api);
});
afterAll(() => platform.close());

interface AuditLogAnswer {
  auditLog: {
    items: {
      action: string;
      actor: { id: string; role: string; email: string };
      target: { type: string; id: string; name: string | null; scholarship: { id: string; title: string } | null };
      changes: { field: string; before: string | null; after: string | null; beforeName: string | null; afterName: string | null }[];
    }[];
    pagination: { total: number };
  };
}

describe('the audit log query', () => {
  it('shows an ADMIN an agent’s assignment and rejection, filtered by actor and target, with names and what changed', async () => {
    const student = await createUser(platform.api, { firstName: 'Salma', lastName: 'Chraibi' });
    const scholarship = await createScholarship(platform.api, {}, { fr: { title: 'Bourse du journal' } });
    const application = await createApplication(platform.api, { student, scholarshipId: scholarship.id });
    const applicationPath = `/api/scholarships/applications/${application.id}`;
    await platform.api.http.put(`${applicationPath}/assignee`).set(agent.auth).send({ assigneeId: agent.user.id }).expect(200);
    await platform.api.http.patch(`${applicationPath}/reject`).set(agent.auth).send({ feedback: 'Reçu illisible' }).expect(200);

    const answer = await platform.bff.graphql<AuditLogAnswer>(
      AUDIT_LOG,
      { filter: { actorId: agent.user.id, targetType: 'APPLICATION', targetId: String(application.id) } },
      { token: admin.token },
    );

    expect(answer.errors).toBeUndefined();
    const target = {
      type: 'APPLICATION',
      id: String(application.id),
      name: 'Salma Chraibi',
      scholarship: { id: String(scholarship.id), title: 'Bourse du journal' },
    };
    expect(answer.data?.auditLog.items).toEqual([
      expect.objectContaining({
        action: 'application.reject',
        actor: expect.objectContaining({ id: agent.user.id, role: 'AGENT', email: agent.user.email }),
        target,
        changes: [
          { field: 'status', before: 'pending', after: 'rejected', beforeName: null, afterName: null },
          { field: 'feedback', before: null, after: 'Reçu illisible', beforeName: null, afterName: null },
        ],
      }),
      expect.objectContaining({
        action: 'application.assign',
        target,
        changes: [
          {
            field: 'assigneeId',
            before: null,
            after: agent.user.id,
            beforeName: null,
            afterName: `${agent.user.firstName} ${agent.user.lastName}`,
          },
        ],
      }),
    ]);
  });

  it('refuses an agent', async () => {
    const answer = await platform.bff.graphql(AUDIT_LOG, {}, { token: agent.token });

    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the staff exports under /files/exports', () => {
  it('streams the api’s CSV through with its name, for staff, with the list’s filters', async () => {
    const scholarship = await createScholarship(platform.api);
    const student = await createUser(platform.api, { firstName: 'سلمى', lastName: 'العلوي' });
    await createApplication(platform.api, { student, scholarshipId: scholarship.id });

    const res = await fetch(
      `${platform.bff.url}/files/exports/applications?format=csv&scholarshipId=${scholarship.id}&unknown=1`,
      { headers: { Authorization: `Bearer ${agent.token}`, 'Accept-Language': 'ar' } },
    );

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?applications-\d{4}-\d{2}-\d{2}\.csv/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = body.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\uFEFFالرقم;الحالة/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('سلمى;العلوي');
    // The correspondence filters pass on too: the student wrote nothing.
    const unread = await fetch(
      `${platform.bff.url}/files/exports/applications?format=csv&scholarshipId=${scholarship.id}&unreadFromStudents=true`,
      { headers: { Authorization: `Bearer ${agent.token}` } },
    );
    expect((await unread.text()).split('\r\n').filter(Boolean)).toHaveLength(1);

    // The audit log tells the export's filters one by one, the scholarship by its title.
    const answer = await platform.bff.graphql<AuditLogAnswer>(
      AUDIT_LOG,
      { filter: { actorId: agent.user.id, action: 'export.applications' } },
      { token: admin.token },
    );
    expect(answer.data?.auditLog.items[0]?.changes).toContainEqual({
      field: 'filters.scholarshipId',
      before: null,
      after: String(scholarship.id),
      beforeName: null,
      afterName: expect.stringMatching(/^Bourse d’excellence/),
    });
  });

  it('passes on the api’s refusals: a visitor is asked to sign in, a student is refused', async () => {
    const student = await createUser(platform.api);

    const visitor = await fetch(`${platform.bff.url}/files/exports/accounts?format=xlsx`);
    const refused = await fetch(`${platform.bff.url}/files/exports/accounts?format=xlsx`, {
      headers: { Authorization: `Bearer ${student.token}` },
    });

    expect(visitor.status).toBe(401);
    expect(refused.status).toBe(403);
  });
});
