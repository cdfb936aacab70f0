import { createApplication, sendNewReceipt } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import {
  attachRegistrationDocuments,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
  totpCode,
  withTotp,
} from '@bourses/api/test/factories/users';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './harness/accessibility.ts';
import { launchChromium, openSession } from './harness/browser.ts';
import { CONTRACT_PNG, RECEIPT_PDF } from './harness/documents.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { openPage } from './harness/page-state.ts';
import { waitForQuietNetwork } from './harness/quiet-network.ts';

// An agent's day in the staff console, in French: each test starts where the previous one left the browser.

const NEW_SCHOLARSHIP = {
  frTitle: 'Bourse Agadir pour l’ingénierie',
  arTitle: 'منحة أكادير للهندسة',
  /** Chosen by its name in the agent's language; stored as its code. */
  country: 'Maroc',
  university: 'Université Ibn Zohr',
};
const FEEDBACK = 'Le reçu ne montre pas le montant payé.';

let platform: E2ePlatform;
let browser: Browser;
let page: Page;
let agent: TestUser & { totpSecret: string };
let waitingStudent: TestUser;
let applicant: TestUser;
let applicationId: number;

const screenshot = (name: string) => saveScreenshot(page, 'staff-fr', name);

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  agent = await withTotp(platform.api, await createAgent(platform.api, { email: 'agent.console@example.ma' }));
  waitingStudent = await createPendingStudent(platform.api, {
    email: 'nadia.verified@example.ma',
    firstName: 'Nadia',
    lastName: 'Tazi',
    isVerified: true,
    verifiedAt: new Date(),
  });
  await attachRegistrationDocuments(platform.api, waitingStudent, {
    paymentReceipt: {
      content: RECEIPT_PDF.buffer,
      mimeType: RECEIPT_PDF.mimeType,
      originalName: RECEIPT_PDF.name,
    },
    serviceContract: {
      content: CONTRACT_PNG.buffer,
      mimeType: CONTRACT_PNG.mimeType,
      originalName: CONTRACT_PNG.name,
    },
  });
  applicant = await createUser(platform.api, {
    email: 'omar.applicant@example.ma',
    firstName: 'Omar',
    lastName: 'Idrissi',
  });
  const scholarship = await createScholarship(
    platform.api,
    { country: 'FR' },
    { fr: { title: 'Bourse Lyon pour la médecine' } },
  );
  ({ id: applicationId } = await createApplication(platform.api, {
    student: applicant,
    scholarshipId: scholarship.id,
  }));
  ({ page } = await openSession(browser, platform.webUrl, 'fr'));
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('an agent in the staff console', () => {
  it('signs in and lands in the console, with what waits for the staff', async () => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByLabel('E-mail', { exact: false }).fill(agent.user.email);
    await dialog.getByLabel('Mot de passe', { exact: false }).fill(agent.password);
    await dialog.getByRole('button', { name: 'Connexion', exact: true }).click();
    await dialog.getByLabel('Code de l’application', { exact: false }).fill(totpCode(platform.api, agent.totpSecret));
    await dialog.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await page.waitForURL('**/admin');

    // The console stays in the menu, to come back from the catalogue.
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Console du personnel' }).isVisible())
      .toBe(true);

    await expect
      .poll(() => page.getByRole('heading', { name: 'File de travail', level: 1 }).isVisible())
      .toBe(true);
    const accounts = page.getByRole('region', { name: "Comptes en attente d'approbation" });
    await expect.poll(() => accounts.getByRole('link', { name: 'Nadia Tazi' }).isVisible()).toBe(true);
    await screenshot('01-dashboard');
  });

  it('approves a verified account after looking at its documents', async () => {
    await page
      .getByRole('region', { name: "Comptes en attente d'approbation" })
      .getByRole('link', { name: /^1\s*en attente$/ })
      .click();
    await page.waitForURL('**/admin/accounts?approval=PENDING');
    await page.getByRole('link', { name: 'Nadia Tazi' }).click();

    await expect.poll(() => page.getByRole('img', { name: 'Contrat de service' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('iframe[title="Aperçu : Reçu de paiement"]').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
    expect(await blockingViolations(page)).toEqual([]);
    await screenshot('02-account-detail');

    await page.getByRole('button', { name: 'Approuver' }).click();
    await page
      .getByRole('dialog', { name: 'Approuver des comptes' })
      .getByRole('button', { name: 'Approuver' })
      .click();

    await expect.poll(() => page.getByText('1 compte approuvé.').isVisible()).toBe(true);
    await expect.poll(() => page.locator('dd').getByText('Approuvé', { exact: true }).isVisible()).toBe(true);
  });

  it('cannot create or delete users: no control in the console, and the server refuses a direct call', async () => {
    await page.goto('/admin/accounts');
    await expect.poll(() => page.getByRole('table', { name: 'Comptes' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Créer un compte' }).count()).toBe(0);

    const created = await platform.bff.graphql(
      `mutation { createUser(input: { firstName: "X", lastName: "Y", email: "x@example.ma", phoneNumber: "+212612345678", password: "Sable-Oasis-2026" }) { id } }`,
      {},
      { token: agent.token },
    );
    const deleted = await platform.bff.graphql(
      `mutation ($id: ID!) { deleteUser(id: $id) { id } }`,
      { id: String(waitingStudent.user.id) },
      {
        token: agent.token,
      },
    );

    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(deleted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('creates a scholarship in French and Arabic that students then find in the list', async () => {
    await page.goto('/admin/scholarships/new');
    await page.getByRole('textbox', { name: 'Titre *', exact: true }).first().fill(NEW_SCHOLARSHIP.frTitle);
    await page
      .getByLabel('Description courte *', { exact: true })
      .first()
      .fill('Pour les bacheliers scientifiques du Souss.');
    await page.getByRole('textbox', { name: 'Description détaillée' }).first().click();
    await page.keyboard.type('Frais de scolarité couverts pendant cinq ans.');
    await page.getByRole('tab', { name: 'Arabe (facultatif)' }).click();
    const arabic = page.getByRole('tabpanel', { name: 'Arabe (facultatif)' });
    await arabic.getByRole('textbox', { name: 'Titre', exact: true }).fill(NEW_SCHOLARSHIP.arTitle);
    await arabic.getByLabel('Description courte', { exact: true }).fill('لطلبة البكالوريا العلمية في سوس.');
    expect(await arabic.getByRole('textbox', { name: 'Titre', exact: true }).getAttribute('dir')).toBe('rtl');
    await page.getByLabel('Pays *').selectOption({ label: NEW_SCHOLARSHIP.country });
    await page.getByLabel('Université *').fill(NEW_SCHOLARSHIP.university);
    await page.getByLabel('Date de début *').fill('2030-09-01');
    await page.getByLabel('Date limite *').fill('2030-06-30');
    await page.getByRole('button', { name: 'Publier' }).click();

    // The deadline before the start is refused in place, and nothing typed is lost.
    await expect
      .poll(() =>
        page.getByText('La date limite doit être égale ou postérieure à la date de début.').isVisible(),
      )
      .toBe(true);
    expect(await page.getByLabel('Pays *').inputValue()).toBe('MA');
    await page.getByLabel('Date limite *').fill('2030-08-31');
    await page.getByLabel('Date de début *').fill('2030-06-01');
    expect(await blockingViolations(page)).toEqual([]);
    await screenshot('03-scholarship-editor');
    await page.getByRole('button', { name: 'Publier' }).click();

    await expect.poll(() => page.getByText('La bourse a été créée et publiée.').isVisible()).toBe(true);
    await openPage(page, '/bourses');
    await expect.poll(() => page.getByText(NEW_SCHOLARSHIP.frTitle).isVisible()).toBe(true);
  });

  it('edits the new scholarship with both languages loaded back, and keeps the change', async () => {
    await page.goto('/admin/scholarships?search=Agadir');
    await page.getByRole('link', { name: `Modifier ${NEW_SCHOLARSHIP.frTitle}` }).click();

    await expect
      .poll(() => page.getByRole('textbox', { name: 'Titre *', exact: true }).first().inputValue())
      .toBe(NEW_SCHOLARSHIP.frTitle);
    await page.getByRole('tab', { name: 'Arabe (facultatif)' }).click();
    const arabic = page.getByRole('tabpanel', { name: 'Arabe (facultatif)' });
    expect(await arabic.getByRole('textbox', { name: 'Titre', exact: true }).inputValue()).toBe(
      NEW_SCHOLARSHIP.arTitle,
    );
    await page.getByLabel('Université *').fill('Université Ibn Zohr, Agadir');
    await page.getByLabel('Image (JPG, PNG ou WebP, 5 Mo au maximum)').setInputFiles(CONTRACT_PNG);
    await expect
      .poll(() => page.getByRole('img', { name: "Aperçu de l'image" }).getAttribute('src'))
      .toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect.poll(() => page.getByText('La bourse a été enregistrée.').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('cell', { name: 'Université Ibn Zohr, Agadir' }).isVisible())
      .toBe(true);
    const listed = await platform.bff.graphql<{ scholarships: { items: { imageUrl: string }[] } }>(
      `{ scholarships(filter: { search: "Agadir" }) { items { imageUrl } } }`,
    );
    expect(listed.data?.scholarships.items[0]?.imageUrl).toMatch(/^\/files\/scholarships\/\d+\/image/);
  });

  it('rejects an application with feedback, then approves the resubmitted receipt', async () => {
    await page.goto('/admin/applications?status=PENDING');
    await page.getByRole('link', { name: 'Omar Idrissi' }).click();
    await expect.poll(() => page.locator('iframe[title="Aperçu : Reçu de paiement"]').isVisible()).toBe(true);

    await page.getByRole('radio', { name: 'Refuser' }).check();
    await page.getByRole('button', { name: 'Enregistrer la décision' }).click();
    await expect
      .poll(() => page.getByText('Un commentaire est requis pour refuser une candidature.').isVisible())
      .toBe(true);
    await page
      .getByLabel('Commentaire pour l’étudiant *')
      .or(page.getByLabel("Commentaire pour l'étudiant *"))
      .fill(FEEDBACK);
    await page.getByRole('button', { name: 'Enregistrer la décision' }).click();

    await expect.poll(() => page.getByText('La candidature a été mise à jour.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: FEEDBACK }).isVisible()).toBe(true);

    const resubmitted = await sendNewReceipt(platform.api, applicant, applicationId);
    expect(resubmitted.status).toBe(200);
    await page.reload();
    await page.getByRole('radio', { name: 'Approuver' }).check();
    await page.getByRole('button', { name: 'Enregistrer la décision' }).click();

    await expect.poll(() => page.getByText('La candidature a été mise à jour.').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).locator('..').getByText('Approuvée').isVisible())
      .toBe(true);
    expect(await blockingViolations(page)).toEqual([]);
    await screenshot('04-application-review');
  });

  it('exports the filtered applications as CSV, written by the server in the reader’s language', async () => {
    await page.goto('/admin/applications?status=APPROVED');
    await expect.poll(() => page.getByRole('link', { name: 'Omar Idrissi' }).isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      'N°;Statut;Prénom;Nom;E-mail;Téléphone;N° de bourse;Bourse;Pays;Université;Frais de candidature (MAD);Commentaire;Déposée le;Modifiée le',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${applicationId};Approuvée;Omar;Idrissi;omar.applicant@example.ma;+212612345678`);
  });

  it('sorts every account by name on the server, not only the page shown', async () => {
    // Twelve accounts in all: two pages of ten.
    for (const lastName of [
      'Alami',
      'Chraibi',
      'Daoudi',
      'Fassi',
      'Guessous',
      'Hajji',
      'Jettou',
      'Kabbaj',
      'Lahlou',
    ])
      await createUser(platform.api, {
        firstName: 'Salma',
        lastName,
        email: `salma.${lastName.toLowerCase()}@example.ma`,
      });
    await page.goto('/admin/accounts');
    const table = page.getByRole('table', { name: 'Comptes' });
    const nameHeader = table.getByRole('columnheader', { name: /^Nom/ });
    const names = () => table.getByRole('rowheader').allTextContents();

    await table.getByRole('button', { name: /^Nom/ }).click();
    await page.waitForURL('**/admin/accounts?sort=name');
    // The list drawn before the sorted one arrives also holds her: wait for the sorted order itself.
    await expect.poll(async () => (await names())[0]).toBe('Salma Alami');
    const ascending = await names();
    await table.getByRole('button', { name: /^Nom/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/accounts?sort=-name');
    await expect.poll(async () => (await names())[0]).toBe('Nadia Tazi');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/admin/accounts?page=2&sort=-name');

    expect(ascending[0]).toBe('Salma Alami');
    expect(ascending.at(-1)).toBe('Salma Kabbaj');
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await names()).at(-1)).toBe('Salma Alami');
    expect(await names()).toHaveLength(2);
  });

  it('reads right to left in Arabic, with no serious accessibility problem on its screens', async () => {
    // The stored choice, as the language selector keeps it.
    await page.evaluate(`localStorage.setItem('language', 'ar')`);
    const visited: Record<string, unknown> = {};

    for (const path of [
      '/admin',
      '/admin/accounts',
      '/admin/scholarships',
      '/admin/scholarships/new',
      '/admin/applications',
    ]) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await waitForQuietNetwork(page);
      visited[path] = await blockingViolations(page);
    }

    expect(await page.evaluate(`document.documentElement.dir`)).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('الطلبات');
    expect(visited).toEqual(Object.fromEntries(Object.keys(visited).map((path) => [path, []])));
    await saveScreenshot(page, 'staff-ar', 'applications');

    // Switching language on a console screen switches its texts at once (its catalogue is merged again).
    await page.getByRole('banner').getByRole('combobox').selectOption('fr');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Candidatures');
    await expect.poll(() => page.getByRole('button', { name: 'Exporter en CSV' }).isVisible()).toBe(true);
  });
});
