import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { SecondFactorFieldsFragment } from '@/modules/account-security/__generated__/graphql';
import { StyledActions } from '@/modules/account-security/second-factors/components/SecondFactors.styles';
import { FACTOR_KIND_LABELS } from '@/modules/account-security/second-factors/utils/factor-kind-labels';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledItem } from '@/modules/account-security/components/SecuritySection.styles';

const StyledDetails = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface SecondFactorItemProps {
  factor: SecondFactorFieldsFragment;
  removing: boolean;
  onRemove: (id: string) => void;
}

/** One factor of the profile's list: what it is, when added and last used, and removing it (asked twice). */
export function SecondFactorItem({ factor, removing, onRemove }: SecondFactorItemProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const added = formatDate(i18n, factor.createdAt, 'long');
  const lastUsed = factor.lastUsedAt ? formatDate(i18n, factor.lastUsedAt, 'long') : null;
  const name = factor.name;
  const kind = i18n._(FACTOR_KIND_LABELS[factor.kind]);

  return (
    <StyledItem>
      <div>
        <p>
          {/* A factor keeps the default name of its kind unless it was given one: said once. */}
          <strong dir="auto">{name}</strong>
          {name === kind ? null : ` · ${kind}`}
        </p>
        <StyledDetails>
          {lastUsed ? <Trans>Added on {added}, last used on {lastUsed}</Trans> : <Trans>Added on {added}, not used yet</Trans>}
        </StyledDetails>
      </div>
      {confirming ? (
        <StyledActions>
          <StyledButton type="button" disabled={removing} onClick={() => onRemove(factor.id)}>
            <Trans>Yes, remove it</Trans>
          </StyledButton>
          <StyledButton type="button" $variant="text" onClick={() => setConfirming(false)}>
            <Trans>Keep it</Trans>
          </StyledButton>
        </StyledActions>
      ) : (
        <StyledButton type="button" $variant="secondary" aria-label={t`Remove ${name}`} onClick={() => setConfirming(true)}>
          <Trans context="A second step of the sign-in">Remove</Trans>
        </StyledButton>
      )}
    </StyledItem>
  );
}
