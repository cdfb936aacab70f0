import { i18n, type Messages } from '@lingui/core';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '@bourses/common/languages';
import { messages as ar } from '@/modules/staff/locales/ar/messages';
import { messages as en } from '@/modules/staff/locales/en/messages';
import { messages as fr } from '@/modules/staff/locales/fr/messages';
import { renderApp, type RenderAppOptions } from '@/test/render-app';

const STAFF_CATALOGS: Record<Language, Messages> = { fr, ar, en };

/** Renders a console screen with the app's providers and the console's catalogue merged in, as its chunk does. */
export function renderStaff(ui: ReactElement, options: RenderAppOptions = {}) {
  const result = renderApp(ui, options);
  const language = options.language ?? 'fr';
  act(() => i18n.load(language, STAFF_CATALOGS[language]));
  return result;
}
