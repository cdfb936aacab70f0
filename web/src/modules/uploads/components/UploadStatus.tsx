import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatFileSize } from '@bourses/common/file-size';
import { NUMBER_LOCALES, onePerLanguage } from '@bourses/common/languages';
import { formatWait } from '@bourses/common/wait';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { StyledButton } from '@/modules/ui/components/Button';
import type { UploadState } from '@/modules/uploads/hooks/useUploadAction';

const StyledStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledBar = styled.progress`
  flex: 1 0 100%;
  block-size: ${({ theme }) => theme.spacing(1)};
  accent-color: var(--accent);
`;

const StyledFigures = styled.span`
  flex: 1;
  font-variant-numeric: tabular-nums;
`;

const percents = onePerLanguage((language) => new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'percent' }));

/** The time now, every second while `ticking`: the countdown to a new attempt. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

export interface UploadStatusProps {
  state: UploadState;
  onCancel: () => void;
}

/**
 * An upload as it goes (useUploadAction): the share and the size sent, a cancel while bytes remain,
 * the wait before a new attempt after a dropped connection, and a word once cancelled.
 */
export function UploadStatus({ state, onCancel }: UploadStatusProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const now = useNow(state.phase === 'reconnecting');
  if (state.phase === 'idle') return null;
  if (state.phase === 'cancelled') {
    return (
      <StyledStatus role="status">{t`Sending cancelled: nothing was sent. Your files are still chosen.`}</StyledStatus>
    );
  }

  const cancel = (
    <StyledButton type="button" $variant="secondary" onClick={onCancel}>
      {t`Cancel sending`}
    </StyledButton>
  );
  if (state.phase === 'reconnecting') {
    const wait = formatWait(state.retryAt - now, language);
    return (
      <StyledStatus>
        <span role="status">{t`Connection lost. Trying again in ${wait}…`}</span>
        {cancel}
      </StyledStatus>
    );
  }

  const { sent, total } = state;
  // Every byte went: the platform checks and stores the files, which a cancel could no longer stop.
  if (total > 0 && sent >= total) return <StyledStatus role="status">{t`Sent. The platform is checking your files…`}</StyledStatus>;
  const share = percents(language).format(total > 0 ? sent / total : 0);
  const sentSize = formatFileSize(sent, language);
  const totalSize = formatFileSize(total, language);
  return (
    <StyledStatus>
      <StyledBar max={Math.max(total, 1)} value={sent} aria-label={t`Sending`} aria-valuetext={share} />
      <StyledFigures>{total > 0 ? t`${share} · ${sentSize} of ${totalSize}` : t`Sending…`}</StyledFigures>
      {cancel}
    </StyledStatus>
  );
}
