/**
 * The colours behind code, defined once: the page's CSS gets them as custom
 * properties (codeColorsCss, written into every page's <head>), and the
 * highlighter makes every token colour readable on them.
 */
export const CODE_COLORS = {
  light: { text: '#1f2328', background: '#f6f8fa', highlightBackground: '#e9e2f5', lineNumber: '#59636e' },
  dark: { text: '#e6edf3', background: '#161b22', highlightBackground: '#2c2840', lineNumber: '#9198a1' },
} as const;

/** The backgrounds a token may sit on in each mode: a plain line and a marked one. */
export const CODE_BACKGROUNDS = {
  light: [CODE_COLORS.light.background, CODE_COLORS.light.highlightBackground],
  dark: [CODE_COLORS.dark.background, CODE_COLORS.dark.highlightBackground],
} as const;

const properties = (colors: (typeof CODE_COLORS)['light' | 'dark']) =>
  `--code-color:${colors.text};--code-background:${colors.background};--code-highlight-background:${colors.highlightBackground};--code-line-number-color:${colors.lineNumber}`;

/** The colours as CSS custom properties for both colour modes. */
export function codeColorsCss(): string {
  return `:root{${properties(CODE_COLORS.light)}}[data-theme="dark"]{${properties(CODE_COLORS.dark)}}`;
}
