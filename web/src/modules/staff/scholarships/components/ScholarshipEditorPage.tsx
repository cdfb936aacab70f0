import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { ScholarshipForm } from '@/modules/staff/scholarships/components/ScholarshipForm';
import { useSaveScholarship } from '@/modules/staff/scholarships/hooks/useSaveScholarship';
import { useStaffScholarship } from '@/modules/staff/scholarships/hooks/useStaffScholarship';
import { emptyScholarshipDraft } from '@/modules/staff/scholarships/utils/scholarship-draft';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

/** /admin/scholarships/new and /admin/scholarships/:id/edit. */
export function ScholarshipEditorPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { draft, imageUrl, loading, notFound, error } = useStaffScholarship(id);
  const { save } = useSaveScholarship();

  if (loading) return <Spinner />;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (notFound || (id && !draft)) {
    return (
      <Alert severity="warning">
        {t(SHARED_MESSAGES.scholarshipNotFound)}{' '}
        <Link to="/admin/scholarships">{t`Back to scholarships`}</Link>
      </Alert>
    );
  }

  return (
    <section aria-labelledby="scholarship-editor-title">
      <p>
        <Link to="/admin/scholarships">{t`Back to scholarships`}</Link>
      </p>
      <h1 id="scholarship-editor-title">{id ? t`Edit the scholarship` : t`New scholarship`}</h1>
      <ScholarshipForm
        key={id ?? 'new'}
        initialDraft={draft ?? emptyScholarshipDraft()}
        currentImageUrl={imageUrl}
        submitLabel={id ? t(SHARED_MESSAGES.save) : t`Save as draft`}
        publishLabel={id ? undefined : t`Publish`}
        onCancel={() => void navigate('/admin/scholarships')}
        onSubmit={async (values, image, publish) => {
          const result = await save(id, values, image, publish);
          if (!result.ok) return { message: result.message, fields: result.fields };
          showToast({
            message: id
              ? t`The scholarship was saved.`
              : publish
                ? t`The scholarship was created and published.`
                : t`The scholarship was saved as a draft.`,
          });
          // A new draft opens its own page (its status, preview, Publish): the list, soonest deadline
          // first and paged, may not show it (docs/product-rules.md, "A scholarship's life").
          void navigate(!id && !publish ? `/admin/scholarships/${result.id}` : '/admin/scholarships');
          return null;
        }}
      />
    </section>
  );
}
