import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDeleteScholarship } from '@/modules/staff/scholarships/hooks/useDeleteScholarship';
import { ConfirmDialog } from '@/modules/staff/shared/components/ConfirmDialog';
import { useToast } from '@/modules/toast/hooks/useToast';

export interface DeleteScholarshipDialogProps {
  scholarship: { id: string; title: string; applicationCount?: number | null };
  /** ADMIN only: also delete the scholarship's applications. */
  canForce: boolean;
  onClose: () => void;
}

export function DeleteScholarshipDialog({ scholarship, canForce, onClose }: DeleteScholarshipDialogProps) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const deleteScholarship = useDeleteScholarship();
  const [force, setForce] = useState(false);
  const count = scholarship.applicationCount ?? 0;
  const title = scholarship.title;
  return (
    <ConfirmDialog
      title={t`Delete this scholarship?`}
      confirmLabel={t`Delete`}
      onClose={onClose}
      onConfirm={async () => {
        const failure = await deleteScholarship(scholarship.id, force);
        if (!failure) showToast({ message: t`The scholarship was deleted.` });
        return failure;
      }}
    >
      <p dir="auto">
        <Trans>{title} will be deleted for good.</Trans>
      </p>
      {count > 0 ? (
        <p>
          <Plural
            value={count}
            one="It has # application: a scholarship with applications can only be deleted together with them."
            other="It has # applications: a scholarship with applications can only be deleted together with them."
          />
        </p>
      ) : null}
      {count > 0 && canForce ? (
        <label>
          <input type="checkbox" checked={force} onChange={(event) => setForce(event.target.checked)} />{' '}
          <Trans>Also delete its applications and their receipts</Trans>
        </label>
      ) : null}
    </ConfirmDialog>
  );
}
