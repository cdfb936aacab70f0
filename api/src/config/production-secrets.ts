/**
 * Secrets that anyone can read in this repository (docker-compose's old default, `.env.example`,
 * the README's demo accounts): a production api signing tokens or an ADMIN with one of them is open.
 */
export const DOCUMENTED_JWT_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-secret-of-32-chars',
  'replace-with-a-random-secret-of-at-least-32-characters',
];

/** `.env.example`'s placeholder for the key the bff sends: with it, anyone could state a client's address. */
const DOCUMENTED_BFF_API_KEYS: readonly string[] = ['replace-with-another-random-key-of-at-least-32-characters'];

export const DOCUMENTED_ADMIN_PASSWORDS: readonly string[] = [
  'ChangeMe123!',
  'Admin123!',
  'Agent123!',
  'Student123!',
  'Replace-With-A-Strong-Password-1',
];

interface ProductionSecrets {
  JWT_SECRET?: string;
  ADMIN_PASSWORD?: string;
  BFF_API_KEY?: string;
}

/** What keeps a production api from starting: one line per variable, naming it. */
export function productionSecretProblems({ JWT_SECRET, ADMIN_PASSWORD, BFF_API_KEY }: ProductionSecrets): string[] {
  const problems: string[] = [];
  // Outside production a secret generated under DATA_DIR is fine; in production it must be chosen and shared.
  if (JWT_SECRET === undefined) problems.push('JWT_SECRET: required in production (at least 32 random characters)');
  else if (DOCUMENTED_JWT_SECRETS.includes(JWT_SECRET.trim())) problems.push('JWT_SECRET: is the documented placeholder, choose a random secret');
  if (ADMIN_PASSWORD !== undefined && DOCUMENTED_ADMIN_PASSWORDS.includes(ADMIN_PASSWORD.trim())) {
    problems.push('ADMIN_PASSWORD: is a documented example password, choose another');
  }
  if (BFF_API_KEY !== undefined && DOCUMENTED_BFF_API_KEYS.includes(BFF_API_KEY.trim())) {
    problems.push('BFF_API_KEY: is the documented placeholder, choose a random key');
  }
  return problems;
}
