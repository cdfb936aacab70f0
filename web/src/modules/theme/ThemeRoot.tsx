import { use, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { loadDirectionPlugins, loadedDirectionPlugins, type Direction } from '@/modules/theme/direction-plugins';
import { SidelessStyles } from '@/modules/theme/SidelessStyles';
import { GlobalStyle } from '@/modules/theme/GlobalStyle';
import { theme } from '@/modules/theme/theme';

export interface ThemeRootProps {
  direction: Direction;
  children: ReactNode;
}

/**
 * The theme, with the right-to-left stylis plugin switched on in Arabic. LanguageRoot loads that plugin
 * with the catalogue; anywhere else, the first right-to-left render waits for it.
 */
export function ThemeRoot({ direction, children }: ThemeRootProps) {
  const stylisPlugins = loadedDirectionPlugins(direction) ?? use(loadDirectionPlugins(direction));
  return (
    <ThemeProvider theme={theme}>
      <SidelessStyles>
        <GlobalStyle />
      </SidelessStyles>
      <StyleSheetManager stylisPlugins={stylisPlugins}>{children}</StyleSheetManager>
    </ThemeProvider>
  );
}
