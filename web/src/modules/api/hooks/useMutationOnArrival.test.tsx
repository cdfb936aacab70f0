import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { of, throwError, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useMutationOnArrival } from '@/modules/api/hooks/useMutationOnArrival';
import { VERIFY_EMAIL } from '@/modules/auth/graphql/VerifyEmail';
import { activateTestLanguage } from '@/test/activate-test-language';

const TEXTS = {
  answerOf: (data: { verifyEmail: { success: boolean; message: string } }) => data.verifyEmail,
  invalidLink: 'Lien invalide.',
  fallback: 'La vérification a échoué',
};

/** A server that answers every call the same way and keeps the tokens it was sent. */
function serverAnswering(answer: () => Observable<ApolloLink.Result>) {
  const tokens: unknown[] = [];
  const client = new ApolloClient({
    link: new ApolloLink((operation) => {
      tokens.push(operation.variables.token);
      return answer();
    }),
    cache: new InMemoryCache(),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={activateTestLanguage('fr')}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </I18nProvider>
  );
  // Strict mode, as in development: React runs every effect twice.
  return { tokens, options: { wrapper, reactStrictMode: true } };
}

const answered = (success: boolean, message: string) => () =>
  of({ data: { verifyEmail: { success, message } } });

describe('a mutation run on arrival', () => {
  it('runs once with the link’s token, even when its effect runs twice, and says what the server said', async () => {
    const { tokens, options } = serverAnswering(answered(true, 'Adresse vérifiée.'));

    const { result } = renderHook(() => useMutationOnArrival(VERIFY_EMAIL, 'token-once', TEXTS), options);

    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', message: 'Adresse vérifiée.' }));
    expect(tokens).toEqual(['token-once']);
  });

  it('says the screen’s own words when the server refuses without a reason', async () => {
    const { options } = serverAnswering(answered(false, ''));

    const { result } = renderHook(() => useMutationOnArrival(VERIFY_EMAIL, 'token-refused', TEXTS), options);

    await waitFor(() =>
      expect(result.current).toEqual({ status: 'error', message: 'La vérification a échoué' }),
    );
  });

  it('names the status when the server cannot be reached', async () => {
    const { options } = serverAnswering(() =>
      throwError(
        () => new ServerError('bad status', { response: new Response('', { status: 503 }), bodyText: '' }),
      ),
    );

    const { result } = renderHook(() => useMutationOnArrival(VERIFY_EMAIL, 'token-down', TEXTS), options);

    await waitFor(() => expect(result.current).toEqual({ status: 'error', message: 'Erreur API : 503' }));
  });

  it('says the link is not valid, and asks nothing, without a token', () => {
    const { tokens, options } = serverAnswering(answered(true, 'Adresse vérifiée.'));

    const { result } = renderHook(() => useMutationOnArrival(VERIFY_EMAIL, null, TEXTS), options);

    expect(result.current).toEqual({ status: 'error', message: 'Lien invalide.' });
    expect(tokens).toEqual([]);
  });
});
