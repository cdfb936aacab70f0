import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, type TestUser } from '@bourses/api/test/factories/users';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// A scholarship's application fee through GraphQL: a `Money` written in the caller's language, and
// staff setting it as an amount in dirhams.

const FEE = /* GraphQL */ `
  query ScholarshipFee($id: ID!) {
    scholarship(id: $id) { applicationFee { amount currency formatted } }
  }
`;

const CARD_FEES = /* GraphQL */ `
  query CardFees($ids: [ID!]) {
    scholarships(filter: { ids: $ids }) { items { id applicationFee { formatted } } }
  }
`;

const CREATE = /* GraphQL */ `
  mutation CreateWithFee($input: ScholarshipInput!) {
    createScholarship(input: $input) { id applicationFee { amount currency } }
  }
`;

interface Fee {
  amount: number;
  currency: string;
  formatted: string;
}

const inputWithFee = (applicationFee: unknown) => ({
  country: 'CA',
  university: 'Université Laval',
  startDate: '2027-09-01',
  deadline: '2099-06-30',
  applicationFee,
  translations: { fr: { title: 'Bourse avec frais', description: 'Une bourse.', longDescription: '<p>Détails</p>' } },
});

// Intl's no-break spaces and the right-to-left mark, as plain text for the comparison.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '');

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
}, 120_000);
afterAll(() => platform.close());

describe('a scholarship’s application fee', () => {
  it('is a Money written as the caller’s language writes amounts, on the detail and on a card', async () => {
    const id = String((await createScholarship(platform.api, { applicationFeeCentimes: 125_050 })).id);

    const answers = await Promise.all(
      ['fr', 'ar', 'en'].map((language) =>
        platform.bff.graphql<{ scholarship: { applicationFee: Fee } }>(FEE, { id }, { language }),
      ),
    );
    const cards = await platform.bff.graphql<{ scholarships: { items: { applicationFee: Fee }[] } }>(CARD_FEES, { ids: [id] });

    const [fr, ar, en] = answers.map((answer) => answer.data?.scholarship.applicationFee);
    expect(fr).toMatchObject({ amount: 1250.5, currency: 'MAD' });
    expect(plain(fr?.formatted)).toBe('1 250,50 MAD');
    expect(plain(ar?.formatted)).toBe('1.250,50 د.م.');
    expect(plain(en?.formatted)).toBe('MAD 1,250.50');
    expect(plain(cards.data?.scholarships.items[0]?.applicationFee.formatted)).toBe('1 250,50 MAD');
  });

  it('is null when applying is free', async () => {
    const id = String((await createScholarship(platform.api)).id);

    const answer = await platform.bff.graphql<{ scholarship: { applicationFee: Fee | null } }>(FEE, { id });

    expect(answer.data?.scholarship.applicationFee).toBeNull();
  });

  it('is set by staff as an amount in dirhams, and a wrong amount is refused in their language', async () => {
    const created = await platform.bff.graphql<{ createScholarship: { applicationFee: Fee } }>(
      CREATE,
      { input: inputWithFee({ amount: 300, currency: 'MAD' }) },
      { token: agent.token },
    );
    const refused = await platform.bff.graphql(CREATE, { input: inputWithFee({ amount: 12.345 }) }, { token: agent.token, language: 'en' });

    expect(created.errors).toBeUndefined();
    expect(created.data?.createScholarship.applicationFee).toEqual({ amount: 300, currency: 'MAD' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The amount must be in dirhams, between 0 and 1,000,000, with two decimals at most.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
