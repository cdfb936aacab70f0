import type { ApprovalStatus, Role } from '@bourses/common/statuses';
import type { ScholarshipCardFieldsFragment } from '@/__generated__/graphql';
import type { SessionUser } from '@/modules/auth/utils/session-user';

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export interface AccessTokenOptions {
  userId?: string;
  role?: Role;
  approvalStatus?: ApprovalStatus;
  /** Seconds from `now` until expiry (negative: already expired). */
  expiresInSeconds?: number;
  now?: number;
}

let tokenSerial = 0;

/** A JWT-shaped access token like the api's (the client never checks signatures). */
export function makeAccessToken({
  userId = 'user-1',
  role = 'CLIENT',
  approvalStatus = 'APPROVED',
  expiresInSeconds = 15 * 60,
  now = Date.now(),
}: AccessTokenOptions = {}): string {
  tokenSerial += 1;
  const header = base64Url(JSON.stringify({ alg: 'HS256' }));
  const payload = base64Url(
    JSON.stringify({ sub: userId, role, approvalStatus, exp: Math.floor(now / 1000) + expiresInSeconds, jti: tokenSerial }),
  );
  return `${header}.${payload}.signature`;
}

export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const approvalStatus = overrides.approvalStatus ?? 'APPROVED';
  return {
    id: 'user-1',
    email: 'salma@example.ma',
    firstName: 'Salma',
    lastName: 'Alaoui',
    role: 'CLIENT',
    approvalStatus,
    isApproved: approvalStatus === 'APPROVED',
    isVerified: true,
    approvalDate: null,
    phoneNumber: '+212612345678',
    rejectionReason: null,
    ...overrides,
  };
}

/** A file of the given size without allocating it. */
export function makeFile(name: string, sizeBytes = 1024, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}

/** A card's fields as the list query answers them (codegen's type: a new field must be given here). */
export type ScholarshipCardData = ScholarshipCardFieldsFragment;

export function makeScholarshipCardData(overrides: Partial<ScholarshipCardData> = {}): ScholarshipCardData {
  return {
    id: '7',
    title: 'Bourse Erasmus+',
    description: 'Un semestre dans une université partenaire en Europe.',
    textLanguages: { title: 'FR', description: 'FR' },
    country: 'ES',
    university: 'Universidad de Granada',
    imageUrl: '/static/covers/1-2-ES.svg',
    picture: null,
    startDate: '2026-09-01',
    deadline: '2026-12-04',
    deadlinePassed: false,
    applicationFee: null,
    isSaved: null,
    ...overrides,
  };
}
