import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

const mad = (centimes: number) => ({ centimes, currency: 'MAD' as const });

describe('amountInWords', () => {
  it('writes an amount in French, with "quatre-vingts", "deux cents" and "mille" as French writes them', () => {
    expect(amountInWords(mad(100), 'fr')).toBe('un dirham');
    expect(amountInWords(mad(8_000), 'fr')).toBe('quatre-vingts dirhams');
    expect(amountInWords(mad(20_000), 'fr')).toBe('deux cents dirhams');
    expect(amountInWords(mad(125_000), 'fr')).toBe('mille deux cent cinquante dirhams');
    expect(amountInWords(mad(20_000_000), 'fr')).toBe('deux cent mille dirhams');
    expect(amountInWords(mad(100_000_000), 'fr')).toBe('un million de dirhams');
  });

  it('adds the centimes in French, and writes centimes alone without zero dirhams', () => {
    expect(amountInWords(mad(125_050), 'fr')).toBe('mille deux cent cinquante dirhams et cinquante centimes');
    expect(amountInWords(mad(101), 'fr')).toBe('un dirham et un centime');
    expect(amountInWords(mad(80), 'fr')).toBe('quatre-vingts centimes');
    expect(amountInWords(mad(0), 'fr')).toBe('zéro dirham');
  });

  it('writes an amount in Arabic, the dirham agreeing with its number', () => {
    expect(amountInWords(mad(100), 'ar')).toBe('درهم واحد');
    expect(amountInWords(mad(200), 'ar')).toBe('درهمان');
    expect(amountInWords(mad(300), 'ar')).toBe('ثلاثة دراهم');
    expect(amountInWords(mad(8_000), 'ar')).toBe('ثمانون درهمًا');
    expect(amountInWords(mad(20_000), 'ar')).toBe('مائتا درهم');
    expect(amountInWords(mad(125_000), 'ar')).toBe('ألف ومائتان وخمسون درهمًا');
    expect(amountInWords(mad(100_000_000), 'ar')).toBe('مليون درهم');
  });

  it('writes the thousands and millions in Arabic as a receipt reads them', () => {
    expect(amountInWords(mad(200_000), 'ar')).toBe('ألفا درهم');
    expect(amountInWords(mad(250_000), 'ar')).toBe('ألفان وخمسمائة درهم');
    expect(amountInWords(mad(300_000), 'ar')).toBe('ثلاثة آلاف درهم');
    expect(amountInWords(mad(1_500_000), 'ar')).toBe('خمسة عشر ألف درهم');
    expect(amountInWords(mad(1_550_000), 'ar')).toBe('خمسة عشر ألفًا وخمسمائة درهم');
    expect(amountInWords(mad(1_525_000), 'ar')).toBe('خمسة عشر ألفًا ومائتان وخمسون درهمًا');
    expect(amountInWords(mad(20_000_000), 'ar')).toBe('مائتا ألف درهم');
    expect(amountInWords(mad(25_000_000), 'ar')).toBe('مائتان وخمسون ألف درهم');
    expect(amountInWords(mad(10_100_000), 'ar')).toBe('مائة ألف وألف درهم');
    expect(amountInWords(mad(200_000_000), 'ar')).toBe('مليونا درهم');
    expect(amountInWords(mad(1_200_000_000), 'ar')).toBe('اثنا عشر مليون درهم');
    expect(amountInWords(mad(1_250_000_000), 'ar')).toBe('اثنا عشر مليونًا وخمسمائة ألف درهم');
  });

  it('adds the centimes in Arabic', () => {
    expect(amountInWords(mad(125_050), 'ar')).toBe('ألف ومائتان وخمسون درهمًا وخمسون سنتيمًا');
    expect(amountInWords(mad(101), 'ar')).toBe('درهم واحد وسنتيم واحد');
    expect(amountInWords(mad(50), 'ar')).toBe('خمسون سنتيمًا');
  });

  it('writes an amount in English, singular for one', () => {
    expect(amountInWords(mad(100), 'en')).toBe('one dirham');
    expect(amountInWords(mad(8_000), 'en')).toBe('eighty dirhams');
    expect(amountInWords(mad(20_000), 'en')).toBe('two hundred dirhams');
    expect(amountInWords(mad(125_000), 'en')).toBe('one thousand two hundred fifty dirhams');
    expect(amountInWords(mad(125_050), 'en')).toBe('one thousand two hundred fifty dirhams and fifty centimes');
    expect(amountInWords(mad(100_000_000), 'en')).toBe('one million dirhams');
  });
});
