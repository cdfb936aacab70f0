import type { Page } from 'playwright-core';
import { totpCode } from '@bourses/api/test/factories/users';
import type { TestApi } from '@bourses/api/test/test-api';

/**
 * Signs in through the sign-in dialog at /login; the caller waits for wherever the account lands.
 * /login is not prerendered: its dialog appears only once React renders it, so filling it waits for React.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="email"]').fill(email);
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
}

/** A staff member as `withTotp` leaves them: staff cannot sign in without a second factor. */
export interface EnrolledStaff {
  user: { email: string };
  password: string;
  totpSecret: string;
}

// The api's clock stands still in tests, and a code is accepted once: the step each secret last
// answered, so that a second sign-in of the same person moves the clock to the app's next code.
const lastStepOf = new Map<string, number>();

/** Signs a staff member in with their password, then their authenticator app's code. */
export async function signInStaff(page: Page, api: TestApi, staff: EnrolledStaff): Promise<void> {
  await signIn(page, staff.user.email, staff.password);
  const step = Math.floor(api.clock.now().getTime() / 30_000);
  if (lastStepOf.get(staff.totpSecret) === step) api.clock.advance(30_000);
  lastStepOf.set(staff.totpSecret, Math.floor(api.clock.now().getTime() / 30_000));
  const code = page.getByRole('dialog').locator('input[autocomplete="one-time-code"]');
  await code.fill(totpCode(api, staff.totpSecret));
  await code.press('Enter');
}
