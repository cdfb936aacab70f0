import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useScholarshipLife } from '@/modules/staff/scholarships/hooks/useScholarshipLife';
import { useToast } from '@/modules/toast/hooks/useToast';

/** Duplicates a scholarship and opens the copy's editor; a failure is told in a toast. */
export function useDuplicateAndEdit() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { duplicate, busy } = useScholarshipLife();
  const duplicateAndEdit = async (id: string) => {
    const outcome = await duplicate(id);
    if (!outcome.ok) {
      showToast({ message: outcome.message, severity: 'error' });
      return;
    }
    showToast({ message: t`A draft copy was created.` });
    void navigate(`/admin/scholarships/${outcome.value}/edit`);
  };
  return { duplicateAndEdit, duplicating: busy };
}
