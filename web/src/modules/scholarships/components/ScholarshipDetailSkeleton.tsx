import styled from 'styled-components';
import { Skeleton, StyledSkeletonBlock, StyledSkeletonLines } from '@/modules/ui/components/Skeleton';

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block: ${({ theme }) => theme.spacing(1, 2)};
`;

const StyledPicture = styled(StyledSkeletonBlock)`
  max-block-size: 420px;
  border-radius: ${({ theme }) => theme.radii.large};
`;

// At least a screen high: the footer stays below the fold until the scholarship takes this place.
const StyledPage = styled.div`
  min-block-size: 100vh;
`;

/** A scholarship's page still loading (ScholarshipDetailPage.tsx): back link, title, chips, picture, dates, button and text. */
export function ScholarshipDetailSkeleton() {
  return (
    <Skeleton>
      <StyledPage>
        <StyledSkeletonBlock $blockSize="40px" $inlineSize="12rem" />
        <StyledSkeletonLines $lines={1} $lineHeight="4.2rem" />
        <StyledChips>
          <StyledSkeletonBlock $blockSize="1.75rem" $inlineSize="6rem" />
          <StyledSkeletonBlock $blockSize="1.75rem" $inlineSize="10rem" />
          <StyledSkeletonBlock $blockSize="1.75rem" $inlineSize="14rem" />
        </StyledChips>
        <StyledPicture $aspectRatio="16 / 9" />
        <StyledSkeletonLines $lines={2} $lineHeight="1.5rem" />
        <StyledSkeletonBlock $blockSize="40px" $inlineSize="10rem" />
        <StyledSkeletonLines $lines={6} $lineHeight="1.5rem" />
      </StyledPage>
    </Skeleton>
  );
}
