import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A grey block standing for content still loading, the size of what it stands for: when the
 * content arrives in its place nothing below it moves (docs/architecture.md, "Nothing jumps").
 */
export const StyledSkeletonBlock = styled.div<{ $blockSize?: string; $inlineSize?: string; $aspectRatio?: string }>`
  inline-size: ${({ $inlineSize }) => $inlineSize ?? '100%'};
  block-size: ${({ $blockSize }) => $blockSize ?? 'auto'};
  ${({ $aspectRatio }) => ($aspectRatio ? `aspect-ratio: ${$aspectRatio};` : '')}
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.border};
  opacity: 0.6;
`;

/** Lines of text still loading, one `lineHeight` each (the last one shorter, as text ends). */
export const StyledSkeletonLines = styled.div<{ $lines: number; $lineHeight: string }>`
  block-size: calc(${({ $lines }) => $lines} * ${({ $lineHeight }) => $lineHeight});
  background: repeating-linear-gradient(
    to bottom,
    ${({ theme }) => theme.colors.border} 0 calc(${({ $lineHeight }) => $lineHeight} * 0.7),
    transparent calc(${({ $lineHeight }) => $lineHeight} * 0.7) ${({ $lineHeight }) => $lineHeight}
  );
  opacity: 0.6;
`;

export interface SkeletonProps {
  children: ReactNode;
}

/** What stands for a page or a list while it loads: announced as loading, its blocks hidden from screen readers. */
export function Skeleton({ children }: SkeletonProps) {
  const { t } = useLingui();
  return (
    <div role="progressbar" aria-label={t`Loading`}>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
