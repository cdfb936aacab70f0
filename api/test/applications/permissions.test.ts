import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, PDF_RECEIPT, type TestApplication } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import {
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let callers: Record<Exclude<Caller, 'visitor' | 'owner'>, TestUser>;
beforeAll(async () => {
  api = await startTestApi();
  callers = {
    unapproved: await createPendingStudent(api, { isVerified: true }),
    'other student': await createUser(api),
    AGENT: await createAgent(api),
    ADMIN: await createAdmin(api),
  };
});
afterAll(() => api.close());

type Caller = 'visitor' | 'unapproved' | 'owner' | 'other student' | 'AGENT' | 'ADMIN';
const CALLERS: Caller[] = ['visitor', 'unapproved', 'owner', 'other student', 'AGENT', 'ADMIN'];

interface Endpoint {
  name: string;
  request: (application: TestApplication) => Test;
  /** The answer's status for each caller, in the order of CALLERS. */
  expected: [number, number, number, number, number, number];
}

const base = '/api/scholarships/applications';

// The permission table of docs/product-rules.md, row by row: someone else's application is a 404, never a 403.
const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET check',
    request: (a) => api.http.get(`${base}/check?scholarshipId=${a.scholarshipId}`),
    expected: [401, 403, 200, 200, 403, 403],
  },
  { name: 'GET list', request: () => api.http.get(base), expected: [401, 403, 200, 200, 200, 200] },
  {
    name: 'GET detail',
    request: (a) => api.http.get(`${base}/${a.id}`),
    expected: [401, 403, 200, 404, 200, 200],
  },
  {
    name: 'GET receipt',
    request: (a) => api.http.get(`${base}/${a.id}/receipt`),
    expected: [401, 403, 200, 404, 200, 200],
  },
  {
    name: 'GET /api/applications',
    request: () => api.http.get('/api/applications'),
    expected: [401, 403, 200, 200, 403, 403],
  },
  {
    name: 'GET /api/applications/{id}',
    request: (a) => api.http.get(`/api/applications/${a.id}`),
    expected: [401, 403, 200, 404, 403, 403],
  },
  {
    name: 'PATCH new receipt',
    request: (a) =>
      api.http.patch(`${base}/${a.id}`).attach('paymentReceipt', PDF_RECEIPT.content, PDF_RECEIPT.name),
    // Staff do not send receipts: a clear 400 rather than a change.
    expected: [401, 403, 200, 404, 400, 400],
  },
  {
    name: 'POST withdraw',
    request: (a) => api.http.post(`${base}/${a.id}/withdraw`),
    expected: [401, 403, 200, 404, 403, 403],
  },
  {
    name: 'PATCH approve',
    request: (a) => api.http.patch(`${base}/${a.id}/approve`).send({}),
    expected: [401, 403, 403, 403, 200, 200],
  },
  {
    name: 'PATCH reject',
    request: (a) => api.http.patch(`${base}/${a.id}/reject`).send({ feedback: 'Reçu illisible' }),
    expected: [401, 403, 403, 403, 200, 200],
  },
  {
    name: 'PUT admin status',
    request: (a) => api.http.put(`/api/admin/applications/${a.id}/status`).send({ status: 'approved' }),
    expected: [401, 403, 403, 403, 200, 200],
  },
  {
    name: 'DELETE',
    request: (a) => api.http.delete(`${base}/${a.id}`),
    expected: [401, 403, 403, 403, 204, 204],
  },
  {
    name: 'GET admin list',
    request: () => api.http.get('/api/admin/applications'),
    expected: [401, 403, 403, 403, 200, 200],
  },
  {
    name: 'GET dashboard',
    request: () => api.http.get('/api/admin/dashboard'),
    expected: [401, 403, 403, 403, 200, 200],
  },
];

const cases = ENDPOINTS.flatMap((endpoint) =>
  CALLERS.map((caller, index) => ({
    endpoint: endpoint.name,
    caller,
    status: endpoint.expected[index],
    request: endpoint.request,
  })),
);

describe('who may call each application endpoint', () => {
  it.each(cases)('$endpoint by $caller answers $status', async ({ caller, status, request }) => {
    // Arrange: a fresh pending application for every call, since some calls change it.
    const application = await createApplication(api);

    // Act
    const call = request(application);
    if (caller === 'owner') call.set(application.student.auth);
    else if (caller !== 'visitor') call.set(callers[caller].auth);
    const res = await call;

    // Assert
    expect(res.status).toBe(status);
  });

  it('lets an approved student apply and refuses everyone else', async () => {
    const scholarship = await createScholarship(api);
    const apply = (caller: TestUser | null) => {
      const call = api.http
        .post(`/api/scholarships/${scholarship.id}/apply`)
        .attach('paymentReceipt', PDF_RECEIPT.content, PDF_RECEIPT.name);
      return caller ? call.set(caller.auth) : call;
    };

    const statuses = [
      (await apply(null)).status,
      (await apply(callers.unapproved)).status,
      (await apply(callers['other student'])).status,
      (await apply(callers.AGENT)).status,
      (await apply(callers.ADMIN)).status,
    ];

    expect(statuses).toEqual([401, 403, 201, 403, 403]);
  });
});
