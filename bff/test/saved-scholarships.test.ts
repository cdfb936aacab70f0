import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casablancaWallClock } from '@bourses/api/test/casablanca-time';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { DEADLINE_REMINDERS_QUEUE } from '@bourses/api/src/jobs/periodic-jobs';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

const SAVE = /* GraphQL */ `
  mutation Save($id: ID!) {
    saveScholarship(scholarshipId: $id) {
      id
      title
      isSaved
    }
  }
`;
const UNSAVE = /* GraphQL */ `
  mutation Unsave($id: ID!) {
    unsaveScholarship(scholarshipId: $id) {
      id
      isSaved
    }
  }
`;
const LIST_WITH_SAVED = /* GraphQL */ `
  query ListWithSaved($limit: Int) {
    scholarships(limit: $limit) {
      items {
        id
        isSaved
      }
    }
  }
`;
const SAVED = /* GraphQL */ `
  query Saved($language: Language) {
    savedScholarships(language: $language) {
      items {
        id
        title
        isSaved
      }
      pagination {
        total
        page
        limit
        pages
      }
    }
  }
`;
const SET_REMINDERS = /* GraphQL */ `
  mutation SetReminders($on: Boolean!) {
    updateProfile(input: { deadlineReminders: $on }) {
      id
      deadlineReminders
    }
  }
`;
const REMINDERS_SETTING = /* GraphQL */ `
  query RemindersSetting {
    me {
      deadlineReminders
    }
  }
`;
const UNSUBSCRIBE = /* GraphQL */ `
  mutation Unsubscribe($token: String!) {
    unsubscribeFromReminders(token: $token) {
      success
      message
    }
  }
`;

interface SavedAnswer {
  savedScholarships: {
    items: { id: string; title: string; isSaved: boolean | null }[];
    pagination: { total: number };
  };
}
interface ListAnswer {
  scholarships: { items: { id: string; isSaved: boolean | null }[] };
}

const DEADLINE = '2031-03-20';

let platform: TestPlatform;
let student: TestUser;
let paris: string;
let rabat: string;
beforeAll(async () => {
  platform = await startTestPlatform({}, undefined, { PUBLIC_WEB_URL: 'https://bourses.example.ma' });
  student = await createUser(platform.api);
  paris = String(
    (await createScholarship(platform.api, { deadline: DEADLINE }, { ar: { title: 'منحة باريس' } })).id,
  );
  rabat = String((await createScholarship(platform.api, { deadline: DEADLINE })).id);
});
afterAll(() => platform.close());

const savedFlags = (answer: ListAnswer | null | undefined) =>
  Object.fromEntries((answer?.scholarships.items ?? []).map((item) => [item.id, item.isSaved]));

describe('saving scholarships through GraphQL', () => {
  it('saves one: the answer, the list’s flags and the saved page say so', async () => {
    const saved = await platform.bff.graphql<{ saveScholarship: { id: string; isSaved: boolean } }>(
      SAVE,
      { id: paris },
      { token: student.token },
    );
    const list = await platform.bff.graphql<ListAnswer>(
      LIST_WITH_SAVED,
      { limit: 100 },
      { token: student.token },
    );
    const page = await platform.bff.graphql<SavedAnswer>(SAVED, { language: 'AR' }, { token: student.token });

    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveScholarship).toMatchObject({ id: paris, isSaved: true });
    expect(savedFlags(list.data)).toMatchObject({ [paris]: true, [rabat]: false });
    expect(page.data?.savedScholarships).toEqual({
      items: [{ id: paris, title: 'منحة باريس', isSaved: true }],
      pagination: { total: 1, page: 1, limit: 10, pages: 1 },
    });
  });

  it('reads the saved flags of a whole page with the list itself, in one call to the api', async () => {
    const before = platform.bff.upstreamCalls.length;

    await platform.bff.graphql<ListAnswer>(LIST_WITH_SAVED, { limit: 100 }, { token: student.token });

    expect(platform.bff.upstreamCalls.slice(before).map((call) => call.path.split('?')[0])).toEqual(['/api/scholarships']);
  });

  it('unsaves it: gone from the saved page, unflagged in the list', async () => {
    const unsaved = await platform.bff.graphql<{ unsaveScholarship: { id: string; isSaved: boolean } }>(
      UNSAVE,
      { id: paris },
      { token: student.token },
    );
    const page = await platform.bff.graphql<SavedAnswer>(SAVED, {}, { token: student.token });

    expect(unsaved.data?.unsaveScholarship).toEqual({ id: paris, isSaved: false });
    expect(page.data?.savedScholarships.items).toEqual([]);
  });

  it('caches a visitor’s answer, never serves it to a student, nor a student’s flags to a visitor', async () => {
    await platform.bff.graphql(SAVE, { id: rabat }, { token: student.token });
    const visitorFirst = await platform.bff.graphql<ListAnswer>(LIST_WITH_SAVED, { limit: 100 });
    const studentAfter = await platform.bff.graphql<ListAnswer>(
      LIST_WITH_SAVED,
      { limit: 100 },
      { token: student.token },
    );
    const callsBefore = platform.bff.upstreamCalls.length;
    const visitorAgain = await platform.bff.graphql<ListAnswer>(LIST_WITH_SAVED, { limit: 100 });

    expect(savedFlags(visitorFirst.data)[rabat]).toBeNull();
    expect(savedFlags(studentAfter.data)[rabat]).toBe(true);
    expect(savedFlags(visitorAgain.data)[rabat]).toBeNull();
    // Asking for the flag does not keep visitors' catalogue out of the cache.
    expect(platform.bff.upstreamCalls.length - callsBefore).toBe(0);
  });

  it('asks a visitor to sign in and tells staff, in their language, that saving is for students', async () => {
    const admin = await createAdmin(platform.api);

    const visitor = await platform.bff.graphql(SAVE, { id: paris });
    const staff = await platform.bff.graphql(SAVE, { id: paris }, { token: admin.token, language: 'en' });
    const invalid = await platform.bff.graphql(SAVE, { id: 'abc' }, { token: student.token, language: 'ar' });

    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(staff.errors?.[0]).toMatchObject({
      message: 'Only students can save scholarships.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'معرّف المنحة غير صالح.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the reminders setting and the unsubscribe link', () => {
  /** The newest reminder mail to the student, once the job ran on the seventh day before DEADLINE. */
  async function reminderUnsubscribeAddress(to: TestUser): Promise<URL> {
    await platform.api.runPeriodicJob(DEADLINE_REMINDERS_QUEUE, casablancaWallClock('2031-03-13T08:00:00'));
    const mail = (await platform.api.outbox()).filter((sent) => sent.to === to.user.email).at(-1);
    return new URL(
      /<([^>]+)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? 'https://invalid.example',
    );
  }

  it('turns reminders off and on from the profile', async () => {
    const off = await platform.bff.graphql<{ updateProfile: { deadlineReminders: boolean } }>(
      SET_REMINDERS,
      { on: false },
      { token: student.token },
    );
    const on = await platform.bff.graphql<{ updateProfile: { deadlineReminders: boolean } }>(
      SET_REMINDERS,
      { on: true },
      { token: student.token },
    );

    expect(off.data?.updateProfile.deadlineReminders).toBe(false);
    expect(on.data?.updateProfile.deadlineReminders).toBe(true);
  });

  it('unsubscribes with the link’s token, without signing in, in the caller’s language', async () => {
    const reader = await createUser(platform.api, { language: 'ar' });
    await platform.bff.graphql(SAVE, { id: paris }, { token: reader.token });
    const address = await reminderUnsubscribeAddress(reader);

    const answer = await platform.bff.graphql<{
      unsubscribeFromReminders: { success: boolean; message: string };
    }>(
      UNSUBSCRIBE,
      { token: address.searchParams.get('token') },
      { language: address.searchParams.get('lang') ?? 'fr' },
    );
    const setting = await platform.bff.graphql<{ me: { deadlineReminders: boolean } }>(
      REMINDERS_SETTING,
      {},
      { token: reader.token },
    );

    expect(answer.data?.unsubscribeFromReminders).toEqual({
      success: true,
      message: 'تم: لن تتلقى بعد الآن تذكيرات قبل المواعيد النهائية للمنح التي حفظتها.',
    });
    expect(setting.data?.me.deadlineReminders).toBe(false);
  });

  it('answers the mail client’s one-click POST (RFC 8058) at the link’s own address', async () => {
    const reader = await createUser(platform.api, { language: 'en' });
    await platform.bff.graphql(SAVE, { id: rabat }, { token: reader.token });
    const address = await reminderUnsubscribeAddress(reader);
    expect(address.pathname).toBe('/unsubscribe');

    const response = await fetch(`${platform.bff.url}${address.pathname}${address.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const setting = await platform.bff.graphql<{ me: { deadlineReminders: boolean } }>(
      REMINDERS_SETTING,
      {},
      { token: reader.token },
    );

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      'Done: you will no longer receive reminders before the deadlines of your saved scholarships.',
    );
    expect(setting.data?.me.deadlineReminders).toBe(false);
  });

  it('refuses an unknown token in the caller’s language, by GraphQL and by the one-click POST', async () => {
    const graphql = await platform.bff.graphql(UNSUBSCRIBE, { token: 'unknown' }, { language: 'fr' });
    const oneClick = await fetch(`${platform.bff.url}/unsubscribe?token=unknown&lang=ar`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });

    expect(graphql.errors?.[0]).toMatchObject({
      message:
        'Ce lien de désabonnement n’est pas valide. Vous pouvez désactiver les rappels depuis votre profil.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(oneClick.status).toBe(400);
    expect(await oneClick.text()).toBe(
      'رابط إلغاء الاشتراك هذا غير صالح. يمكنك إيقاف التذكيرات من ملفك الشخصي.',
    );
  });
});
