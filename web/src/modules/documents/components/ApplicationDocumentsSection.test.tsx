import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphQLServer } from '@/modules/account-security/test/stub-graphql-server';
import { ApplicationDocumentsSection } from '@/modules/documents';
import { issuedDocument } from '@/modules/documents/test/document-answers';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

const applicationDocuments = (documents: ReturnType<typeof issuedDocument>[]) => ({
  data: { application: { __typename: 'Application', id: '12', documents } },
});

describe('an application’s official documents', () => {
  it('lists the application’s proofs and letters under their heading, with the way to all the student’s documents', async () => {
    const server = stubGraphQLServer({
      ApplicationDocuments: [
        applicationDocuments([issuedDocument('32'), issuedDocument('33', { kind: 'DECISION_LETTER', language: 'EN' })]),
      ],
    });
    renderApp(server.wrap(<ApplicationDocumentsSection applicationId="12" />));

    const section = await screen.findByRole('region', { name: 'Documents officiels' }, LOADED);
    expect(server.calls).toEqual([{ operationName: 'ApplicationDocuments', variables: { id: '12' } }]);
    const rows = within(section).getAllByTestId('document-row');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Preuve de dépôt', 'Lettre de décision']);
    expect(within(section).getByRole('link', { name: 'Tous mes documents' }).getAttribute('href')).toBe('/documents');
  });

  it('says none was issued yet rather than show an empty list', async () => {
    const server = stubGraphQLServer({ ApplicationDocuments: [applicationDocuments([])] });
    renderApp(server.wrap(<ApplicationDocumentsSection applicationId="12" />));

    expect(await screen.findByText('Aucun document n’a encore été émis pour votre candidature.', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByTestId('document-row')).toBeNull();
  });
});
