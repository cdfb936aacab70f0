import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cmiHash, isCmiHashValid } from '#api/payments/card/cmi-hash.ts';

// CMI's ver3 hash (docs/payments.md, "Card payment (CMI)"), checked against the text built by hand.
const sha512Base64 = (text: string) => createHash('sha512').update(text, 'utf8').digest('base64');
const STORE_KEY = 'Store-Key-0123456789';

describe('CMI hash ver3', () => {
  it('hashes the values in the order of their names without case, hash and encoding left out, then the store key', () => {
    const fields = {
      oid: 'B4K7M2QX-1a2b3c',
      amount: '250.00',
      BillToName: 'Salma Bennani',
      clientid: '600000123',
      currency: '504',
      encoding: 'UTF-8',
      hash: 'whatever was sent',
      hashAlgorithm: 'ver3',
    };

    // amount, BillToName, clientid, currency, hashAlgorithm, oid.
    const text = '250.00|Salma Bennani|600000123|504|ver3|B4K7M2QX-1a2b3c|Store-Key-0123456789';
    expect(cmiHash(fields, STORE_KEY)).toBe(sha512Base64(text));
    expect(cmiHash(fields, STORE_KEY)).toHaveLength(88);
  });

  it('leaves out HASH and Encoding in any case, and sorts Response among lower-case names', () => {
    const fields = { Response: 'Approved', HASH: 'x', Encoding: 'UTF-8', ProcReturnCode: '00', mdStatus: '1', oid: 'A-1' };

    expect(cmiHash(fields, STORE_KEY)).toBe(sha512Base64('1|A-1|00|Approved|Store-Key-0123456789'));
  });

  it('escapes backslashes and pipes in the values and in the store key', () => {
    const fields = { a: 'x|y', b: 'c:\\d', c: '\\|' };

    expect(cmiHash(fields, 'key|with\\both-0123')).toBe(sha512Base64('x\\|y|c:\\\\d|\\\\\\||key\\|with\\\\both-0123'));
  });

  it('accepts the right hash only', () => {
    const fields = { oid: 'A-1', amount: '10.00' };
    const hash = cmiHash(fields, STORE_KEY);

    expect(isCmiHashValid({ ...fields, HASH: hash }, STORE_KEY, hash)).toBe(true);
    expect(isCmiHashValid({ ...fields, amount: '11.00' }, STORE_KEY, hash)).toBe(false);
    expect(isCmiHashValid(fields, 'Another-Store-Key-000', hash)).toBe(false);
    expect(isCmiHashValid(fields, STORE_KEY, hash.slice(1))).toBe(false);
    expect(isCmiHashValid(fields, STORE_KEY, '')).toBe(false);
  });
});
