import { I18nProvider } from '@lingui/react';
import { use, useMemo, type ReactNode } from 'react';
import styled, { StyleSheetManager } from 'styled-components';
import type { Language } from '@bourses/common/languages';
import { LanguageContext } from '@/modules/i18n/hooks/LanguageContext';
import { directionOf } from '@/modules/i18n/utils/languages';
import { previewI18n } from '@/modules/staff/scholarships/utils/preview-i18n';
import { loadDirectionPlugins, loadedDirectionPlugins } from '@/modules/theme/direction-plugins';

const StyledFrame = styled.div`
  padding: ${({ theme }) => theme.spacing(2)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  min-inline-size: 0;
`;

export interface ScholarshipPreviewFrameProps {
  language: Language;
  children: ReactNode;
}

/**
 * A student page's language inside the console: its texts, its direction (the right-to-left
 * styles in Arabic) and `lang`/`dir`, whatever the console's own language. Suspends while the
 * catalogue loads.
 */
export function ScholarshipPreviewFrame({ language, children }: ScholarshipPreviewFrameProps) {
  const direction = directionOf(language);
  const i18n = use(previewI18n(language));
  const plugins = loadedDirectionPlugins(direction) ?? use(loadDirectionPlugins(direction));
  // Nothing in a preview switches the language: the switch above it changes the address.
  const languageValue = useMemo(() => ({ language, changeLanguage: async () => undefined }), [language]);
  return (
    <LanguageContext.Provider value={languageValue}>
      <I18nProvider i18n={i18n}>
        <StyleSheetManager stylisPlugins={plugins}>
          <StyledFrame lang={language} dir={direction}>
            {children}
          </StyledFrame>
        </StyleSheetManager>
      </I18nProvider>
    </LanguageContext.Provider>
  );
}
