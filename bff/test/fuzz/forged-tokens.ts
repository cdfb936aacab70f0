import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { hostileString } from './hostile-values.ts';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JWT signed (or not) exactly as told: header and claims are whatever an attacker chooses. */
export function forgeJwt(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  secret: string | null,
): string {
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature =
    secret === null ? '' : createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

export interface TokenMaterial {
  /** The api's real signing secret: an insider's forgery, to reach code behind the signature check. */
  secret: string;
  /** Tokens the api issued to real accounts (student, agent, admin, pending student). */
  issued: string[];
  userIds: string[];
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Authorization header values: missing, garbage, wrong schemes, forged, tampered, unsigned, eternal, real. */
export function hostileAuthorization({
  secret,
  issued,
  userIds,
}: TokenMaterial): fc.Arbitrary<string | null> {
  const claims = fc.record(
    {
      sub: fc.oneof(fc.constantFrom(...userIds), hostileString),
      role: fc.oneof(fc.constantFrom('ADMIN', 'AGENT', 'CLIENT'), hostileString),
      approvalStatus: fc.oneof(fc.constantFrom('APPROVED', 'PENDING', 'REJECTED'), hostileString),
      iss: fc.constantFrom('bourses-api', 'someone-else'),
      exp: fc.oneof(
        fc.constant(nowSeconds() + 3600),
        fc.constant(nowSeconds() - 3600),
        fc.constantFrom('tomorrow', 1e308, -1),
      ),
      iat: fc.constantFrom(nowSeconds(), nowSeconds() + 10_000_000),
      sid: fc.oneof(hostileString, fc.uuid()),
    },
    { requiredKeys: ['sub', 'role', 'approvalStatus', 'iss'] },
  );
  const header = fc.oneof(
    fc.constant({ alg: 'HS256', typ: 'JWT' }),
    fc.constant({ alg: 'none', typ: 'JWT' }),
    fc.constant({ alg: 'HS512' }),
    fc.constant({ alg: 'RS256' }),
    fc.constant({ alg: 'HS256', kid: '../../../../dev/null' }),
    fc.constant({ alg: 'HS256', crit: ['exp'] }),
    fc.constant({ alg: 'HS256', b64: false, crit: ['b64'] }),
  );
  const forged = fc
    .tuple(header, claims, fc.constantFrom<'real' | 'wrong' | 'none'>('real', 'real', 'wrong', 'none'))
    .map(([tokenHeader, tokenClaims, signing]) =>
      forgeJwt(
        tokenHeader,
        tokenClaims,
        signing === 'real' ? secret : signing === 'wrong' ? randomBytes(32).toString('hex') : null,
      ),
    );
  const tampered = fc.constantFrom(...issued).map((token) => {
    const [head, , signature] = token.split('.');
    return `${head}.${base64url(JSON.stringify({ sub: userIds[0], role: 'ADMIN', approvalStatus: 'APPROVED', iss: 'bourses-api' }))}.${signature}`;
  });
  // Cross-shrinking lets a counterexample lose its token when the token is not what broke it.
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant(null), weight: 3 },
    { arbitrary: fc.constantFrom(...issued).map((token) => `Bearer ${token}`), weight: 10 },
    { arbitrary: forged.map((token) => `Bearer ${token}`), weight: 3 },
    { arbitrary: tampered.map((token) => `Bearer ${token}`), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        'Bearer',
        'Bearer ',
        'bearer  a.b.c',
        'Basic YWRtaW46YWRtaW4=',
        'Bearer a.b',
        'Bearer ...',
        'Bearer e30.e30.',
        `Bearer ${'A'.repeat(8_000)}`,
        'Bearer \u00ff\u00fe',
        'Token abc',
      ),
      weight: 2,
    },
    {
      arbitrary: hostileString.map((garbage) => `Bearer ${garbage.replace(/[\r\n]/g, '').slice(0, 2_000)}`),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(...issued).map((token) => `Bearer ${token} ${token}`), weight: 1 },
  );
}
