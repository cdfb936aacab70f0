import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphQLServer } from '@/modules/account-security/test/stub-graphql-server';
import { unread } from '@/modules/correspondence/test/conversation-answers';
import { MessagesLink } from '@/modules/layout/components/MessagesLink';
import { renderApp } from '@/test/render-app';

describe('the header’s messages link', () => {
  it.each([
    ['fr', 2, '2 messages non lus'],
    ['ar', 2, 'رسالتان غير مقروءتين'],
    ['en', 1, '1 unread message'],
  ] as const)('in %s, shows %i unread and says "%s" to a screen reader', async (language, count, label) => {
    const server = stubGraphQLServer({ UnreadMessages: [unread(count)] });
    renderApp(server.wrap(<MessagesLink />), { language });

    const link = await screen.findByRole('link', { name: label });

    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.textContent).toContain(String(count));
  });

  it('shows no count when every message was read', async () => {
    const server = stubGraphQLServer({ UnreadMessages: [unread(0)] });
    renderApp(server.wrap(<MessagesLink />), { language: 'fr' });

    await waitFor(() => expect(server.calls).toHaveLength(1));
    const link = await screen.findByRole('link', { name: 'Messages' });
    expect(link.textContent).toBe('Messages');
  });
});
