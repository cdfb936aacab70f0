import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@bourses/common/languages';
import { describe, expect, it } from 'vitest';
import { refusal } from '@/modules/account-security/test/sign-in-answers';
import { stubGraphQLServer, type StubAnswer } from '@/modules/account-security/test/stub-graphql-server';
import {
  ConversationPanel,
  CorrespondenceCatalogGate,
  type ConversationViewer,
} from '@/modules/correspondence';
import {
  conversationPage,
  markedRead,
  message,
  sent,
} from '@/modules/correspondence/test/conversation-answers';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

function openConversation(
  answers: Record<string, StubAnswer[]>,
  viewer: ConversationViewer,
  language: Language = 'en',
) {
  const server = stubGraphQLServer({ MarkConversationRead: [markedRead], ...answers });
  renderApp(
    server.wrap(
      <CorrespondenceCatalogGate>
        <ConversationPanel conversationId="7" viewer={viewer} />
      </CorrespondenceCatalogGate>,
    ),
    { language },
  );
  return server.calls;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const callsOf = <T extends { operationName: string }>(calls: T[], name: string) =>
  calls.filter((call) => call.operationName === name);

const QUESTION = message('1', 'STUDENT', 'Bonjour,\nmon reçu est-il lisible ?', {
  readAt: '2026-03-01T10:00:00.000Z',
});
const ANSWER = message('2', 'STAFF', 'مرحبا، الوصل غير واضح.', {
  author: { __typename: 'MessageAuthor', side: 'STAFF', id: '40', fullName: 'Samira Alaoui' },
});

describe('a conversation, as the student reads it', () => {
  it.each([
    ['fr', 'L’équipe de la plateforme', 'Lu'],
    ['ar', 'فريق المنصة', 'مقروءة'],
    ['en', 'The platform team', 'Read'],
  ] as const)(
    'in %s, signs the staff’s messages "%s", never with a name, oldest first',
    async (language, team, read) => {
      openConversation({ ConversationMessages: [conversationPage([ANSWER, QUESTION])] }, 'student', language);

      const items = await screen.findAllByTestId('message', undefined, LOADED);
      expect(items.map((item) => item.querySelector('p[dir="auto"]')?.textContent)).toEqual([
        'Bonjour,\nmon reçu est-il lisible ?',
        'مرحبا، الوصل غير واضح.',
      ]);
      expect(items[1]?.textContent).toContain(team);
      expect(items[1]?.textContent).not.toContain('Samira');
      // Only the student's own message says whether the staff read it.
      expect(items[0]?.textContent).toContain(read);
    },
  );

  it('marks "New" what the staff wrote since the student last opened it, never the student’s own', async () => {
    const read = message('3', 'STAFF', 'Bien reçu.', { readAt: '2026-03-01T11:00:00.000Z' });
    openConversation({ ConversationMessages: [conversationPage([ANSWER, read, QUESTION])] }, 'student', 'fr');

    const items = await screen.findAllByTestId('message', undefined, LOADED);
    const marked = (text: string) =>
      items.find((item) => item.textContent?.includes(text))?.textContent?.includes('Nouveau');
    expect([marked('الوصل غير واضح'), marked('Bien reçu.'), marked('mon reçu est-il lisible')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('shows each text as written, in its own direction, never as markup', async () => {
    openConversation(
      { ConversationMessages: [conversationPage([message('1', 'STUDENT', '<b>urgent</b>   merci')])] },
      'student',
    );

    const [item] = await screen.findAllByTestId('message', undefined, LOADED);
    const body = item?.querySelector('p[dir="auto"]') as HTMLElement;
    expect(body.textContent).toBe('<b>urgent</b>   merci');
    expect(body.getAttribute('dir')).toBe('auto');
    expect(body.querySelector('b')).toBeNull();
    expect(getComputedStyle(body).whiteSpace).toBe('pre-wrap');
  });

  it('marks the conversation read once when it opens, not again as older messages load', async () => {
    const calls = openConversation(
      {
        ConversationMessages: [conversationPage([ANSWER], 2), conversationPage([QUESTION], 2, 2)],
      },
      'student',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Older messages' }, LOADED));

    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    expect(callsOf(calls, 'ConversationMessages')[1]?.variables).toMatchObject({ id: '7', page: 2 });
    expect(callsOf(calls, 'MarkConversationRead').map((call) => call.variables)).toEqual([{ id: '7' }]);
    expect(screen.queryByRole('button', { name: 'Older messages' })).toBeNull();
  });
});

describe('a conversation, as staff read it', () => {
  it('names who wrote each message and says which one is the student', async () => {
    const fromStudent = message('1', 'STUDENT', 'Merci', {
      author: { __typename: 'MessageAuthor', side: 'STUDENT', id: '9', fullName: 'Yassine Benali' },
    });
    openConversation({ ConversationMessages: [conversationPage([ANSWER, fromStudent])] }, 'staff');

    const items = await screen.findAllByTestId('message', undefined, LOADED);
    expect(items[0]?.textContent).toContain('Yassine Benali');
    expect(items[0]?.textContent).toContain('student');
    expect(items[1]?.textContent).toContain('Samira Alaoui');
    expect(items[1]?.textContent).not.toContain('The platform team');
  });
});

/** The composer's hidden picker, which its "Attach files" button opens (hidden from assistive technology). */
function filePicker(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file picker');
  return input;
}

describe('writing a message', () => {
  it('keeps three files and refuses a fourth before anything is sent', async () => {
    const calls = openConversation({ ConversationMessages: [conversationPage([ANSWER])] }, 'student');
    await screen.findByRole('button', { name: 'Attach files' }, LOADED);
    const input = filePicker();

    fireEvent.change(input, { target: { files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')] } });

    expect((await screen.findByRole('alert')).textContent).toBe('A message holds 3 files at most.');
    const attached = screen.getByRole('list', { name: 'Attached files' });
    expect(
      within(attached)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('bdi')?.textContent),
    ).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(callsOf(calls, 'SendMessage')).toEqual([]);
  });

  it('sends the text and its files, then shows it', async () => {
    const reply = message('3', 'STUDENT', 'Voici le nouveau reçu.');
    const calls = openConversation(
      {
        ConversationMessages: [conversationPage([ANSWER]), conversationPage([reply, ANSWER])],
        SendMessage: [sent(reply)],
      },
      'student',
    );
    fireEvent.change(await screen.findByLabelText('Your message', undefined, LOADED), {
      target: { value: '  Voici le nouveau reçu.  ' },
    });
    fireEvent.change(filePicker(), { target: { files: [pdf('recu.pdf')] } });

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    const variables = callsOf(calls, 'SendMessage')[0]?.variables;
    expect(variables?.body).toBe('Voici le nouveau reçu.');
    expect((variables?.attachments as File[]).map((file) => file.name)).toEqual(['recu.pdf']);
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
  });

  it('says why the server refused, in the reader’s language, and keeps what was written', async () => {
    openConversation(
      {
        ConversationMessages: [conversationPage([ANSWER])],
        SendMessage: [
          refusal(
            'Vous avez envoyé 20 messages en une heure : réessayez plus tard.',
            'MESSAGE_RATE_LIMITED',
            'TOO_MANY_REQUESTS',
          ),
        ],
      },
      'student',
      'fr',
    );
    const field = await screen.findByLabelText('Votre message', undefined, LOADED);
    fireEvent.change(field, { target: { value: 'Encore une question' } });

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Vous avez envoyé 20 messages en une heure : réessayez plus tard.',
    );
    expect((field as HTMLTextAreaElement).value).toBe('Encore une question');
  });

  it('refuses an empty message and one past 5,000 characters without sending', async () => {
    const calls = openConversation({ ConversationMessages: [conversationPage([ANSWER])] }, 'student');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }, LOADED));
    expect(screen.getByRole('alert').textContent).toBe('Write a message or attach a file.');

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'a'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('5,001 / 5,000 characters')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('A message holds 5,000 characters at most.');
    expect(callsOf(calls, 'SendMessage')).toEqual([]);
  });
});
