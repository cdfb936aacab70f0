import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@bourses/common/languages';
import { describe, expect, it } from 'vitest';
import { SessionsSection } from '@/modules/account-security/sessions/components/SessionsSection';
import { refusal } from '@/modules/account-security/test/sign-in-answers';
import { stubGraphQLServer, type StubAnswer } from '@/modules/account-security/test/stub-graphql-server';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

const session = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Session',
  id,
  browser: 'Chrome 131',
  system: 'Windows 10',
  address: '203.0.113.10',
  signedInAt: '2026-02-10T09:00:00.000Z',
  lastUsedAt: '2026-03-01T08:00:00.000Z',
  current: false,
  ...overrides,
});

const mySessions = (...sessions: ReturnType<typeof session>[]): StubAnswer => ({
  data: { mySessions: sessions },
});
const ended = (field: 'endSession' | 'endOtherSessions'): StubAnswer => ({
  data: { [field]: { __typename: 'MessagePayload', message: 'The sessions have been ended.' } },
});

function profileSessions(answers: Record<string, StubAnswer[]>, language: Language = 'en') {
  const server = stubGraphQLServer(answers);
  renderApp(server.wrap(<SessionsSection />), { language });
  return server.calls;
}

const THIS_ONE = session('1', { current: true, browser: 'Firefox 128', system: 'Linux' });
const PHONE = session('2', { browser: 'Safari 17', system: 'iOS 17', address: '198.51.100.7' });

describe('the profile’s sessions', () => {
  it('lists each session’s browser and system, address, sign-in and last use, this device marked', async () => {
    profileSessions({
      MySessions: [mySessions(THIS_ONE, PHONE, session('3', { browser: null, system: null, address: null }))],
    });

    const items = await screen.findAllByTestId('session', undefined, LOADED);
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Firefox 128 on Linux',
      'Safari 17 on iOS 17',
      'Unknown browser on unknown system',
    ]);
    expect(items[0]?.textContent).toContain('This device');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]?.textContent).toContain(
      'Signed in on February 10, 2026 from 198.51.100.7, last used on March 1, 2026',
    );
    expect(items[2]?.textContent).toContain('Signed in on February 10, 2026, last used on March 1, 2026');
  });

  it('signs out another session, then lists those left', async () => {
    const calls = profileSessions({
      MySessions: [mySessions(THIS_ONE, PHONE), mySessions(THIS_ONE)],
      EndSession: [ended('endSession')],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS 17' }, LOADED));

    expect(await screen.findByText('The sessions have been ended.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(calls.find((call) => call.operationName === 'EndSession')?.variables).toEqual({ id: '2' });
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('signs out every other session at once, and shows a refusal as the server words it', async () => {
    const calls = profileSessions({
      MySessions: [mySessions(THIS_ONE, PHONE, session('3'))],
      EndOtherSessions: [
        refusal('Too many attempts. Try again in 1 minute.', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS'),
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }, LOADED));

    expect(await screen.findByText('Too many attempts. Try again in 1 minute.')).toBeTruthy();
    expect(calls.map((call) => call.operationName)).toEqual(['MySessions', 'EndOtherSessions']);
  });

  it('writes the list in Arabic, the address left to right', async () => {
    profileSessions({ MySessions: [mySessions(THIS_ONE, PHONE)] }, 'ar');

    const items = await screen.findAllByTestId('session', undefined, LOADED);
    expect(screen.getByRole('heading', { name: 'الجلسات' })).toBeTruthy();
    expect(items[0]?.textContent).toContain('هذا الجهاز');
    expect(items[1]?.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('button', { name: 'إنهاء كل الجلسات الأخرى' })).toBeTruthy();
  });
});
