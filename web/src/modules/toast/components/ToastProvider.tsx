import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ToastContext, type ToastInput, type ToastSeverity } from '@/modules/toast/hooks/ToastContext';

const TOAST_DURATION_MS = 6000;

interface ShownToast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

const StyledRegion = styled.div`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.spacing(2)};
  inset-inline-end: ${({ theme }) => theme.spacing(2)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  max-inline-size: min(420px, calc(100vw - 32px));
`;

const StyledToast = styled.div<{ $severity: ToastSeverity }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme, $severity }) => theme.colors[$severity]};
  background: ${({ theme, $severity }) => theme.colors[`${$severity}Surface`]};
  border-inline-start: 4px solid currentColor;
`;

const StyledMessage = styled.p`
  margin: 0;
  flex: 1;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledClose = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.large};
  line-height: 1;
`;

export interface ToastProviderProps {
  children: ReactNode;
}

/** Toasts at the top right (top left in Arabic), closed after 6 s, on their close button or on Escape. */
export function ToastProvider({ children }: ToastProviderProps) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const close = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback(
    ({ message, severity = 'success' }: ToastInput) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((shown) => [...shown, { id, message, severity }]);
      timers.current.set(id, setTimeout(() => close(id), TOAST_DURATION_MS));
    },
    [close],
  );

  useEffect(() => {
    const newest = toasts.at(-1);
    if (!newest) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(newest.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toasts, close]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <StyledRegion aria-live="polite">
        {toasts.map((toast) => (
          <StyledToast key={toast.id} $severity={toast.severity} role={toast.severity === 'error' ? 'alert' : 'status'}>
            <StyledMessage dir="auto">{toast.message}</StyledMessage>
            <StyledClose type="button" aria-label={t`Close`} onClick={() => close(toast.id)}>
              ×
            </StyledClose>
          </StyledToast>
        ))}
      </StyledRegion>
    </ToastContext.Provider>
  );
}
