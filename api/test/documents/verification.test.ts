import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIssuedDocument, storedVerificationCode } from '../factories/issued-documents.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// The public check of a document's code (docs/documents.md, "Verification"), over HTTP. Issuing is
// not under test: the documents are inserted as issuing stores them.

const CHECKS_PER_HOUR = 5;

let api: TestApi;
let salma: TestUser;

beforeAll(async () => {
  api = await startTestApi({ DOCUMENT_CHECKS_PER_ADDRESS_PER_HOUR: String(CHECKS_PER_HOUR) });
  salma = await createUser(api, { firstName: 'Salma', lastName: 'Alaoui', phoneNumber: '+212698765432' });
});
afterAll(() => api.close());

let addressCount = 0;
/** A client address no other test uses: each test starts with the whole allowance. */
const freshAddress = () => `198.51.100.${(addressCount += 1)}`;

/** The code as a person might type it: lower case, dashes every four, O for 0, I and L for 1. */
const typedByHand = (code: string) =>
  (code.toLowerCase().match(/.{1,4}/g) ?? []).join('-').replace(/^0/, 'o').replace(/1$/, 'l');

const verify = (code: string, address = freshAddress()) =>
  api.http.get(`/api/documents/verify/${code}`).set(api.fromClient(address));

describe('GET /api/documents/verify/:code', () => {
  it('tells anyone a genuine document’s kind, date, reference and the holder’s first name and initial, and nothing else', async () => {
    const issuedAt = new Date('2026-03-14T10:30:00.000Z');
    const document = await insertIssuedDocument(api, salma, {
      kind: 'payment-receipt',
      reference: 'BRS-2026-0042',
      issuedAt,
      language: 'ar',
    });

    const res = await verify(typedByHand(document.verificationCode));

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      data: {
        kind: 'payment-receipt',
        issuedAt: issuedAt.toISOString(),
        reference: 'BRS-2026-0042',
        holderName: 'Salma A.',
        language: 'ar',
        superseded: false,
        supersededAt: null,
      },
    });
    const text = JSON.stringify(res.body);
    for (const secret of [
      salma.user.email,
      salma.user.phoneNumber,
      'Alaoui',
      salma.user.id,
      document.id,
      document.fileId,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('accepts the code with an I for a 1 and in upper case without dashes', async () => {
    const document = await insertIssuedDocument(api, salma, {
      kind: 'proof-of-submission',
      reference: '1207',
      issuedAt: new Date(),
    });

    const res = await verify(document.verificationCode.replace(/1$/, 'I'));

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'proof-of-submission',
      reference: '1207',
      holderName: 'Salma A.',
    });
  });

  it('says that a decision letter replaced by a later one is superseded, and when', async () => {
    const first = await insertIssuedDocument(api, salma, {
      kind: 'decision-letter',
      reference: '1300',
      issuedAt: new Date('2026-04-01T09:00:00Z'),
    });
    const later = await insertIssuedDocument(api, salma, {
      kind: 'decision-letter',
      reference: '1300',
      issuedAt: new Date('2026-04-20T15:00:00Z'),
    });
    const supersededAt = new Date('2026-04-20T15:00:00.000Z');
    await api.context.db
      .updateTable('documents')
      .set({ supersededBy: later.id, supersededAt })
      .where('id', '=', first.id)
      .execute();

    const old = await verify(first.verificationCode);
    const current = await verify(later.verificationCode);

    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({
      kind: 'decision-letter',
      superseded: true,
      supersededAt: supersededAt.toISOString(),
    });
    expect(current.body.data).toMatchObject({ superseded: false, supersededAt: null });
  });

  it('answers an unknown code and a malformed one with the same 404, after the same queries', async () => {
    const unknown = storedVerificationCode();
    // As they reach the path: too short, too long, outside the alphabet, NULs, Arabic letters.
    const malformed = [
      'ABC',
      `${storedVerificationCode()}0`,
      'x'.repeat(500),
      'UUUU-UUUU-UUUU',
      '%00'.repeat(12),
      encodeURIComponent('ح'.repeat(12)),
    ];

    const answers = [];
    for (const code of [unknown, ...malformed]) {
      const before = api.statements.length;
      const res = await verify(code);
      // The periodic purge of expired counters may run meanwhile: its statement is not the request's.
      const statements = api.statements
        .slice(before)
        .filter((statement) => !statement.startsWith('delete from "rate_limits"'));
      answers.push({ status: res.status, body: res.body, statements });
    }

    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Document introuvable.', code: 'DOCUMENT_NOT_FOUND' });
      expect(answer.statements).toEqual(answers[0]?.statements);
    }
    expect(answers[0]?.statements.some((statement) => /from "documents"/.test(statement))).toBe(true);
  });

  it('says “not found” in the caller’s language', async () => {
    const arabic = await verify(storedVerificationCode()).set('Accept-Language', 'ar');
    const english = await verify('nope').set('Accept-Language', 'en');

    expect(arabic.body).toEqual({ message: 'المستند غير موجود.', code: 'DOCUMENT_NOT_FOUND' });
    expect(english.body).toEqual({ message: 'Document not found.', code: 'DOCUMENT_NOT_FOUND' });
  });

  it(`lets one address check ${CHECKS_PER_HOUR} codes an hour, found or not, then answers 429 with Retry-After`, async () => {
    const document = await insertIssuedDocument(api, salma, {
      kind: 'payment-receipt',
      reference: 'BRS-2026-0077',
      issuedAt: new Date(),
    });
    const address = freshAddress();
    for (let check = 0; check < CHECKS_PER_HOUR; check += 1) {
      await verify(check % 2 === 0 ? storedVerificationCode() : document.verificationCode, address).expect(
        check % 2 === 0 ? 404 : 200,
      );
    }

    const refused = await verify(document.verificationCode, address).set('Accept-Language', 'en');
    const elsewhere = await verify(document.verificationCode, freshAddress());

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many requests. Try again in 60 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(elsewhere.status).toBe(200);
  });
});
