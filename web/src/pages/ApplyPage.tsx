import { ScholarshipDetailPage } from '@/modules/scholarships/components/ScholarshipDetailPage';

/** /postuler/{id}: the scholarship detail with the apply dialog open (PRODUCT.md). */
export function ApplyPage() {
  return <ScholarshipDetailPage openApplyDialog />;
}
