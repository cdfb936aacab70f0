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
  // PDFs judged by uploads/pdf-active-content.ts (docs/security.md, "Uploaded documents").
  PDF_ACTIVE_CONTENT: {
    fr: 'PDF refusé : il contient du contenu actif ({feature}), comme un script, une action automatique, un fichier joint ou un formulaire XFA. Enregistrez-le de nouveau avec « Imprimer en PDF », puis envoyez cette copie.',
    en: 'PDF refused: it contains active content ({feature}), such as a script, an automatic action, an attached file or an XFA form. Save it again with "Print to PDF", then send that copy.',
    ar: 'تم رفض ملف PDF: يحتوي على محتوى نشط ({feature})، مثل برنامج نصي أو إجراء تلقائي أو ملف مرفق أو نموذج XFA. احفظه من جديد باستخدام «الطباعة إلى PDF» ثم أرسل تلك النسخة.',
  },
  PDF_INVALID: {
    fr: 'PDF illisible : le fichier n’est pas un PDF valide (endommagé, protégé par un mot de passe, ou autre chose qu’un PDF). Enregistrez-le de nouveau avec « Imprimer en PDF », puis envoyez cette copie.',
    en: 'Unreadable PDF: the file is not a valid PDF (damaged, protected by a password, or something other than a PDF). Save it again with "Print to PDF", then send that copy.',
    ar: 'ملف PDF غير مقروء: الملف ليس PDF صالحًا (تالف أو محمي بكلمة مرور أو ليس ملف PDF). احفظه من جديد باستخدام «الطباعة إلى PDF» ثم أرسل تلك النسخة.',
  },
  PDF_JUDGE_TIMED_OUT: {
    fr: 'PDF refusé : son contenu n’a pas pu être vérifié à temps. Enregistrez-le de nouveau avec « Imprimer en PDF », ou envoyez une photo du document.',
    en: 'PDF refused: its content could not be checked in time. Save it again with "Print to PDF", or send a photo of the document.',
    ar: 'تم رفض ملف PDF: تعذّر التحقق من محتواه في الوقت المحدد. احفظه من جديد باستخدام «الطباعة إلى PDF» أو أرسل صورة للوثيقة.',
  },
} satisfies Catalog;
