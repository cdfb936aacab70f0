import 'styled-components';
import type { Theme } from '@/modules/theme/theme';

declare module 'styled-components' {
  // The interface merges the theme's type into styled-components' DefaultTheme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
