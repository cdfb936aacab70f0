import { createAdmin, createPendingStudent, type TestUser, totpCode, withTotp } from '@bourses/api/test/factories/users';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';

// What only an administrator does in the staff console: create an agent, reject several accounts at once, delete one.

const NEW_AGENT = {
  firstName: 'Hind',
  lastName: 'Chraibi',
  email: 'hind.agent@example.ma',
  phone: '0712345678',
  password: 'Agent2026!pass',
};

let platform: E2ePlatform;
let browser: Browser;
let page: Page;
let admin: TestUser & { totpSecret: string };

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  admin = await withTotp(platform.api, await createAdmin(platform.api, { email: 'admin.console@example.ma' }));
  // The api decides on verified accounts only.
  const verified = { isVerified: true, verifiedAt: new Date() };
  await createPendingStudent(platform.api, {
    email: 'rachid.one@example.ma',
    firstName: 'Rachid',
    lastName: 'Amrani',
    ...verified,
  });
  await createPendingStudent(platform.api, {
    email: 'imane.two@example.ma',
    firstName: 'Imane',
    lastName: 'Fassi',
    ...verified,
  });
  await createPendingStudent(platform.api, {
    email: 'sara.unverified@example.ma',
    firstName: 'Sara',
    lastName: 'Berrada',
  });
  ({ page } = await openSession(browser, platform.webUrl, 'fr'));
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('E-mail', { exact: false }).fill(admin.user.email);
  await dialog.getByLabel('Mot de passe', { exact: false }).fill(admin.password);
  await dialog.getByRole('button', { name: 'Connexion', exact: true }).click();
  await dialog.getByLabel('Code de l’application', { exact: false }).fill(totpCode(platform.api, admin.totpSecret));
  await dialog.getByRole('button', { name: 'Vérifier', exact: true }).click();
  await page.waitForURL('**/admin');
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('an administrator in the staff console', () => {
  it('creates an agent who can then sign in to the console', async () => {
    await page.goto('/admin/accounts');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
    await dialog.getByLabel('Prénom *', { exact: true }).fill(NEW_AGENT.firstName);
    await dialog.getByLabel('Nom *', { exact: true }).fill(NEW_AGENT.lastName);
    await dialog.getByLabel('E-mail *', { exact: true }).fill(NEW_AGENT.email);
    await dialog.getByLabel('Numéro de téléphone *').fill(NEW_AGENT.phone);
    await dialog.getByLabel('Mot de passe *', { exact: true }).fill(NEW_AGENT.password);
    await dialog.getByLabel('Rôle').selectOption('AGENT');
    await dialog.getByRole('button', { name: 'Créer' }).click();

    await expect
      .poll(() => page.getByRole('heading', { name: 'Hind Chraibi', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.locator('dd').getByText('Agent', { exact: true }).isVisible()).toBe(true);
    // Staff sign in in two steps (issue 30): the new agent's first sign-in adds an authenticator app.
    const signIn = await platform.bff.graphql<{ login: { challenge: string } }>(
      `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { challenge } }`,
      { email: NEW_AGENT.email, password: NEW_AGENT.password },
    );
    const challenge = signIn.data?.login.challenge ?? '';
    const app = await platform.bff.graphql<{ startTotpEnrolment: { secret: string } }>(
      `mutation ($challenge: String!) { startTotpEnrolment(challenge: $challenge) { secret } }`,
      { challenge },
    );
    const enrolled = await platform.bff.graphql<{ confirmTotpEnrolment: { user: { role: string } | null } }>(
      `mutation ($challenge: String!, $code: String!) { confirmTotpEnrolment(challenge: $challenge, code: $code) { user { role } } }`,
      { challenge, code: totpCode(platform.api, app.data?.startTotpEnrolment.secret ?? '') },
    );
    expect(enrolled.data?.confirmTotpEnrolment.user?.role).toBe('AGENT');
  });

  it('rejects two waiting accounts at once, with a reason', async () => {
    await page.goto('/admin/accounts?approval=PENDING');
    await page.getByRole('checkbox', { name: 'Sélectionner Rachid Amrani' }).check();
    await page.getByRole('checkbox', { name: 'Sélectionner Imane Fassi' }).check();
    await page.getByRole('button', { name: 'Refuser la sélection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuser des comptes' });
    await dialog.getByLabel('Motif (facultatif)').fill('Documents incomplets.');
    await dialog.getByRole('button', { name: 'Refuser' }).click();

    await expect.poll(() => page.getByText('2 comptes refusés.').isVisible()).toBe(true);
    await page.goto('/admin/accounts?approval=REJECTED');
    await expect.poll(() => page.getByRole('link', { name: 'Imane Fassi' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Rachid Amrani' }).isVisible()).toBe(true);
  });

  it('deletes an account after confirming', async () => {
    await page.getByRole('link', { name: 'Rachid Amrani' }).click();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer ce compte ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();

    await expect.poll(() => page.getByText('Le compte a été supprimé.').isVisible()).toBe(true);
    await page.waitForURL('**/admin/accounts');
    await page.goto('/admin/accounts?search=rachid');
    await expect
      .poll(() => page.getByText('Aucun compte ne correspond à ces filtres.').isVisible())
      .toBe(true);
  });

  it('shows the server refusing an unverified account in the dialog, with the reason still typed', async () => {
    await page.goto('/admin/accounts?verified=false');
    await page.getByRole('checkbox', { name: 'Sélectionner Sara Berrada' }).check();
    await page.getByRole('button', { name: 'Refuser la sélection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuser des comptes' });
    await dialog.getByLabel('Motif (facultatif)').fill('Contrat non signé.');
    await dialog.getByRole('button', { name: 'Refuser' }).click();

    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('sara.unverified@example.ma');
    expect(await dialog.getByLabel('Motif (facultatif)').inputValue()).toBe('Contrat non signé.');
  });
});
