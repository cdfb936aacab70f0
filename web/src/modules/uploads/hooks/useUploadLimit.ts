import { formatFileSize } from '@bourses/common/file-size';
import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';

/**
 * The upload limit in the reader's unit ("5 Mo", "5 م.ب", "5 MB"): the hints and the size error
 * name it alike, as the servers' size message does (docs/product-rules.md, issue 28).
 */
export function useUploadLimit(): string {
  const { language } = useLanguage();
  return formatFileSize(UPLOAD_MAX_BYTES, language);
}
