import { ConfigError } from '../config/config.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { translate } from '../i18n/messages.ts';
import { adminCredentialsSchema, ensureAdmin, type AdminCredentials } from '../iam/users/admin-accounts.ts';
import { findUserByEmail } from '../iam/users/users-queries.ts';

/** The demo administrator whose sign-in the README gives (embedded default only). */
export const DEMO_ADMIN: AdminCredentials = {
  email: 'admin@bourses.ma',
  password: 'Admin123!',
  firstName: 'Admin',
  lastName: 'Bourses',
};

async function seedAdmin({ db, clock, logger }: AppContext, credentials: AdminCredentials, source: string) {
  const created = await ensureAdmin(db, credentials, clock.now());
  if (created) {
    logger.info({ email: created.email, source }, 'administrator created');
    return;
  }
  const existing = await findUserByEmail(db, credentials.email);
  // Never promoted silently at start: `npm run create-admin` does that on purpose.
  if (existing && existing.role !== 'ADMIN') {
    logger.warn(
      { email: existing.email, role: existing.role, source },
      'account exists but is not an administrator',
    );
  }
}

/** The configured credentials under the same rules as any account; a bad one stops the start, named. */
function configuredCredentials(admin: { email: string; password: string }): AdminCredentials {
  try {
    return parseInput(adminCredentialsSchema, admin);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const variable = error.fields?.password ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new ConfigError(`Invalid configuration: ${variable}: ${translate(error.key, 'en', error.params)}`);
  }
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: an ADMIN created at start when missing, left alone afterwards. */
export async function seedConfiguredAdmin(context: AppContext): Promise<void> {
  if (!context.config.admin) return;
  await seedAdmin(context, configuredCredentials(context.config.admin), 'ADMIN_EMAIL');
}

export async function seedDemoAdmin(context: AppContext): Promise<void> {
  if (!context.config.seedDemoData) return;
  await seedAdmin(context, DEMO_ADMIN, 'demo');
}
