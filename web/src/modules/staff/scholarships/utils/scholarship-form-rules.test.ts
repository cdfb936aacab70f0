import { describe, expect, it } from 'vitest';
import { newFaqDraft } from '@/modules/staff/scholarships/utils/faq-list';
import {
  draftFromScholarship,
  emptyScholarshipDraft,
  toScholarshipInput,
  type ScholarshipDraft,
} from '@/modules/staff/scholarships/utils/scholarship-draft';
import {
  languagesWithErrors,
  validateScholarshipDraft,
} from '@/modules/staff/scholarships/utils/scholarship-form-rules';

function makeDraft(overrides: Partial<ScholarshipDraft> = {}): ScholarshipDraft {
  const draft = emptyScholarshipDraft();
  draft.translations.fr = {
    title: 'Bourse d’excellence',
    description: 'Pour les bacheliers marocains',
    longDescription: '<p>Détails</p>',
    videoUrl: '',
    faq: [],
  };
  return {
    ...draft,
    country: 'FR',
    university: 'Sorbonne',
    startDate: '2027-09-01',
    deadline: '2027-09-01',
    ...overrides,
  };
}

describe('the scholarship form rules', () => {
  it('accepts French content alone, with a deadline on the start day', () => {
    expect(validateScholarshipDraft(makeDraft())).toEqual({});
  });

  it('refuses a deadline before the start date', () => {
    expect(validateScholarshipDraft(makeDraft({ deadline: '2027-08-31' }))).toEqual({
      deadline: 'DEADLINE_BEFORE_START',
    });
  });

  it('requires the French title, description and long description', () => {
    const draft = makeDraft();
    draft.translations.fr = {
      ...draft.translations.fr,
      title: ' ',
      description: '',
      longDescription: '<p><br></p>',
    };

    expect(validateScholarshipDraft(draft)).toEqual({
      'fr.title': 'REQUIRED',
      'fr.description': 'REQUIRED',
      'fr.longDescription': 'REQUIRED',
    });
  });

  it('needs a title and description once Arabic is started, and flags the Arabic tab', () => {
    const draft = makeDraft();
    draft.translations.ar = { ...draft.translations.ar, longDescription: '<p>تفاصيل</p>' };

    const errors = validateScholarshipDraft(draft);

    expect(errors).toEqual({ 'ar.title': 'REQUIRED', 'ar.description': 'REQUIRED' });
    expect(languagesWithErrors(errors)).toEqual(['ar']);
  });

  it('refuses a question without an answer', () => {
    const draft = makeDraft();
    draft.translations.fr.faq = [newFaqDraft('Qui peut postuler ?', '')];

    expect(validateScholarshipDraft(draft)).toEqual({ 'fr.faq': 'FAQ_INCOMPLETE' });
  });

  it('refuses a YouTube channel page as the video, which no player can show, and takes a video address', () => {
    const draft = makeDraft();
    draft.translations.fr.videoUrl = 'https://www.youtube.com/@CampusFranceParis';

    expect(validateScholarshipDraft(draft)).toEqual({ 'fr.videoUrl': 'VIDEO_INVALID' });

    draft.translations.fr.videoUrl = 'https://youtu.be/dQw4w9WgXcQ';
    expect(validateScholarshipDraft(draft)).toEqual({});
  });
});

describe('the scholarship sent to the server', () => {
  it('leaves out languages not written and empty FAQ entries, and sanitises the long description', () => {
    const draft = makeDraft();
    draft.translations.fr.longDescription = '<p>Détails<script>x()</script></p>';
    draft.translations.fr.faq = [newFaqDraft('', ''), newFaqDraft(' Qui ? ', ' Tous ')];

    const input = toScholarshipInput(draft);

    expect(input.translations.ar).toBeNull();
    expect(input.translations.en).toBeNull();
    expect(input.translations.fr.longDescription).toBe('<p>Détails</p>');
    expect(input.translations.fr.faq).toEqual([{ question: 'Qui ?', answer: 'Tous' }]);
    expect(input.imageUrl).toBeNull();
    expect(input.applicationFee).toBeNull();
  });

  it('sends the application fee typed with a comma or a point, with spaces, as an amount in MAD', () => {
    expect(toScholarshipInput(makeDraft({ applicationFee: '1 250,50' })).applicationFee).toEqual({ amount: 1250.5, currency: 'MAD' });
    expect(toScholarshipInput(makeDraft({ applicationFee: '300.00' })).applicationFee).toEqual({ amount: 300, currency: 'MAD' });
    expect(toScholarshipInput(makeDraft({ applicationFee: '0' })).applicationFee).toEqual({ amount: 0, currency: 'MAD' });
  });
});

describe('the application fee', () => {
  it.each(['-5', '12,345', 'cent', '1e3', '1000000.01'])('refuses %s as an amount of dirhams', (typed) => {
    expect(validateScholarshipDraft(makeDraft({ applicationFee: typed }))).toEqual({ applicationFee: 'FEE_INVALID' });
  });

  it('accepts an empty field (free) and amounts with two decimals at most', () => {
    for (const typed of ['', '  ', '250', '1250,5', '1 000 000'])
      expect(validateScholarshipDraft(makeDraft({ applicationFee: typed }))).toEqual({});
  });
});

describe('a scholarship opened for editing', () => {
  const source = {
    country: 'ES',
    university: 'Universidad de Granada',
    imageUrl: '/static/covers/1-2-ES.svg',
    startDate: '2027-09-01',
    deadline: '2027-10-01',
    applicationFee: { amount: 1250.5 },
    translations: { fr: { title: 'Bourse', description: 'Master', longDescription: '<p>Détails</p>', faq: [] } },
  };

  it('keeps its country’s code, chosen in the country menu', () => {
    expect(draftFromScholarship(source).country).toBe('ES');
  });

  it('shows its application fee as an amount to edit, and none as empty', () => {
    expect(draftFromScholarship(source).applicationFee).toBe('1250.5');
    expect(draftFromScholarship({ ...source, applicationFee: null }).applicationFee).toBe('');
  });

  it('asks for the country again when it holds a name from before countries were codes', () => {
    const draft = draftFromScholarship({ ...source, country: 'Atlantide' });

    expect(draft.country).toBe('');
    expect(validateScholarshipDraft(draft)).toEqual({ country: 'REQUIRED' });
  });
});
