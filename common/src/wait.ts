import { NUMBER_LOCALES, type Language } from './languages.ts';

/**
 * A wait as people say it, in their language ("45 secondes", "15 minutes", "ساعتان"): seconds under
 * a minute, minutes under two hours, hours beyond. Always rounded up, never "0".
 */
export function formatWait(milliseconds: number, language: Language): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  const text = new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  // ICU puts a no-break space in some French units and not others: one plain space for all.
  return text.replace(/\s/gu, ' ');
}
