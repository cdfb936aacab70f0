import type { Page } from 'playwright-core';

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
