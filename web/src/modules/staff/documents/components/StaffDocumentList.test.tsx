import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/modules/staff/__generated__';
import type { StaffDocumentFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { ApplicationDocumentsSection } from '@/modules/staff/documents/components/ApplicationDocumentsSection';
import { StaffDocumentList } from '@/modules/staff/documents/components/StaffDocumentList';
import { STAFF_DOCUMENT_FIELDS } from '@/modules/staff/documents/graphql/StaffDocumentFields';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const makeDocument = (overrides: Partial<StaffDocumentFieldsFragment> = {}) =>
  makeFragmentData(
    {
      id: 'd1',
      kind: 'PROOF_OF_SUBMISSION',
      language: 'FR',
      issuedAt: '2026-03-12T10:30:00.000Z',
      verificationCode: 'K7QF-3MXP-9TZA',
      url: '/files/documents/d1',
      supersededBy: null,
      ...overrides,
    },
    STAFF_DOCUMENT_FIELDS,
  );

const REPLACED_LETTER = makeDocument({
  id: 'd2',
  kind: 'DECISION_LETTER',
  language: 'AR',
  issuedAt: '2026-04-02T08:00:00.000Z',
  verificationCode: 'B2CD-4FGH-6JKM',
  url: '/files/documents/d2',
  supersededBy: { id: 'd3' },
});

const LATEST_LETTER = makeDocument({
  id: 'd3',
  kind: 'DECISION_LETTER',
  issuedAt: '2026-04-20T08:00:00.000Z',
  verificationCode: 'N8PQ-RSTV-WXYZ',
  url: '/files/documents/d3',
});

/** As the api lists them, oldest first: the proof of submission, a letter, the letter that replaced it. */
const APPLICATION_DOCUMENTS = [makeDocument(), REPLACED_LETTER, LATEST_LETTER];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the documents of an application in the console', () => {
  it('lists each document with its kind, issue date, language and code, and marks a replaced letter', async () => {
    renderStaff(<ApplicationDocumentsSection documents={APPLICATION_DOCUMENTS} />);

    const section = screen.getByRole('region', { name: 'Documents' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Preuve de dépôt',
      'Lettre de décision',
      'Lettre de décision',
    ]);
    const [proof, replacedLetter, latestLetter] = rows.map((row) => within(row));
    expect(proof?.getByText('Date d’émission : 12 mars 2026, en français')).toBeTruthy();
    const code = proof?.getByText('K7QF-3MXP-9TZA');
    expect(code?.parentElement?.textContent).toBe('Code de vérification : K7QF-3MXP-9TZA');
    expect(code?.getAttribute('dir')).toBe('ltr');
    expect(proof?.getByRole('button').textContent).toBe('Télécharger la preuve de dépôt (PDF)');
    expect(replacedLetter?.getByText('Date d’émission : 2 avril 2026, en arabe')).toBeTruthy();
    expect(replacedLetter?.getByText('Remplacée par une lettre ultérieure')).toBeTruthy();
    expect(latestLetter?.queryByText('Remplacée par une lettre ultérieure')).toBeNull();
    expect(latestLetter?.getByRole('button').textContent).toBe('Télécharger la lettre de décision (PDF)');
  });

  it('says so when no document was issued yet', () => {
    renderStaff(<ApplicationDocumentsSection documents={[]} />, { language: 'en' });

    expect(screen.getByRole('region', { name: 'Documents' }).textContent).toContain(
      'No document has been issued for this application yet.',
    );
  });

  it('names the documents in Arabic', async () => {
    renderStaff(<ApplicationDocumentsSection documents={APPLICATION_DOCUMENTS} />, { language: 'ar' });

    expect(await screen.findAllByRole('button', { name: 'تنزيل رسالة القرار (PDF)' })).toHaveLength(2);
    expect(screen.getByText('استُبدلت برسالة لاحقة')).toBeTruthy();
  });

  it('downloads the document’s own file under the name the server gives it', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'content-disposition': 'attachment; filename="lettre-de-decision-12.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs: the saved blob's address is all the page needs.
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = () => 'blob:document';
      static override revokeObjectURL = () => undefined;
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderStaff(<StaffDocumentList documents={[LATEST_LETTER]} label="Documents" />);

    fireEvent.click(screen.getByRole('button', { name: 'Télécharger la lettre de décision (PDF)' }));

    await waitFor(() => expect(saved).toEqual(['lettre-de-decision-12.pdf']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/files/documents/d3']);
  });
});
