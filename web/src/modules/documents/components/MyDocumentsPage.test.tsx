import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQLServer } from '@/modules/account-security/test/stub-graphql-server';
import { MyDocumentsPage } from '@/modules/documents/components/MyDocumentsPage';
import { issuedDocument, myDocuments } from '@/modules/documents/test/document-answers';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

const RECEIPT = issuedDocument('31', { kind: 'PAYMENT_RECEIPT', issuedAt: '2026-03-16T10:00:00.000Z', verificationCode: 'B4K7-M2QX-0001' });
const PROOF = issuedDocument('32', { language: 'AR' });
const NEW_LETTER = issuedDocument('34', { kind: 'DECISION_LETTER', issuedAt: '2026-06-20T09:00:00.000Z', verificationCode: 'N3WL-3TT3-R000' });
const OLD_LETTER = issuedDocument('33', { kind: 'DECISION_LETTER', verificationCode: '0LDL-3TT3-R000', supersededBy: { __typename: 'Document', id: '34' } });

function openMyDocuments(documents: ReturnType<typeof issuedDocument>[], language: 'fr' | 'ar' = 'fr') {
  const server = stubGraphQLServer({ MyDocuments: [myDocuments(documents)] });
  renderApp(server.wrap(<MyDocumentsPage />), { language });
}

const rows = () => screen.findAllByTestId('document-row', undefined, LOADED);
/** A document's row, named by its kind. */
const row = (kind: string) => screen.getByRole('listitem', { name: kind });

describe('my documents', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let savedAs: string[];

  beforeEach(() => {
    savedAs = [];
    fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="recu-B4K7M2QX.pdf"' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs.push(this.download);
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names each document’s kind, its issue date, language and verification code, under the page’s heading', async () => {
    openMyDocuments([NEW_LETTER, PROOF, RECEIPT]);

    const shown = await rows();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeTruthy();
    expect(shown.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Lettre de décision',
      'Preuve de dépôt',
      'Reçu de paiement',
    ]);
    expect(row('Lettre de décision').textContent).toContain('20 juin 2026');
    expect(within(row('Preuve de dépôt')).getByText('Arabe')).toBeTruthy();
    expect(row('Reçu de paiement').textContent).toContain('16 mars 2026');
    const code = within(row('Reçu de paiement')).getByText('B4K7-M2QX-0001');
    expect(code.tagName).toBe('BDI');
    expect(code.getAttribute('dir')).toBe('ltr');
  });

  it('marks the letter a later one replaced, and only that one', async () => {
    openMyDocuments([NEW_LETTER, OLD_LETTER]);

    const letters = await rows();
    expect(letters.map((letter) => letter.textContent?.includes('Remplacée par une lettre ultérieure'))).toEqual([
      false,
      true,
    ]);
  });

  it('downloads a document’s PDF from its link and saves it under the name the server gives', async () => {
    openMyDocuments([PROOF, RECEIPT]);

    await rows();
    const receipt = row('Reçu de paiement');
    const button = within(receipt).getByRole('button', { name: 'Télécharger (PDF)' });
    expect(button.getAttribute('aria-describedby')).toBe(within(receipt).getByText('Reçu de paiement').id);
    fireEvent.click(button);

    await waitFor(() => expect(savedAs).toEqual(['recu-B4K7M2QX.pdf']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/files/documents/31');
  });

  it('says when the PDF could not be fetched', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    openMyDocuments([RECEIPT]);

    await rows();
    fireEvent.click(within(row('Reçu de paiement')).getByRole('button', { name: 'Télécharger (PDF)' }));

    expect((await screen.findByRole('alert')).textContent).toBe("Le fichier n'a pas pu être ouvert.");
    expect(savedAs).toEqual([]);
  });

  it('says there is nothing yet when no document was issued', async () => {
    openMyDocuments([]);

    expect(
      await screen.findByText(/Vous n’avez encore aucun document\./, undefined, LOADED),
    ).toBeTruthy();
    expect(screen.queryByTestId('document-row')).toBeNull();
  });

  it('in Arabic, names the kinds in Arabic and keeps the code left to right', async () => {
    openMyDocuments([OLD_LETTER, PROOF], 'ar');

    await rows();
    expect(screen.getByRole('heading', { level: 1, name: 'وثائقي' })).toBeTruthy();
    expect(row('رسالة القرار').textContent).toContain('استُبدلت برسالة لاحقة');
    const proof = row('إثبات الإيداع');
    expect(within(proof).getByText('العربية')).toBeTruthy();
    expect(within(proof).getByText('K7M2-QX4B-9HTR').getAttribute('dir')).toBe('ltr');
    expect(within(proof).getByRole('button', { name: 'تنزيل (PDF)' })).toBeTruthy();
  });
});
