// The support contacts ({phone}, {email}): the platform's SUPPORT_PHONE and
// SUPPORT_EMAIL, read when the web client is built (`npm start` builds it at start).
export const SUPPORT_PHONE: string = import.meta.env.SUPPORT_PHONE ?? '+212 5 22 00 00 00';
export const SUPPORT_EMAIL: string = import.meta.env.SUPPORT_EMAIL ?? 'support@bourses.ma';
/** SUPPORT_PHONE to dial: `tel:` and its digits and plus sign, without the spaces written for reading. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
