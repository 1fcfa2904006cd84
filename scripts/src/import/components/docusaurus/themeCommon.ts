import { siteConfig } from './siteConfig.ts';

/**
 * `@docusaurus/theme-common`: the hooks components call while rendering, answered as during Docusaurus's server
 * rendering, in the light colour mode.
 */
export function useColorMode() {
  return { colorMode: 'light', colorModeChoice: 'light', isDarkTheme: false, setColorMode: () => {} };
}

export function useThemeConfig(): Record<string, unknown> {
  return (siteConfig().themeConfig as Record<string, unknown> | undefined) ?? {};
}

export function usePrismTheme() {
  return { plain: {}, styles: [] };
}

export function useWindowSize(): string {
  return 'ssr';
}

/**
 * The sidebar category of the page, whose items `<DocCardList items={…} />` is given: the cards the stand-in
 * shows are the category's own whatever it is given, so the category here is empty.
 */
export function useCurrentSidebarCategory() {
  return { type: 'category', label: '', items: [], collapsed: false, collapsible: true };
}

/** The class names Docusaurus's theme gives its parts: their names here, which nothing styles. */
export const ThemeClassNames = new Proxy({} as Record<string, unknown>, {
  get: (_, key) => new Proxy({}, { get: (__, inner) => `theme-${String(key)}-${String(inner)}` }),
});
