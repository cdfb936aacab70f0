// The support contacts of spec section 9 ({phone}, {email}); set VITE_SUPPORT_PHONE and
// VITE_SUPPORT_EMAIL at build time to match the server's SUPPORT_PHONE and SUPPORT_EMAIL.
export const SUPPORT_PHONE: string = import.meta.env.VITE_SUPPORT_PHONE ?? '+212 5 22 00 00 00';
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@bourses.ma';
