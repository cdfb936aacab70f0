import styled from 'styled-components';
import { StyledSkeletonBlock, StyledSkeletonLines } from '@/modules/ui/components/Skeleton';
import { StyledSurface } from '@/modules/ui/components/Surface';

// The card's own measures (ScholarshipCard.tsx): a 16:9 picture, then a title, a line of country and
// university, a three-line description and two dates.
const StyledCard = styled(StyledSurface)`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  flex: 1;
`;

/** A scholarship card still loading, the size of one. */
export function ScholarshipCardSkeleton() {
  return (
    <StyledCard>
      <StyledSkeletonBlock $aspectRatio="16 / 9" />
      <StyledBody>
        <StyledSkeletonLines $lines={1} $lineHeight="1.875rem" />
        <StyledSkeletonLines $lines={1} $lineHeight="1.3125rem" />
        <StyledSkeletonLines $lines={3} $lineHeight="1.5rem" />
        <StyledSkeletonLines $lines={2} $lineHeight="1.3125rem" />
      </StyledBody>
    </StyledCard>
  );
}
