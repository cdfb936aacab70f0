import { StyledCardBody, StyledCardShell } from '@/modules/scholarships/components/ScholarshipCard.styles';
import { StyledSkeletonBlock, StyledSkeletonLines } from '@/modules/ui/components/Skeleton';

/**
 * A scholarship card still loading, the size of one: a 16:9 picture, then a title, a line of country
 * and university, a three-line description and two dates.
 */
export function ScholarshipCardSkeleton() {
  return (
    <StyledCardShell>
      <StyledSkeletonBlock $aspectRatio="16 / 9" />
      <StyledCardBody>
        <StyledSkeletonLines $lines={1} $lineHeight="1.875rem" />
        <StyledSkeletonLines $lines={1} $lineHeight="1.3125rem" />
        <StyledSkeletonLines $lines={3} $lineHeight="1.5rem" />
        <StyledSkeletonLines $lines={2} $lineHeight="1.3125rem" />
      </StyledCardBody>
    </StyledCardShell>
  );
}
