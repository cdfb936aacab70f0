import { useLingui } from '@lingui/react/macro';
import type { Language } from '@bourses/common/languages';
import { directionOf } from '@/modules/i18n/utils/languages';
import { FaqEditor } from '@/modules/staff/scholarships/components/FaqEditor';
import { RichTextEditor } from '@/modules/staff/scholarships/components/RichTextEditor';
import type { TranslationDraft } from '@/modules/staff/scholarships/utils/scholarship-draft';
import { TextAreaField } from '@/modules/ui/components/FormControls';
import { TextField } from '@/modules/ui/components/TextField';

export interface TranslationFieldsProps {
  language: Language;
  translation: TranslationDraft;
  onChange: (translation: TranslationDraft) => void;
  /** Message per field name of this language ('title', 'description', …). */
  errors: Record<string, string | null>;
}

/** One language's content; Arabic is written right to left. */
export function TranslationFields({ language, translation, onChange, errors }: TranslationFieldsProps) {
  const { t } = useLingui();
  const dir = directionOf(language);
  const required = language === 'fr';
  const set = <Key extends keyof TranslationDraft>(key: Key, value: TranslationDraft[Key]) =>
    onChange({ ...translation, [key]: value });
  return (
    <div lang={language}>
      <TextField
        label={t`Title`}
        required={required}
        dir={dir}
        value={translation.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label={t`Short description`}
        required={required}
        dir={dir}
        value={translation.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <RichTextEditor
        label={t`Long description`}
        required={required}
        dir={dir}
        value={translation.longDescription}
        error={errors.longDescription}
        onChange={(html) => set('longDescription', html)}
      />
      <TextField
        label={t`Presentation video (video id or address)`}
        dir="ltr"
        value={translation.videoUrl}
        error={errors.videoUrl}
        onChange={(event) => set('videoUrl', event.target.value)}
      />
      <FaqEditor dir={dir} entries={translation.faq} error={errors.faq} onChange={(faq) => set('faq', faq)} />
    </div>
  );
}
