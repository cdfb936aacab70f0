import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { ACCOUNT_SECURITY_CATALOG } from '@/modules/account-security/i18n/account-security-catalog';
import { useLazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';

const StyledField = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block: ${({ theme }) => theme.spacing(1, 2)};
  cursor: pointer;
  input {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
  }
`;

export interface SignOutOtherSessionsFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The change of password's "Sign out my other sessions" (endOtherSessions). Its message comes with the
 * account-security catalogue: nothing shows until it is loaded, while the page keeps the box's value.
 */
export function SignOutOtherSessionsField({ checked, onChange }: SignOutOtherSessionsFieldProps) {
  if (!useLazyCatalog(ACCOUNT_SECURITY_CATALOG)) return null;
  return (
    <StyledField>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <Trans>Sign out my other sessions</Trans>
    </StyledField>
  );
}
