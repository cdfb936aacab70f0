import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIssuedDocument, storedVerificationCode } from '@bourses/api/test/factories/issued-documents';
import { createUser } from '@bourses/api/test/factories/users';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

const VERIFY_DOCUMENT = /* GraphQL */ `
  query VerifyDocument($code: String!) {
    verifyDocument(code: $code) {
      kind
      issuedAt
      reference
      holderName
      language
      superseded
      supersededAt
    }
  }
`;

const CHECKS_PER_HOUR = 3;

let platform: TestPlatform;
beforeAll(async () => {
  // Behind a trusted proxy, so that each test is a caller of its own (X-Forwarded-For).
  platform = await startTestPlatform({ TRUST_PROXY: 'true' }, undefined, {
    DOCUMENT_CHECKS_PER_ADDRESS_PER_HOUR: String(CHECKS_PER_HOUR),
  });
});
afterAll(() => platform.close());

let addressCount = 0;
const freshCaller = (language = 'fr') => ({
  language,
  headers: { 'X-Forwarded-For': `198.51.100.${(addressCount += 1)}` },
});

describe('Query.verifyDocument', () => {
  it('answers a genuine code, typed with dashes in lower case, with its facts and the holder’s first name and initial', async () => {
    const holder = await createUser(platform.api, { firstName: 'Salma', lastName: 'Alaoui' });
    const issuedAt = new Date('2026-06-10T11:15:00.000Z');
    const supersededAt = new Date('2026-06-20T09:00:00.000Z');
    const letter = await insertIssuedDocument(platform.api, holder, { kind: 'decision-letter', reference: '2048', issuedAt, language: 'ar' });
    await platform.api.context.db.updateTable('documents').set({ supersededAt }).where('id', '=', letter.id).execute();
    const typed = (letter.verificationCode.toLowerCase().match(/.{4}/g) ?? []).join('-');

    const answer = await platform.bff.graphql(VERIFY_DOCUMENT, { code: typed }, freshCaller());

    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      verifyDocument: {
        kind: 'DECISION_LETTER',
        issuedAt: issuedAt.toISOString(),
        reference: '2048',
        holderName: 'Salma A.',
        language: 'AR',
        superseded: true,
        supersededAt: supersededAt.toISOString(),
      },
    });
  });

  it('answers null, without an error, for an unknown code and a malformed one', async () => {
    const caller = freshCaller();
    const unknown = await platform.bff.graphql(VERIFY_DOCUMENT, { code: storedVerificationCode() }, caller);
    const malformed = await platform.bff.graphql(VERIFY_DOCUMENT, { code: `??/${'x'.repeat(5000)}` }, caller);

    for (const answer of [unknown, malformed]) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ verifyDocument: null });
    }
  });

  it('passes the api’s limit on checks per address on, with how long to wait', async () => {
    const caller = freshCaller('en');
    for (let check = 0; check < CHECKS_PER_HOUR; check += 1) {
      await platform.bff.graphql(VERIFY_DOCUMENT, { code: storedVerificationCode() }, caller);
    }

    const refused = await platform.bff.graphql(VERIFY_DOCUMENT, { code: storedVerificationCode() }, caller);

    const [error] = refused.errors ?? [];
    expect(error?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(error?.message).toBe('Too many requests. Try again in 60 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});
