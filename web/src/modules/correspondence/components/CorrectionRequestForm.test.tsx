import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '@/modules/account-security/test/sign-in-answers';
import { stubGraphQLServer, type StubAnswer } from '@/modules/account-security/test/stub-graphql-server';
import { ApplicationCorrection } from '@/modules/correspondence';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

const request = (status = 'OPEN', overrides: Record<string, unknown> = {}) => ({
  __typename: 'CorrectionRequest',
  id: '31',
  status,
  message: 'Le reçu est illisible.\nMerci de joindre aussi votre attestation.',
  dueDate: '2026-03-12',
  overdue: false,
  requestedAt: '2026-03-05T09:00:00.000Z',
  submittedAt: null,
  items: [
    { __typename: 'CorrectionItem', id: '1', kind: 'PAYMENT_RECEIPT', label: null, fileName: null },
    { __typename: 'CorrectionItem', id: '2', kind: 'OTHER_DOCUMENT', label: 'Attestation de scolarité', fileName: null },
  ],
  ...overrides,
});

const applicationCorrection = (correctionRequest: ReturnType<typeof request>): StubAnswer => ({
  data: { application: { __typename: 'Application', id: '5', status: 'CORRECTION_REQUESTED', correctionRequest } },
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function openCorrection(answers: Record<string, StubAnswer[]>) {
  const server = stubGraphQLServer(answers);
  renderApp(server.wrap(<ApplicationCorrection applicationId="5" refetch={[]} />), { language: 'en' });
  return server.calls;
}

/** Chooses a file in the drop zone named after the item. */
function choose(itemLabel: string, file: File) {
  const zone = screen.getByRole('button', { name: new RegExp(`^${itemLabel} \\*`) });
  const input = zone.parentElement?.querySelector('input[type="file"]:not([capture])') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('answering a correction request', () => {
  it('says what is asked, why and by when', async () => {
    openCorrection({ ApplicationCorrection: [applicationCorrection(request('OPEN', { overdue: true }))] });

    expect(await screen.findByRole('heading', { name: 'The platform team asks for corrections' }, LOADED)).toBeTruthy();
    expect(screen.getByText(/Le reçu est illisible/).getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('status').textContent).toBe('This was due on March 12, 2026. Send the corrections as soon as you can.');
    expect(screen.getByRole('button', { name: /^Payment receipt \*/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Attestation de scolarité \*/ })).toBeTruthy();
  });

  it('refuses to send while an item has no file, and sends nothing', async () => {
    const calls = openCorrection({ ApplicationCorrection: [applicationCorrection(request())] });
    await screen.findByRole('heading', { name: 'The platform team asks for corrections' }, LOADED);
    choose('Payment receipt', pdf('recu.pdf'));
    await screen.findByText('recu.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Send the corrections' }));

    expect(await screen.findByText('Add a file for every document asked: nothing was sent.')).toBeTruthy();
    expect(screen.getByText('Add a file for this document.')).toBeTruthy();
    expect(calls.map((call) => call.operationName)).not.toContain('SubmitCorrection');
  });

  it('sends one file per item, then shows nothing more to send', async () => {
    const calls = openCorrection({
      ApplicationCorrection: [applicationCorrection(request()), applicationCorrection(request('SUBMITTED'))],
      SubmitCorrection: [
        {
          data: {
            submitCorrection: {
              ...request('SUBMITTED'),
              application: { __typename: 'Application', id: '5', status: 'PENDING', corrected: true },
            },
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'The platform team asks for corrections' }, LOADED);
    choose('Payment receipt', pdf('recu.pdf'));
    choose('Attestation de scolarité', pdf('attestation.pdf'));
    await screen.findByText('attestation.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Send the corrections' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The platform team asks for corrections' })).toBeNull());
    const sent = calls.find((call) => call.operationName === 'SubmitCorrection')?.variables;
    expect(sent?.requestId).toBe('31');
    expect((sent?.files as { itemId: string; file: File }[]).map(({ itemId, file }) => [itemId, file.name])).toEqual([
      ['1', 'recu.pdf'],
      ['2', 'attestation.pdf'],
    ]);
  });

  it('shows the server’s refusal when the request was withdrawn meanwhile', async () => {
    openCorrection({
      ApplicationCorrection: [applicationCorrection(request())],
      SubmitCorrection: [refusal('This correction request is no longer open.', 'CORRECTION_NOT_OPEN', 'BAD_USER_INPUT')],
    });
    await screen.findByRole('heading', { name: 'The platform team asks for corrections' }, LOADED);
    choose('Payment receipt', pdf('recu.pdf'));
    choose('Attestation de scolarité', pdf('attestation.pdf'));
    await screen.findByText('attestation.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Send the corrections' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This correction request is no longer open.');
  });
});
