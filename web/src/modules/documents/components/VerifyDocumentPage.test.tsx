import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@bourses/common/languages';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { refusal } from '@/modules/account-security/test/sign-in-answers';
import { stubGraphQLServer, type StubAnswer } from '@/modules/account-security/test/stub-graphql-server';
import { VerifyDocumentPage } from '@/modules/documents/components/VerifyDocumentPage';
import { verifiedDocument } from '@/modules/documents/test/document-answers';
import { renderRoutes } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

function openVerification(path: string, answers: StubAnswer[] = [], language: Language = 'fr') {
  const server = stubGraphQLServer({ VerifyDocument: answers });
  renderRoutes(<Route path="/verifier/:code?" element={server.wrap(<VerifyDocumentPage />)} />, { path, language });
  return server.calls;
}

const fact = (term: string) => screen.getByText(term).nextElementSibling;

describe('the verification page', () => {
  it('says a genuine document is genuine, with its kind, issue date, reference, holder and language', async () => {
    const calls = openVerification('/verifier/k7m2-qx4b-9htr', [verifiedDocument()]);

    const outcome = await screen.findByRole('status', undefined, LOADED);
    expect(within(outcome).getByRole('heading', { level: 2, name: 'Ce document est authentique' })).toBeTruthy();
    expect(calls).toEqual([{ operationName: 'VerifyDocument', variables: { code: 'k7m2-qx4b-9htr' } }]);
    expect(fact('Document')?.textContent).toBe('Lettre de décision');
    expect(fact('Émis le')?.textContent).toBe('10 juin 2026');
    expect(fact('Langue')?.textContent).toBe('Arabe');
    const reference = within(fact('Référence') as HTMLElement).getByText('2048');
    const holder = within(fact('Titulaire') as HTMLElement).getByText('Salma A.');
    expect([reference.tagName, holder.tagName]).toEqual(['BDI', 'BDI']);
    expect(screen.queryByText(/n’est plus en vigueur/)).toBeNull();
  });

  it('warns that a replaced letter is genuine but no longer current, and since when', async () => {
    openVerification('/verifier/K7M2QX4B9HTR', [
      verifiedDocument({ superseded: true, supersededAt: '2026-06-20T09:00:00.000Z' }),
    ]);

    const outcome = await screen.findByRole('status', undefined, LOADED);
    expect(within(outcome).getByRole('heading', { name: 'Ce document est authentique mais n’est plus en vigueur' })).toBeTruthy();
    expect(outcome.textContent).toContain('Une lettre ultérieure l’a remplacée le 20 juin 2026');
  });

  it('says only that no document has an unknown code, nothing of any other', async () => {
    openVerification('/verifier/ZZZZ-ZZZZ-ZZZZ', [{ data: { verifyDocument: null } }]);

    const outcome = await screen.findByRole('status', undefined, LOADED);
    expect(outcome.textContent).toBe('Aucun document ne porte ce code. Vérifiez le code imprimé sur le document.');
    expect(screen.queryByText('Titulaire')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('says plainly when the connection checked too many codes', async () => {
    openVerification('/verifier/K7M2-QX4B-9HTR', [
      refusal('Trop de demandes. Réessayez dans 60 minutes.', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS'),
    ]);

    const alert = await screen.findByRole('alert', undefined, LOADED);
    expect(alert.textContent).toBe('Trop de vérifications depuis votre connexion. Réessayez plus tard.');
    expect(screen.queryByText(/Aucun document/)).toBeNull();
  });

  it('in Arabic, says it in Arabic with the holder’s name and the reference isolated from the text around them', async () => {
    openVerification('/verifier/K7M2-QX4B-9HTR', [verifiedDocument({ holderName: 'Salma A.', reference: 'B4K7M2QX' })], 'ar');

    const outcome = await screen.findByRole('status', undefined, LOADED);
    expect(within(outcome).getByRole('heading', { name: 'هذه الوثيقة صحيحة' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'التحقق من وثيقة' })).toBeTruthy();
    expect(screen.getByText('B4K7M2QX').tagName).toBe('BDI');
    expect(screen.getByText('Salma A.').tagName).toBe('BDI');
    expect(fact('اللغة')?.textContent).toBe('العربية');
  });

  it('in English, names the rate limit in English', async () => {
    openVerification('/verifier/K7M2-QX4B-9HTR', [refusal('Too many requests.', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS')], 'en');

    expect((await screen.findByRole('alert', undefined, LOADED)).textContent).toBe(
      'Too many checks from your connection. Try again later.',
    );
  });
});

describe('the code typed by hand', () => {
  it('opens the code’s own page, which checks it', async () => {
    const calls = openVerification('/verifier', [verifiedDocument()]);

    const field = await screen.findByLabelText(/Code de vérification/, undefined, LOADED);
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifier un document' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(field, { target: { value: '  k7m2-qx4b-9htr ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(await screen.findByRole('heading', { name: 'Ce document est authentique' }, LOADED)).toBeTruthy();
    expect(calls).toEqual([{ operationName: 'VerifyDocument', variables: { code: 'k7m2-qx4b-9htr' } }]);
  });

  it('asks for a code rather than check nothing', async () => {
    const calls = openVerification('/verifier');

    fireEvent.click(await screen.findByRole('button', { name: 'Vérifier' }, LOADED));

    expect((await screen.findByRole('alert')).textContent).toBe('Saisissez le code imprimé sur le document.');
    await waitFor(() => expect(calls).toEqual([]));
  });
});
