import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { ForgotPasswordForm } from '@/modules/auth/components/ForgotPasswordForm';
import { LoginForm } from '@/modules/auth/components/LoginForm';
import { RegisterForm } from '@/modules/auth/components/RegisterForm';
import { Dialog } from '@/modules/ui/components/Dialog';

export type AuthDialogMode = 'login' | 'register' | 'forgotPassword';

const StyledSwitch = styled.p`
  margin-block: ${({ theme }) => theme.spacing(2)} 0;
  text-align: center;
`;

const StyledSwitchButton = styled.button`
  border: 0;
  background: transparent;
  color: var(--accent);
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
`;

export interface AuthDialogProps {
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  onClose: () => void;
  from?: string | null;
}

/** The landing page's dialog; closing it unmounts the forms, which clears their errors. */
export function AuthDialog({ mode, onModeChange, onClose, from }: AuthDialogProps) {
  const { t } = useLingui();
  const titles: Record<AuthDialogMode, string> = {
    login: t`Login`,
    register: t`Create an account`,
    forgotPassword: t`Forgot password?`,
  };
  return (
    <Dialog title={titles[mode]} onClose={onClose}>
      {mode === 'login' ? <LoginForm from={from} onForgotPassword={() => onModeChange('forgotPassword')} /> : null}
      {mode === 'register' ? <RegisterForm /> : null}
      {mode === 'forgotPassword' ? <ForgotPasswordForm /> : null}
      <StyledSwitch>
        {mode === 'forgotPassword' ? (
          <StyledSwitchButton type="button" onClick={() => onModeChange('login')}>
            <Trans>Back to login</Trans>
          </StyledSwitchButton>
        ) : mode === 'login' ? (
          <>
            <Trans>No account yet?</Trans>{' '}
            <StyledSwitchButton type="button" onClick={() => onModeChange('register')}>
              <Trans>Register</Trans>
            </StyledSwitchButton>
          </>
        ) : (
          <>
            <Trans>Already have an account?</Trans>{' '}
            <StyledSwitchButton type="button" onClick={() => onModeChange('login')}>
              <Trans>Login</Trans>
            </StyledSwitchButton>
          </>
        )}
      </StyledSwitch>
    </Dialog>
  );
}
