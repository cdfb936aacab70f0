import { ScholarshipDetailPage } from '@/modules/scholarships/components/ScholarshipDetailPage';

/** /postuler/{id}: the scholarship detail with the apply dialog open (docs/product-rules.md). */
export function ApplyPage() {
  return <ScholarshipDetailPage openApplyDialog />;
}
