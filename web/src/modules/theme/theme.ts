// The one theme: every colour, spacing, radius, breakpoint and layer used by the components.

export const theme = {
  colors: {
    background: '#f5f6f8',
    surface: '#ffffff',
    text: '#1c2430',
    textMuted: '#56606e',
    border: '#d8dde4',
    staffAccent: '#1e5bb8',
    studentAccent: '#17703f',
    onAccent: '#ffffff',
    success: '#17703f',
    successSurface: '#e4f4ea',
    warning: '#8a5300',
    warningSurface: '#fdf1dc',
    error: '#b3261e',
    errorSurface: '#fbe7e6',
    info: '#1e5bb8',
    infoSurface: '#e6eefb',
    overlay: 'rgba(16, 24, 32, 0.55)',
    disabled: '#8d96a3',
    hero: '#0f3d2a',
  },
  spacing: (...steps: number[]) => steps.map((step) => `${step * 8}px`).join(' '),
  radii: { small: '4px', medium: '8px', large: '16px', round: '999px' },
  // Codes read character by character (a payment's reference).
  fonts: { mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  fontSizes: { small: '0.875rem', body: '1rem', large: '1.25rem', title: '1.75rem', hero: '2.5rem' },
  breakpoints: { small: '600px', medium: '900px', large: '1200px' },
  sizes: { drawer: '300px', content: '1120px', dialog: '520px', header: '64px', selectMin: '120px', tooltipMax: '280px' },
  // A tooltip shows above the header, the drawer and a dialog it sits in; toasts stay on top.
  zIndex: { header: 100, drawer: 200, dialog: 300, tooltip: 350, toast: 400 },
  shadows: {
    card: '0 1px 3px rgba(16, 24, 32, 0.12)',
    raised: '0 8px 24px rgba(16, 24, 32, 0.18)',
  },
  transitions: { fast: '150ms ease', medium: '250ms ease' },
} as const;

export type Theme = typeof theme;

/** A media query for screens narrower than the breakpoint. */
export const below = (breakpoint: keyof Theme['breakpoints']) =>
  `@media (max-width: ${theme.breakpoints[breakpoint]})`;
