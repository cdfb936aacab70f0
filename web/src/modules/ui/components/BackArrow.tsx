import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { directionOf } from '@/modules/i18n/utils/languages';

/** 'Back' points to the start of the line: left in French and English, right in Arabic. */
export function BackArrow() {
  const { language } = useLanguage();
  return <span aria-hidden="true">{directionOf(language) === 'rtl' ? '→' : '←'}</span>;
}
