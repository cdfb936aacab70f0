import { describe, expect, it } from 'vitest';
import { countrySearchText, normaliseSearchText, scholarshipSearchText, searchWords } from './search-text.ts';

describe('normaliseSearchText', () => {
  it('lowers the case and drops French accents and punctuation', () => {
    expect(normaliseSearchText('Études d’Ingénieur — ÉCOLE Polytechnique !')).toBe(
      'etudes d ingenieur ecole polytechnique',
    );
  });

  it('folds letters that Unicode does not decompose', () => {
    expect(normaliseSearchText('Türkiye Bursları, Œuvre, Łódź')).toBe('turkiye burslari oeuvre lodz');
  });

  it('drops Arabic harakat and tatweel', () => {
    expect(normaliseSearchText('مِنْحَةُ الهنـــدسة')).toBe('منحه الهندسه');
  });

  it('folds alef variants to a bare alef, alef maqsura to ya and ta marbuta to ha', () => {
    expect(normaliseSearchText('أ إ آ ٱ')).toBe('ا ا ا ا');
    expect(normaliseSearchText('على مدرسة')).toBe('علي مدرسه');
  });
});

describe('searchWords', () => {
  it('answers distinct normalised words, longest first', () => {
    expect(searchWords('  Bourse  bourse ÉCOLE de ')).toEqual(['bourse', 'ecole', 'de']);
  });

  it('answers no word for a search of punctuation only', () => {
    expect(searchWords('%_ !')).toEqual([]);
  });
});

describe('scholarshipSearchText', () => {
  it('joins every language’s title and description, then the country’s name in every language', () => {
    expect(
      scholarshipSearchText(
        [
          { title: 'Bourse Eiffel', description: 'Master' },
          { title: 'منحة إيفل', description: 'ماستر' },
        ],
        'FR',
      ),
    ).toBe('bourse eiffel master منحه ايفل ماستر france فرنسا');
  });

  it('names a country in French, Arabic and English, as a search for any of them is normalised', () => {
    expect(countrySearchText('ES')).toBe('espagne اسبانيا spain');
    expect(countrySearchText('US')).toBe('etats unis الولايات المتحده united states');
  });
});
