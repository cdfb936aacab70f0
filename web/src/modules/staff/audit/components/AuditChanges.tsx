import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { AuditEntryRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { detailsOf, fieldLabel, valueText } from '@/modules/staff/audit/utils/audit-values';

const StyledChanges = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** What an entry changed beyond its sentence ("Status: Pending → Rejected"), each value in the staff's words. */
export function AuditChanges({ entry }: { entry: Pick<AuditEntryRowFieldsFragment, 'changes'> }) {
  const { i18n } = useLingui();
  const details = detailsOf(entry);
  if (details.length === 0) return null;
  return (
    <StyledChanges>
      {details.map((change) => {
        const label = fieldLabel(i18n, change.field);
        // An id of an account or a scholarship reads as its name.
        const after = <bdi>{change.afterName ?? valueText(i18n, change.field, change.after)}</bdi>;
        const before = <bdi>{change.beforeName ?? valueText(i18n, change.field, change.before)}</bdi>;
        return (
          <li key={change.field}>
            {change.before === null ? (
              <Trans>
                {label}: {after}
              </Trans>
            ) : (
              <Trans>
                {label}: {before} → {after}
              </Trans>
            )}
          </li>
        );
      })}
    </StyledChanges>
  );
}
