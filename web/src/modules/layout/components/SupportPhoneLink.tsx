import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/modules/config/support-contacts';

/** The support line as a link a phone dials, written left to right in Arabic too. */
export function SupportPhoneLink() {
  return (
    <a href={SUPPORT_PHONE_HREF} dir="ltr">
      {SUPPORT_PHONE}
    </a>
  );
}
