import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The privacy policy has a page of its own (components/PrivacyPolicyPage.tsx).
export type LegalPageKind = 'terms' | 'cookies';

export interface LegalText {
  title: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

export const LEGAL_TEXTS: Record<LegalPageKind, LegalText> = {
  terms: {
    title: msg`Terms of Use`,
    paragraphs: [
      msg`The platform helps Moroccan students find scholarships and apply to them. Access to applications requires an account approved by our staff.`,
      msg`You undertake to give accurate information and authentic documents. An account may be rejected or closed when they are not.`,
      msg`Scholarship decisions belong to the awarding institutions; we do not guarantee that an application will be accepted.`,
    ],
  },
  cookies: {
    title: msg`Cookies`,
    paragraphs: [
      msg`We use no advertising or tracking cookies.`,
      msg`Your browser's local storage keeps your session and your chosen language so that you stay signed in; signing out removes the session.`,
    ],
  },
};
