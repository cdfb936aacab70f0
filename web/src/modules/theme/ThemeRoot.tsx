import type { ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { GlobalStyle } from '@/modules/theme/GlobalStyle';
import { theme } from '@/modules/theme/theme';

const RTL_PLUGINS = [rtlPlugin];
const LTR_PLUGINS: typeof RTL_PLUGINS = [];

export interface ThemeRootProps {
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}

/** The theme, with the right-to-left stylis plugin switched on in Arabic. */
export function ThemeRoot({ direction, children }: ThemeRootProps) {
  return (
    <StyleSheetManager stylisPlugins={direction === 'rtl' ? RTL_PLUGINS : LTR_PLUGINS}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
