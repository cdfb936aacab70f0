import type { Catalog } from '../i18n/catalog.ts';

// Uploads refused for what their content is, beyond its type and size.
export const UPLOAD_MESSAGES = {
  IMAGE_DIMENSIONS_TOO_LARGE: {
    fr: 'Image trop grande : {maxSide} pixels de côté et {maxMegapixels} mégapixels au plus.',
    en: 'Image too large: at most {maxSide} pixels a side and {maxMegapixels} megapixels.',
    ar: 'الصورة كبيرة جدًا: {maxSide} بكسل لكل ضلع و{maxMegapixels} ميغابكسل كحد أقصى.',
  },
  IMAGE_UNREADABLE: {
    fr: 'Image illisible : ses dimensions ne peuvent pas être lues.',
    en: 'Unreadable image: its dimensions cannot be read.',
    ar: 'صورة غير مقروءة: تعذّرت قراءة أبعادها.',
  },
  IMAGE_UNDECODABLE: {
    fr: 'Image illisible : le fichier est endommagé ou incomplet.',
    en: 'Unreadable image: the file is damaged or incomplete.',
    ar: 'صورة غير مقروءة: الملف تالف أو غير مكتمل.',
  },
} satisfies Catalog;
