import { lazy, Suspense } from 'react';
import type { StaffDocumentListProps } from '@/modules/staff/documents/components/StaffDocumentList';

// Fetched once a page shows documents (a few rows, drawn a moment later): the console's first load, which
// carries every module its pages share, stays within its budget (web/e2e/bundle-budgets.e2e.test.ts).
const StaffDocumentList = lazy(async () => ({
  default: (await import('@/modules/staff/documents/components/StaffDocumentList')).StaffDocumentList,
}));

/** The official documents' list (StaffDocumentList), loaded when first shown. */
export function LazyStaffDocumentList(props: StaffDocumentListProps) {
  return (
    <Suspense fallback={null}>
      <StaffDocumentList {...props} />
    </Suspense>
  );
}
