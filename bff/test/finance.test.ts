import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@bourses/common/money';
import { apply } from '@bourses/api/test/factories/applications';
import { openPaymentAt } from '@bourses/api/test/factories/payment-dates';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// The finance view through GraphQL and the payments export through /files/exports, over the real api
// (docs/payments.md, "Finance view").

const FINANCE = /* GraphQL */ `
  query Finance {
    finance {
      total { ...Row }
      registration { ...Row }
      perScholarship { ...Row }
      perMonth { ...Row }
    }
  }
  fragment Row on FinanceRow {
    scholarship { id title }
    month
    payments
    due { amount formatted }
    received { amount }
    outstanding { amount }
  }
`;

interface Row {
  scholarship: { id: string; title: string } | null;
  month: string | null;
  payments: number;
  due: { amount: number; formatted: string };
  received: { amount: number };
  outstanding: { amount: number };
}

interface FinanceAnswer {
  finance: { total: Row; registration: Row; perScholarship: Row[]; perMonth: Row[] };
}

let platform: TestPlatform;
let agent: TestUser;
let admin: TestUser;
let eiffelId: number;
beforeAll(async () => {
  platform = await startTestPlatform();
  const { api } = platform;
  agent = await createAgent(api);
  admin = await createAdmin(api);
  eiffelId = (
    await createScholarship(api, { applicationFeeCentimes: 25_000 }, { fr: { title: 'Bourse Eiffel' }, ar: { title: 'منحة إيفل' } })
  ).id;
  const student = await createUser(api, { firstName: 'سلمى', lastName: 'العلوي' });
  const applicationId: number = (await apply(api, student, eiffelId).expect(201)).body.data.id;
  const payment = await api.context.db.selectFrom('payments').select('id').where('applicationId', '=', applicationId).executeTakeFirstOrThrow();
  await api.http
    .post(`/api/payments/${payment.id}/verify`)
    .set(agent.auth)
    .send({ amountReceived: { amount: 200 }, paidOn: '2026-01-05' })
    .expect(200);
  await openPaymentAt(api, payment.id, '2026-03-10T09:00:00Z');
}, 120_000);
afterAll(() => platform.close());

describe('Query.finance', () => {
  it('answers staff the money per scholarship, named in their language, per month and in all', async () => {
    const answer = await platform.bff.graphql<FinanceAnswer>(FINANCE, {}, { token: admin.token, language: 'ar' });

    expect(answer.errors).toBeUndefined();
    const finance = answer.data?.finance;
    // Received 200 MAD of 250: the payment is verified, so nothing is outstanding.
    expect(finance?.total).toEqual({
      scholarship: null,
      month: null,
      payments: 1,
      due: { amount: 250, formatted: formatMoney({ centimes: 25_000, currency: 'MAD' }, 'ar') },
      received: { amount: 200 },
      outstanding: { amount: 0 },
    });
    expect(finance?.registration).toMatchObject({ scholarship: null, payments: 0, due: { amount: 0 } });
    expect(finance?.perScholarship).toEqual([
      expect.objectContaining({ scholarship: { id: String(eiffelId), title: 'منحة إيفل' }, month: null, payments: 1 }),
    ]);
    expect(finance?.perMonth).toEqual([expect.objectContaining({ scholarship: null, month: '2026-03', payments: 1 })]);
  });

  it('refuses a student', async () => {
    const student = await createUser(platform.api);

    const answer = await platform.bff.graphql<FinanceAnswer>(FINANCE, {}, { token: student.token });

    expect(answer.data?.finance ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET /files/exports/payments', () => {
  it('streams the api’s CSV through with the list’s filters, for staff only', async () => {
    const asked = (token: string, query: string) =>
      fetch(`${platform.bff.url}/files/exports/payments?format=csv&${query}`, {
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' },
      });

    const res = await asked(agent.token, `scholarshipId=${eiffelId}&status=VERIFIED&unknown=1`);
    const none = await asked(agent.token, `scholarshipId=${eiffelId}&status=REFUSED`);
    const student = await createUser(platform.api);
    const refused = await asked(student.token, '');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?payments-\d{4}-\d{2}-\d{2}\.csv/);
    // text() leaves the byte order mark out.
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Référence;Type;Étudiant;E-mail;Bourse/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Candidature;سلمى العلوي;');
    expect(lines[1]).toContain(';Bourse Eiffel;250;200;Paiement reçu;Non;2026-01-05;');
    expect((await none.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
    expect(refused.status).toBe(403);
  });
});
