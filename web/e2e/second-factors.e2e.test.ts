import net from 'node:net';
import { createAgent, createUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signIn } from './harness/sign-in.ts';

// Issue 30, two-step sign-in in Chromium, in French and Arabic: a student turns an authenticator app on
// and signs in with its codes and a recovery code; a staff member without a factor must add one before
// the console; a passkey is added and answers a sign-in through Chromium's virtual authenticator.

interface Texts {
  twoStep: string;
  addApp: string;
  addPasskey: string;
  passkeyName: RegExp;
  createPasskey: string;
  enrolmentCode: RegExp;
  confirm: string;
  saved: string;
  continue: string;
  added: string;
  signInCode: RegExp;
  verify: string;
  useRecoveryCode: string;
  recoveryCode: RegExp;
  usePasskey: string;
  /** The api's refusal of a code already used (SECOND_FACTOR_INVALID). */
  codeRefused: string;
  staffMustEnrol: RegExp;
  openSettings: string;
  logout: string;
  nineCodesLeft: RegExp;
}

const TEXTS: Record<'fr' | 'ar', Texts> = {
  fr: {
    twoStep: 'Connexion en deux étapes',
    addApp: 'Ajouter une application d’authentification',
    addPasskey: 'Ajouter une clé d’accès',
    passkeyName: /^Nom de cette clé d’accès/,
    createPasskey: 'Créer la clé d’accès',
    enrolmentCode: /^Code affiché maintenant par l’application/,
    confirm: 'Confirmer',
    saved: 'J’ai enregistré mes codes de secours en lieu sûr.',
    continue: 'Continuer',
    added: 'Seconde étape ajoutée.',
    signInCode: /^Code de l’application/,
    verify: 'Vérifier',
    useRecoveryCode: 'Utiliser un code de secours',
    recoveryCode: /^Code de secours/,
    usePasskey: 'Utiliser ma clé d’accès',
    codeRefused: 'Ce code ou cette clé d’accès n’est pas valable. Réessayez.',
    staffMustEnrol: /^Les comptes du personnel se connectent en deux étapes/,
    openSettings: 'Ouvrir les paramètres',
    logout: 'Déconnexion',
    nineCodesLeft: /^9 codes de secours restants/,
  },
  ar: {
    twoStep: 'تسجيل الدخول بخطوتين',
    addApp: 'إضافة تطبيق مصادقة',
    addPasskey: 'إضافة مفتاح مرور',
    passkeyName: /^اسم مفتاح المرور هذا/,
    createPasskey: 'إنشاء مفتاح المرور',
    enrolmentCode: /^الرمز الذي يعرضه التطبيق الآن/,
    confirm: 'تأكيد',
    saved: 'لقد حفظت رموز الاسترداد في مكان آمن.',
    continue: 'متابعة',
    added: 'تمت إضافة الخطوة الثانية.',
    signInCode: /^الرمز من التطبيق/,
    verify: 'تحقّق',
    useRecoveryCode: 'استخدام رمز استرداد',
    recoveryCode: /^رمز الاسترداد/,
    usePasskey: 'استخدام مفتاح المرور الخاص بي',
    codeRefused: 'هذا الرمز أو مفتاح المرور غير صالح. يرجى المحاولة مرة أخرى.',
    staffMustEnrol: /^تسجّل حسابات الموظفين الدخول بخطوتين/,
    openSettings: 'فتح الإعدادات',
    logout: 'تسجيل الخروج',
    nineCodesLeft: /^يتبقى (9|٩) رموز استرداد/,
  },
};

const TOTP_PERIOD_MS = 30_000;

/**
 * A TCP relay listening before the platform starts, so that the api's PUBLIC_WEB_URL (the passkeys'
 * relying party) can name the address the browser uses: http://localhost:<port>, a secure context.
 */
async function startRelay() {
  const target = { port: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');
  return {
    url: `http://localhost:${address.port}`,
    forwardTo(url: string) {
      target.port = Number(new URL(url).port);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let relay: Awaited<ReturnType<typeof startRelay>>;
let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  relay = await startRelay();
  [platform, browser] = await Promise.all([startE2ePlatform({ PUBLIC_WEB_URL: relay.url }), launchChromium()]);
  relay.forwardTo(platform.webUrl);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await relay?.close();
});

/** The code an authenticator app holding `secret` shows now, on the api's clock (RFC 6238's defaults). */
function codeNow(secret: string): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: platform.api.clock.now().getTime() });
}

/** The next 30-second step: a code is accepted once, so each new sign-in waits for the app's next one. */
const nextCode = (secret: string) => {
  platform.api.clock.advance(TOTP_PERIOD_MS);
  return codeNow(secret);
};

/** The secret as the page shows it once (in groups of four, left to right). */
async function shownSecret(page: Page): Promise<string> {
  const secret = page.getByTestId('totp-secret');
  expect(await secret.getAttribute('dir')).toBe('ltr');
  return (await secret.textContent())?.replaceAll(' ', '') ?? '';
}

/** Reads the ten recovery codes, ticks "I saved them" (Continue waits for it) and goes on. */
async function saveRecoveryCodes(page: Page, text: Texts): Promise<string[]> {
  const list = page.getByTestId('recovery-codes');
  expect(await list.getAttribute('dir')).toBe('ltr');
  const codes = await list.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  const goOn = page.getByRole('button', { name: text.continue, exact: true });
  expect(await goOn.isDisabled()).toBe(true);
  await page.getByLabel(text.saved).check();
  await goOn.click();
  return codes;
}

/**
 * Signs out from the catalogue, a public page: from a signed-in-only page the guard would first send
 * the page to /login remembering it, and the next sign-in (any way in) would return there.
 */
async function signOut(page: Page, text: Texts) {
  if (new URL(page.url()).pathname !== '/bourses') await page.goto('/bourses');
  await page.getByRole('button', { name: text.openSettings }).click();
  await page.getByRole('menuitem', { name: text.logout }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const landedOn = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

describe.each<'fr' | 'ar'>(['fr', 'ar'])('two-step sign-in in %s', (language: Language & ('fr' | 'ar')) => {
  const text = TEXTS[language];
  const folder = `second-factors-${language}`;

  it('a student turns on an authenticator app, then signs in with its code and a recovery code; a code used once is refused', async () => {
    const student = await createUser(platform.api, { language, email: `deux.etapes.${language}@example.ma` });
    const { context, page } = await openSession(browser, relay.url, language);

    await signIn(page, student.user.email, student.password);
    await landedOn(page, '/bourses');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: text.twoStep });
    await section.getByRole('button', { name: text.addApp }).click();
    const secret = await shownSecret(page);
    await section.getByLabel(text.enrolmentCode).fill(codeNow(secret));
    await inspectPage(page, language, '01-app-added-on-the-profile', folder);
    await section.getByRole('button', { name: text.confirm, exact: true }).click();
    const recoveryCodes = await saveRecoveryCodes(page, text);
    await section.getByText(text.added).waitFor();

    await signOut(page, text);
    await signIn(page, student.user.email, student.password);
    const dialog = page.getByRole('dialog');
    const code = dialog.getByLabel(text.signInCode);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    const usedCode = nextCode(secret);
    await code.fill(usedCode);
    await inspectPage(page, language, '02-second-step', folder);
    await dialog.getByRole('button', { name: text.verify, exact: true }).click();
    await landedOn(page, '/bourses');

    await signOut(page, text);
    await signIn(page, student.user.email, student.password);
    await dialog.getByLabel(text.signInCode).fill(usedCode);
    await dialog.getByRole('button', { name: text.verify, exact: true }).click();
    await dialog.getByText(text.codeRefused).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await dialog.getByRole('button', { name: text.useRecoveryCode }).click();
    await dialog.getByLabel(text.recoveryCode).fill(recoveryCodes[0] ?? '');
    await dialog.getByRole('button', { name: text.verify, exact: true }).click();
    await landedOn(page, '/bourses');
    await page.goto('/profile');
    await page.getByRole('region', { name: text.twoStep }).getByText(text.nineCodesLeft).waitFor();
    await context.close();
  });

  it('a staff member without a second factor adds one at sign-in and reaches the console only then', async () => {
    const agent = await createAgent(platform.api, { language, email: `agent.deux.etapes.${language}@example.ma` });
    const { context, page } = await openSession(browser, relay.url, language);

    await signIn(page, agent.user.email, agent.password);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(text.staffMustEnrol).waitFor();
    // No tokens yet: the console sends them back to the password.
    await page.goto('/admin');
    await landedOn(page, '/login');

    await signIn(page, agent.user.email, agent.password);
    await dialog.getByRole('button', { name: text.addApp }).click();
    const secret = await shownSecret(page);
    await dialog.getByLabel(text.enrolmentCode).fill(codeNow(secret));
    await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
    await dialog.getByTestId('recovery-codes').waitFor();
    await inspectPage(page, language, '03-staff-recovery-codes', folder);
    expect(new URL(page.url()).pathname).toBe('/login');
    await saveRecoveryCodes(page, text);

    await landedOn(page, '/admin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('a passkey added on the profile answers the next sign-in (Chromium’s virtual authenticator)', async () => {
    const student = await createUser(platform.api, { language, email: `cle.${language}@example.ma` });
    const { context, page } = await openSession(browser, relay.url, language);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await signIn(page, student.user.email, student.password);
    await landedOn(page, '/bourses');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: text.twoStep });
    await section.getByRole('button', { name: text.addPasskey }).click();
    await section.getByLabel(text.passkeyName).fill('Mon ordinateur');
    await section.getByRole('button', { name: text.createPasskey }).click();
    await saveRecoveryCodes(page, text);
    await section.getByText(text.added).waitFor();
    await section.getByRole('listitem').getByText('Mon ordinateur').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await signOut(page, text);
    await signIn(page, student.user.email, student.password);
    await page.getByRole('dialog').getByRole('button', { name: text.usePasskey }).click();
    await landedOn(page, '/bourses');
    await context.close();
  });
});
