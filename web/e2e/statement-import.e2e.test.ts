import { apply } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import iconv from 'iconv-lite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, WIDE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signInStaff } from './harness/sign-in.ts';

// Issue 29: an agent imports a bank statement (docs/payments.md, "Bank statement import"): the
// summary's counts and lists, the mapping step for a file whose columns are unknown, and the same
// file imported again changing nothing.

const LABELS = {
  fr: {
    bank: 'Banque',
    file: /^Relevé \(CSV ou XLSX/,
    importIt: 'Importer le relevé',
    another: 'Importer un autre relevé',
    count: {
      read: 'Lignes lues',
      matched: 'Rapprochées (paiement vérifié)',
      mismatches: 'Montants différents',
      alreadyVerified: 'Déjà vérifiés',
      unmatched: 'Sans correspondance',
      alreadyImported: 'Déjà importées',
      problems: 'Lignes illisibles',
    },
    matched: 'Rapprochées : ces paiements sont maintenant vérifiés',
    mismatches: 'Montants différents : la référence désigne un paiement d’un autre montant',
    unmatched: 'Sans correspondance : aucune référence de paiement connue',
    mappingTitle: 'Quelle colonne contient quoi ?',
    date: 'Date de l’opération',
    label: 'Libellé',
    amount: 'Montant crédité',
    importMapped: 'Importer avec ces colonnes',
    everythingBefore: 'Toutes les lignes de ce relevé avaient déjà été importées : rien n’a été appliqué deux fois.',
    statementNo: (id: string) => `Relevé n° ${id}`,
  },
  ar: {
    bank: 'البنك',
    file: /^كشف الحساب \(CSV أو XLSX/,
    importIt: 'استيراد كشف الحساب',
    another: 'استيراد كشف حساب آخر',
    count: {
      read: 'الأسطر المقروءة',
      matched: 'مطابقة (تم التحقق من الدفعة)',
      mismatches: 'مبالغ غير مطابقة',
      alreadyVerified: 'متحقق منها سابقًا',
      unmatched: 'بدون مطابقة',
      alreadyImported: 'مستوردة سابقًا',
      problems: 'أسطر غير مقروءة',
    },
    matched: 'مطابقة: تم الآن التحقق من هذه الدفعات',
    mismatches: 'مبالغ غير مطابقة: المرجع يشير إلى دفعة بمبلغ آخر',
    unmatched: 'بدون مطابقة: لا يوجد مرجع دفعة معروف',
    mappingTitle: 'أي عمود يحتوي على ماذا؟',
    date: 'تاريخ العملية',
    label: 'البيان',
    amount: 'المبلغ الدائن',
    importMapped: 'الاستيراد بهذه الأعمدة',
    everythingBefore: 'سبق استيراد كل أسطر كشف الحساب هذا: لم يُطبَّق أي شيء مرتين.',
    statementNo: (id: string) => `كشف الحساب رقم ${id}`,
  },
} as const;

let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** A French bank's export as it comes: `;`, Windows-1252, a title and an empty line above the headers. */
function frenchStatement(rows: string[][]): Buffer {
  const lines = [['Relevé de compte', 'Banque Populaire'], [], ['Date opération', 'Libellé', 'Débit', 'Crédit', 'Solde'], ...rows];
  return iconv.encode(`${lines.map((row) => row.join(';')).join('\r\n')}\r\n`, 'win1252');
}

describe.each(['fr', 'ar'] as const)('a bank statement import (%s)', (language: Language & keyof typeof LABELS) => {
  const labels = LABELS[language];
  const folder = `statement-import-${language}`;
  let page: Page;
  let agent: TestUser & { totpSecret: string };

  /** A student's application fee, waiting to be verified: its id and reference. */
  async function owedPayment(feeCentimes: number) {
    const student = await createUser(platform.api);
    const { id: scholarshipId } = await createScholarship(platform.api, { applicationFeeCentimes: feeCentimes });
    const applicationId: number = (await apply(platform.api, student, scholarshipId).expect(201)).body.data.id;
    return platform.api.context.db
      .selectFrom('payments')
      .select(['id', 'reference', 'status'])
      .where('applicationId', '=', applicationId)
      .executeTakeFirstOrThrow();
  }

  async function chooseStatement(name: string, content: Buffer) {
    await page.getByLabel(labels.bank).fill(`Banque Populaire ${language}`);
    await page.getByLabel(labels.file).setInputFiles({ name, mimeType: 'text/csv', buffer: content });
    await page.getByRole('button', { name: labels.importIt }).click();
  }

  const countOf = (label: string) => page.locator('dl div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

  beforeAll(async () => {
    agent = await withTotp(platform.api, await createAgent(platform.api, { email: `statements-${language}@bourses.ma` }));
    ({ page } = await openSession(browser, platform.webUrl, language, WIDE_VIEWPORT));
    await signInStaff(page, platform.api, agent);
    await page.waitForURL(/\/admin$/);
  });

  it('imports a French CSV: one payment verified, one mismatch, one unmatched line, then opens the verified payment', async () => {
    const [paid, other] = [await owedPayment(125_000), await owedPayment(30_000)];
    const statement = frenchStatement([
      ['02/01/2025', `VIR RECU M CHRAIBI REF:${paid.reference} ${language}`, '', '1 250,00', '11 250,00'],
      ['03/01/2025', `VERSEMENT ${other.reference} ${language}`, '', '250,00', '11 500,00'],
      ['04/01/2025', `VERSEMENT SANS REFERENCE ${language}`, '', '300,00', '11 800,00'],
      ['05/01/2025', 'FRAIS TENUE DE COMPTE', '25,00', '', '11 775,00'],
    ]);

    await page.goto('/admin/payments/statements');
    await inspectPage(page, language, 'statement-form', folder);
    await chooseStatement('releve-janvier.csv', statement);

    await page.getByRole('table', { name: labels.matched }).waitFor();
    expect(await countOf(labels.count.read).textContent()).toBe('3');
    expect(await countOf(labels.count.matched).textContent()).toBe('1');
    expect(await countOf(labels.count.mismatches).textContent()).toBe('1');
    expect(await countOf(labels.count.alreadyVerified).textContent()).toBe('0');
    expect(await countOf(labels.count.unmatched).textContent()).toBe('1');
    expect(await countOf(labels.count.alreadyImported).textContent()).toBe('0');
    expect(await countOf(labels.count.problems).textContent()).toBe('0');
    await page.getByRole('table', { name: labels.mismatches }).getByRole('link', { name: other.reference }).waitFor();
    const unmatchedLabel = page.getByRole('table', { name: labels.unmatched }).getByText(`VERSEMENT SANS REFERENCE ${language}`);
    expect(await unmatchedLabel.getAttribute('dir')).toBe('auto');
    await inspectPage(page, language, 'statement-summary', folder);
    const verified = await platform.api.context.db.selectFrom('payments').select('status').where('id', '=', paid.id).executeTakeFirstOrThrow();
    expect(verified.status).toBe('VERIFIED');

    await page.getByRole('table', { name: labels.matched }).getByRole('link', { name: paid.reference }).click();
    await page.waitForURL(new RegExp(`/admin/payments/${paid.id}$`));
    await page.getByText(paid.reference).first().waitFor();
  });

  it('asks for the columns of a file it does not know, and imports it once they are chosen', async () => {
    const paid = await owedPayment(45_000);
    const unknown = iconv.encode(
      ['Jour;Opération effectuée;Somme reçue (MAD)', `06/01/2025;VIR ${paid.reference} ${language};450,00`].join('\r\n'),
      'win1252',
    );

    await page.goto('/admin/payments/statements');
    await chooseStatement('export-banque.csv', unknown);
    await page.getByRole('heading', { name: labels.mappingTitle }).waitFor();
    await page.getByLabel(labels.date).selectOption('Jour');
    await page.getByLabel(labels.label).selectOption('Opération effectuée');
    await page.getByLabel(labels.amount).selectOption('Somme reçue (MAD)');
    await inspectPage(page, language, 'statement-mapping', folder);
    await page.getByRole('button', { name: labels.importMapped }).click();

    await page.getByRole('table', { name: labels.matched }).getByRole('link', { name: paid.reference }).waitFor();
    expect(await countOf(labels.count.matched).textContent()).toBe('1');
  });

  it('changes nothing when the same file is imported again, and lists it among the past imports', async () => {
    const paid = await owedPayment(60_000);
    const statement = frenchStatement([['07/01/2025', `VIR ${paid.reference} AGAIN ${language}`, '', '600,00', '12 400,00']]);
    await page.goto('/admin/payments/statements');
    await chooseStatement('releve-fevrier.csv', statement);
    await page.getByRole('table', { name: labels.matched }).waitFor();
    await page.getByRole('button', { name: labels.another }).click();

    await chooseStatement('releve-fevrier.csv', statement);

    await page.getByText(labels.everythingBefore).waitFor();
    expect(await countOf(labels.count.alreadyImported).textContent()).toBe('1');
    expect(await countOf(labels.count.matched).textContent()).toBe('0');
    expect(await page.getByRole('table', { name: labels.matched }).count()).toBe(0);
    await inspectPage(page, language, 'statement-imported-again', folder);

    const latest = await platform.api.context.db.selectFrom('bankStatements').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await page.getByRole('link', { name: labels.statementNo(String(latest.id)), exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/payments/statements/${latest.id}$`));
    await page.getByText(labels.everythingBefore).waitFor();
  });
});
