import type { AppContext } from '../context.ts';
import { seedConfiguredAdmin, seedDemoAdmin } from './admins.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemoScholarships } from './demo-scholarships.ts';
import { seedDemoApplications } from './demo-applications.ts';

/**
 * Creates the configured admin when missing and, on the embedded default, the demo data. Each step
 * decides for itself whether it applies and is idempotent: every start runs them all.
 */
export async function seedOnStart(context: AppContext): Promise<void> {
  await seedConfiguredAdmin(context);
  await seedDemoAdmin(context);
  await seedDemoUsers(context);
  if (context.config.seedDemoData) await seedDemoScholarships(context);
  await seedDemoApplications(context);
}
