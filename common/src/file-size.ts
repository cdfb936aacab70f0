import { NUMBER_LOCALES, onePerLanguage, type Language } from './languages.ts';

// A file's size as people read it in their language: "690 ko", "4,7 Mo" in French, "690 kB",
// "4.7 MB" in English. Counted in 1,024s, as the upload limit is: 5 MB is UPLOAD_MAX_BYTES.

const KIB = 1024;
const MIB = KIB * KIB;

const formatters = onePerLanguage((language) => ({
  kilobytes: new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
  megabytes: new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
}));

/** Kilobytes under a megabyte, megabytes with one decimal at most beyond ("5 Mo", not "5,0 Mo"). */
export function formatFileSize(bytes: number, language: Language): string {
  const { kilobytes, megabytes } = formatters(language);
  const text = bytes < MIB ? kilobytes.format(Math.ceil(bytes / KIB)) : megabytes.format(bytes / MIB);
  // ICU puts a no-break space in some French units and not others: one plain space for all.
  return text.replace(/\s/gu, ' ');
}
