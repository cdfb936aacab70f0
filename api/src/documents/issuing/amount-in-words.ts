import type { Language } from '@bourses/common/languages';
import type { Currency, Money } from '@bourses/common/money';
import { toCardinal as englishCardinal } from 'n2words/en-US';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import { arabicNumber, governing } from './arabic-number.ts';

// A receipt's amount in words (docs/documents.md, "Issuing"). The numbers come from libraries: n2words
// in French and English (it writes "quatre-vingts", "deux cents", "deux cent mille"; to-words writes
// "deux cents mille"), to-words in Arabic under a thousand (n2words' Arabic reads 101 000 as "مائة
// وألف ألف"; the thousands are arabic-number.ts'). The currency's words and their agreement with the
// number are this file's, as neither knows MAD's.

/** What to count in a language: the unit and its hundredth. */
interface CountedNouns {
  unit: string;
  hundredth: string;
}

const CURRENCY_NOUNS: Record<Currency, Record<'fr' | 'en', CountedNouns>> = {
  MAD: { fr: { unit: 'dirham', hundredth: 'centime' }, en: { unit: 'dirham', hundredth: 'centime' } },
};

/** An Arabic noun's forms after a number: alone for 1 and 2, plural for 3–10, accusative for 11–99. */
interface ArabicNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  /** After a round hundred, thousand or million, and after zero. */
  other: string;
}

const ARABIC_NOUNS: Record<Currency, { unit: ArabicNoun; hundredth: ArabicNoun }> = {
  MAD: {
    unit: { one: 'درهم واحد', two: 'درهمان', few: 'دراهم', many: 'درهمًا', other: 'درهم' },
    hundredth: { one: 'سنتيم واحد', two: 'سنتيمان', few: 'سنتيمات', many: 'سنتيمًا', other: 'سنتيم' },
  },
};

function arabicCount(n: number, noun: ArabicNoun): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${arabicNumber(n)} ${noun.few}`;
  if (lastTwo >= 11) return `${arabicNumber(n)} ${noun.many}`;
  // A round number governs the noun: "مائتا درهم", "ألفا درهم", "خمسة عشر ألف درهم".
  const words = arabicNumber(n);
  return `${lastTwo === 0 ? governing(words) : words} ${noun.other}`;
}

function frenchCount(n: number, noun: string): string {
  const words = frenchCardinal(n);
  // "un million de dirhams", but "zéro dirham", "un dirham", "deux dirhams".
  const plural = n > 1 ? `${noun}s` : noun;
  return /(million|milliard)s?$/.test(words) ? `${words} de ${plural}` : `${words} ${plural}`;
}

const englishCount = (n: number, noun: string) => `${englishCardinal(n)} ${n === 1 ? noun : `${noun}s`}`;

/**
 * An amount written out in `language`, units then hundredths: "mille deux cent cinquante dirhams et
 * cinquante centimes", "ألف ومائتان وخمسون درهمًا وخمسون سنتيمًا", "one dirham". No hundredths, no
 * second part; no units but hundredths, the hundredths alone.
 */
export function amountInWords(money: Money, language: Language): string {
  const units = Math.trunc(money.centimes / 100);
  const hundredths = money.centimes % 100;
  const parts: string[] = [];
  if (language === 'ar') {
    const nouns = ARABIC_NOUNS[money.currency];
    if (units > 0 || hundredths === 0) parts.push(arabicCount(units, nouns.unit));
    if (hundredths > 0) parts.push(arabicCount(hundredths, nouns.hundredth));
    return parts.join(' و');
  }
  const nouns = CURRENCY_NOUNS[money.currency][language];
  const count = language === 'fr' ? frenchCount : englishCount;
  if (units > 0 || hundredths === 0) parts.push(count(units, nouns.unit));
  if (hundredths > 0) parts.push(count(hundredths, nouns.hundredth));
  return parts.join(language === 'fr' ? ' et ' : ' and ');
}
