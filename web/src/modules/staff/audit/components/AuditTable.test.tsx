import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@bourses/common/money';
import type { AuditEntryRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { AuditTable } from '@/modules/staff/audit/components/AuditTable';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const change = (field: string, before: string | null, after: string | null, names: [string, string] | [] = []) => ({
  field,
  before,
  after,
  beforeName: names[0] ?? null,
  afterName: names[1] ?? null,
});

const makeEntry = (overrides: Partial<AuditEntryRowFieldsFragment> = {}): AuditEntryRowFieldsFragment => ({
  id: '1',
  at: '2026-01-20T10:05:00.000Z',
  action: 'application.reject',
  clientAddress: '196.200.1.7',
  actor: { id: 'u1', role: 'AGENT', firstName: 'Youssef', lastName: 'Alaoui', email: 'youssef@bourses.ma' },
  target: { type: 'APPLICATION', id: '12', name: 'Salma Chraibi', scholarship: { id: '3', title: 'Bourse d’excellence' } },
  changes: [change('status', 'pending', 'rejected'), change('feedback', null, 'Reçu illisible')],
  ...overrides,
});

/** The entry's sentence (the row's header) and its row. */
function onlyRow() {
  const [, row] = screen.getAllByRole('row');
  if (!row) throw new Error('The table has no row');
  return { row, sentence: within(row).getByRole('rowheader') };
}

const hrefOf = (scope: HTMLElement, name: string) => within(scope).getByRole('link', { name }).getAttribute('href');

describe('the audit table', () => {
  it('tells a decision as a sentence naming the agent, the student and the scholarship, each linked', () => {
    renderStaff(<AuditTable entries={[makeEntry()]} caption="Journal d'audit" />);

    const { row, sentence } = onlyRow();
    expect(sentence.textContent).toBe('Youssef Alaoui a refusé la candidature de Salma Chraibi à «\u00a0Bourse d’excellence\u00a0».');
    expect(hrefOf(sentence, 'Youssef Alaoui')).toBe('/admin/audit?actorId=u1');
    expect(hrefOf(sentence, 'la candidature de Salma Chraibi')).toBe('/admin/applications/12');
    expect(hrefOf(sentence, 'Bourse d’excellence')).toBe('/admin/scholarships/3');
    // 10:05 UTC is 11:05 in Casablanca (UTC+1 in January).
    expect(row.textContent).toMatch(/20\/01\/2026.*11:05/);
    const changes = within(row).getAllByRole('listitem').map((item) => item.textContent);
    expect(changes).toEqual(['Statut : En attente → Refusée', 'Commentaire : Reçu illisible']);
  });

  it('names the assignee rather than their id, and changed fields, values and an export’s filters in words', () => {
    renderStaff(
      <AuditTable
        entries={[
          makeEntry({ id: '1', action: 'application.assign', changes: [change('assigneeId', null, 'u2', ['', 'Karim Tazi'])] }),
          makeEntry({
            id: '2',
            action: 'scholarship.update',
            target: { type: 'SCHOLARSHIP', id: '3', name: 'Bourse d’excellence', scholarship: null },
            changes: [
              change('country', 'FR', 'CA'),
              change('fr.longDescription', '<p>Pour <strong>tous</strong></p>', '<p>Pour les masters</p>'),
              change('applicationFeeCentimes', null, '25050'),
            ],
          }),
          makeEntry({
            id: '3',
            action: 'export.applications',
            target: { type: 'EXPORT', id: null, name: null, scholarship: null },
            changes: [
              change('format', null, 'csv'),
              change('filters.status', null, 'rejected'),
              change('filters.scholarshipId', null, '3', ['', 'Bourse d’excellence']),
              change('rows', null, '12'),
            ],
          }),
        ]}
        caption="Journal d'audit"
      />,
    );

    const [assignment, update, exported] = screen.getAllByRole('rowheader');
    expect(assignment?.textContent).toBe(
      'Youssef Alaoui a assigné la candidature de Salma Chraibi à «\u00a0Bourse d’excellence\u00a0» à Karim Tazi.',
    );
    expect(update?.textContent).toBe('Youssef Alaoui a modifié la bourse «\u00a0Bourse d’excellence\u00a0».');
    expect(exported?.textContent).toBe('Youssef Alaoui a exporté 12 candidatures (CSV).');
    const details = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(details).toEqual([
      'Pays : France → Canada',
      'Description détaillée (français) : Pour tous → Pour les masters',
      `Frais de candidature (MAD) : ${formatMoney({ centimes: 25050, currency: 'MAD' }, 'fr')}`,
      'Statut (filtre) : Refusée',
      'Bourse (filtre) : Bourse d’excellence',
    ]);
    expect(screen.queryByText(/assigneeId|scholarshipId|u2|<p>/)).toBeNull();
  });

  it('writes the sentence in Arabic, and links nothing an entry deleted', () => {
    renderStaff(
      <AuditTable
        entries={[
          makeEntry({
            action: 'application.delete',
            target: { type: 'APPLICATION', id: '12', name: 'سلمى الشرايبي', scholarship: null },
            actor: { id: 'u9', role: null, firstName: null, lastName: null, email: null },
            changes: [change('status', 'pending', null), change('scholarshipId', '3', null), change('userId', 'u5', null)],
          }),
        ]}
        caption="سجل التدقيق"
      />,
      { language: 'ar' },
    );

    const { sentence } = onlyRow();
    expect(sentence.textContent).toBe('تم حذف طلب سلمى الشرايبي لمنحة «منحة محذوفة» من طرف حساب محذوف.');
    expect(within(sentence).queryByRole('link')).toBeNull();
  });

  it('tells a file refused by the antivirus, sent by a visitor or by a student, and which form field it came in', () => {
    const infected = [change('field', null, 'paymentReceipt'), change('fileName', null, 'recu.pdf'), change('signature', null, 'Eicar-Test-Body.UNOFFICIAL')];
    renderStaff(
      <AuditTable
        entries={[
          makeEntry({
            id: '1',
            action: 'upload.infected',
            actor: { id: null, role: null, firstName: null, lastName: null, email: null },
            target: { type: 'FILE', id: null, name: null, scholarship: null },
            changes: infected,
          }),
          makeEntry({
            id: '2',
            action: 'upload.infected',
            actor: { id: 'u5', role: 'CLIENT', firstName: 'Salma', lastName: 'Chraibi', email: 'salma@example.ma' },
            target: { type: 'FILE', id: null, name: null, scholarship: null },
            changes: infected,
          }),
        ]}
        caption="Journal d'audit"
      />,
    );

    const [byVisitor, byStudent] = screen.getAllByRole('rowheader');
    expect(byVisitor?.textContent).toBe(
      'Un visiteur a envoyé le fichier «\u00a0recu.pdf\u00a0», dans lequel l’antivirus a trouvé Eicar-Test-Body.UNOFFICIAL\u00a0: il a été refusé et n’a pas été conservé.',
    );
    expect(byStudent?.textContent).toBe(
      'Salma Chraibi a envoyé le fichier «\u00a0recu.pdf\u00a0», dans lequel l’antivirus a trouvé Eicar-Test-Body.UNOFFICIAL\u00a0: il a été refusé et n’a pas été conservé.',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Champ du formulaire : paymentReceipt',
      'Champ du formulaire : paymentReceipt',
    ]);
  });
});
