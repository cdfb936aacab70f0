import { createApplication, type TestApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, PHONE_VIEWPORT, WIDE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { isFocused } from './harness/page-state.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';

// Issue 14: an agent takes and hands out applications, keeps internal notes no student ever sees,
// and rejects several applications at once, each student getting their own mail; an administrator
// then finds each of those actions in the audit log. In French and Arabic.

const LABELS = {
  fr: {
    takeIt: 'Le prendre',
    followedBy: 'Suivi par',
    assignTo: 'Assigner à',
    saveAssignment: 'Enregistrer l’assignation',
    assignment: 'Assignation',
    assignedToMe: 'Assignées à moi',
    newNote: 'Nouvelle note',
    addNote: 'Ajouter la note',
    action: 'Action',
    reject: 'Refuser',
    feedback: 'Commentaire pour chaque étudiant',
    apply: 'Appliquer',
    threeDone: '3 faites, aucune en échec.',
    confirmReject: 'Refuser',
    select: (name: string) => `Sélectionner la candidature de ${name}`,
    applicationNote: 'Reçu à revérifier avec la banque.',
    accountNote: 'Appelée le 3 mars : dossier complet.',
    rejection: 'Le reçu ne montre pas le montant payé.',
    // The log's sentences: Karim did each, on a student's application to « Bourse suivi fr ».
    audit: {
      assigned: (student: string, assignee: string) =>
        `Karim Agent fr a assigné la candidature de ${student} à «\u00a0Bourse suivi fr\u00a0» à ${assignee}.`,
      applicationNote: (student: string) =>
        `Karim Agent fr a écrit une note sur la candidature de ${student} à «\u00a0Bourse suivi fr\u00a0».`,
      accountNote: (student: string) => `Karim Agent fr a écrit une note sur le compte de ${student}.`,
      rejected: (student: string) => `Karim Agent fr a refusé la candidature de ${student} à «\u00a0Bourse suivi fr\u00a0».`,
      documentViewed: 'Karim Agent fr a ouvert ',
    },
  },
  ar: {
    takeIt: 'تولَّه',
    followedBy: 'يتابعه',
    assignTo: 'إسناد إلى',
    saveAssignment: 'حفظ الإسناد',
    assignment: 'الإسناد',
    assignedToMe: 'المُسندة إليّ',
    newNote: 'ملاحظة جديدة',
    addNote: 'إضافة الملاحظة',
    action: 'الإجراء',
    reject: 'رفض',
    feedback: 'ملاحظة لكل طالب',
    apply: 'تطبيق',
    threeDone: 'نُفِّذت 3 طلبات، ولم يتعذّر أي طلب.',
    confirmReject: 'رفض',
    select: (name: string) => `تحديد طلب ${name}`,
    applicationNote: 'يجب التحقق من الوصل مع البنك.',
    accountNote: 'اتصلنا بها في 3 مارس: الملف كامل.',
    rejection: 'الوصل لا يبيّن المبلغ المدفوع.',
    audit: {
      assigned: (student: string, assignee: string) =>
        `تم إسناد طلب ${student} لمنحة «Bourse suivi ar» إلى ${assignee} من طرف Karim Agent ar.`,
      applicationNote: (student: string) =>
        `تمت كتابة ملاحظة على طلب ${student} لمنحة «Bourse suivi ar» من طرف Karim Agent ar.`,
      accountNote: (student: string) => `تمت كتابة ملاحظة على حساب ${student} من طرف Karim Agent ar.`,
      rejected: (student: string) => `تم رفض طلب ${student} لمنحة «Bourse suivi ar» من طرف Karim Agent ar.`,
      documentViewed: 'تم فتح ',
    },
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

describe.each(['fr', 'ar'] as const)('assignment, notes and bulk decisions (%s)', (language: Language & keyof typeof LABELS) => {
  const labels = LABELS[language];
  let page: Page;
  let agent: TestUser & { totpSecret: string };
  let colleague: TestUser;
  let scholarshipId: number;
  let applications: TestApplication[];
  const nameOf = (application: TestApplication) =>
    `${application.student.user.firstName} ${application.student.user.lastName}`;
  const listUrl = () => `/admin/applications?scholarship=${scholarshipId}`;

  beforeAll(async () => {
    agent = await withTotp(platform.api, await createAgent(platform.api, { firstName: 'Karim', lastName: `Agent ${language}` }));
    colleague = await createAgent(platform.api, { firstName: 'Leila', lastName: `Collègue ${language}` });
    scholarshipId = (await createScholarship(platform.api, {}, { fr: { title: `Bourse suivi ${language}` } })).id;
    applications = [];
    for (const firstName of ['Salma', 'Hamza', 'Nadia', 'Yassine', 'Imane']) {
      const student = await createUser(platform.api, { firstName, lastName: `Bennani ${language}` });
      applications.push(await createApplication(platform.api, { student, scholarshipId }));
    }
    ({ page } = await openSession(browser, platform.webUrl, language, WIDE_VIEWPORT));
    await signInStaff(page, platform.api, agent);
    await page.waitForURL(/\/admin$/);
  });

  it('takes an application from its review page, then finds it under "assigned to me"', async () => {
    const [mine] = applications;
    if (!mine) throw new Error('no application');
    await page.goto(`/admin/applications/${mine.id}`);
    await page.getByRole('button', { name: labels.takeIt }).click();
    await expect.poll(() => page.getByText(`${labels.followedBy} Karim Agent ${language}`).isVisible()).toBe(true);

    await page.goto(listUrl());
    const assignment = page.getByLabel(labels.assignment);
    await assignment.focus();
    await assignment.selectOption({ label: labels.assignedToMe });

    await page.waitForURL(/assigned=me/);
    // Applied at once, the select keeps the focus: a keyboard user goes on choosing from there.
    expect(await isFocused(assignment)).toBe(true);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('link', { name: nameOf(mine) }).isVisible()).toBe(true);
  });

  it('counts it in the work queue under "my assignments", whose number opens exactly it', async () => {
    const [mine] = applications;
    if (!mine) throw new Error('no application');
    await page.goto('/admin');
    const count = page.getByTestId('my-applications-count');
    await expect.poll(() => count.textContent()).toMatch(/^1\D/);

    await count.click();

    await page.waitForURL((url) => url.searchParams.get('assigned') === 'me' && url.searchParams.get('status') === 'PENDING');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('link', { name: nameOf(mine) }).isVisible()).toBe(true);
  });

  it('assigns another application to a colleague', async () => {
    const other = applications[1];
    if (!other) throw new Error('no application');
    await page.goto(`/admin/applications/${other.id}`);

    await page.getByLabel(labels.assignTo).selectOption({ label: `Leila Collègue ${language}` });
    await page.getByRole('button', { name: labels.saveAssignment }).click();

    await expect.poll(() => page.getByText(`${labels.followedBy} Leila Collègue ${language}`).isVisible()).toBe(true);
    await page.goto(listUrl());
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: nameOf(other) }) });
    await expect.poll(() => row.getByText(`Leila Collègue ${language}`).isVisible()).toBe(true);
    expect(colleague.user.role).toBe('AGENT');
  });

  it('writes a note on an application and one on an account, listed with their author', async () => {
    const [first] = applications;
    if (!first) throw new Error('no application');
    await page.goto(`/admin/applications/${first.id}`);
    await page.getByLabel(labels.newNote).fill(labels.applicationNote);
    await page.getByRole('button', { name: labels.addNote }).click();
    await expect.poll(() => page.getByText(labels.applicationNote).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel(labels.newNote).inputValue()).toBe('');
    await inspectPage(page, language, 'application-notes-1440', `staff-assignment-${language}`);

    await page.goto(`/admin/accounts/${first.student.user.id}`);
    await page.getByLabel(labels.newNote).fill(labels.accountNote);
    await page.getByRole('button', { name: labels.addNote }).click();
    await expect.poll(() => page.getByText(labels.accountNote).isVisible()).toBe(true);
    await inspectPage(page, language, 'account-notes-1440', `staff-assignment-${language}`);
  });

  it('never shows the notes to the student, anywhere they can go', async () => {
    const [first] = applications;
    if (!first) throw new Error('no application');
    const student = await openSession(browser, platform.webUrl, language);
    await signIn(student.page, first.student.user.email, first.student.password);
    await student.page.waitForURL(/\/bourses$/);

    for (const path of ['/applications', `/applications/${first.id}`, '/profile']) {
      await student.page.goto(path);
      await student.page.getByRole('heading', { level: 1 }).first().waitFor();
      const text = await student.page.locator('body').innerText();
      expect(text).not.toContain(labels.applicationNote);
      expect(text).not.toContain(labels.accountNote);
      expect(text).not.toContain('Karim');
    }
    await student.context.close();
  });

  it('rejects three selected applications with one feedback: three successes, three mails', async () => {
    const chosen = applications.slice(2);
    await page.goto(listUrl());
    for (const application of chosen) await page.getByLabel(labels.select(nameOf(application))).check();

    await page.getByLabel(labels.action, { exact: true }).selectOption({ label: labels.reject });
    await page.getByLabel(labels.feedback, { exact: false }).fill(labels.rejection);
    await page.getByRole('button', { name: labels.apply }).click();
    // A bulk decision asks first (issue 28; its own tests are in staff-decisions.e2e.test.ts).
    await page.getByRole('dialog').getByRole('button', { name: labels.confirmReject, exact: true }).click();

    await expect.poll(() => page.getByText(labels.threeDone).isVisible()).toBe(true);
    for (const application of chosen) {
      const mail = await platform.mailTo(application.student.user.email);
      expect(mail.text).toContain(labels.rejection);
    }
    await inspectPage(page, language, 'bulk-outcome-1440', `staff-assignment-${language}`);
  });

  it('fits a phone screen: the list with its bulk actions, and the review page with its notes', async () => {
    const [first] = applications;
    if (!first) throw new Error('no application');
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(listUrl());
    await page.getByRole('table').waitFor();
    await inspectPage(page, language, 'applications-390', `staff-assignment-${language}`);

    await page.goto(`/admin/applications/${first.id}`);
    await page.getByText(labels.applicationNote).waitFor();
    await inspectPage(page, language, 'application-notes-390', `staff-assignment-${language}`);
  });

  it('shows an administrator each of those actions in the audit log of its application or account', async () => {
    const [first, other, rejected] = applications;
    if (!first || !other || !rejected) throw new Error('no application');
    const admin = await withTotp(platform.api, await createAdmin(platform.api, { firstName: 'Amina', lastName: `Admin ${language}` }));
    const session = await openSession(browser, platform.webUrl, language, WIDE_VIEWPORT);
    await signInStaff(session.page, platform.api, admin);
    await session.page.waitForURL(/\/admin$/);
    // Newest first; the receipts the agent opened on the way are audited too, and left out here.
    const actionsOn = async (target: 'APPLICATION' | 'USER', id: string | number) => {
      await session.page.goto(`/admin/audit?target=${target}&targetId=${id}`);
      await session.page.getByRole('rowheader').first().waitFor();
      const actions = await session.page.getByRole('rowheader').allTextContents();
      return actions.filter((action) => !action.startsWith(labels.audit.documentViewed));
    };
    const { audit } = labels;
    const [karim, leila] = [`Karim Agent ${language}`, `Leila Collègue ${language}`];

    expect(await actionsOn('APPLICATION', first.id)).toEqual([
      audit.applicationNote(nameOf(first)),
      audit.assigned(nameOf(first), karim),
    ]);
    expect(await actionsOn('APPLICATION', other.id)).toEqual([audit.assigned(nameOf(other), leila)]);
    expect(await actionsOn('APPLICATION', rejected.id)).toEqual([audit.rejected(nameOf(rejected))]);
    expect(await actionsOn('USER', first.student.user.id)).toEqual([audit.accountNote(nameOf(first))]);
    await inspectPage(session.page, language, 'audit-of-an-account-1440', `staff-assignment-${language}`);
    await session.context.close();
  });
});
