import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type LegalPageKind = 'privacy' | 'terms' | 'cookies';

export interface LegalText {
  title: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

export const LEGAL_TEXTS: Record<LegalPageKind, LegalText> = {
  privacy: {
    title: msg`Privacy Policy`,
    paragraphs: [
      msg`We collect the information you give when registering (name, e-mail address, phone number) and the documents you upload, only to review your account and your applications.`,
      msg`Your documents are private: only you and our staff can open them. We never sell your data.`,
      msg`You may ask us at any time to see, correct or delete your data by writing to our support.`,
    ],
  },
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
