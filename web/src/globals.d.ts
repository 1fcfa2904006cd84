declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}

/** Vite's `?inline` import: a stylesheet as text (src/preview/styles.ts, for the Studio's Preview frame). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

interface ImportMeta {
  /** Vite's glob import (src/preview/styles.ts gathers the theme's styles with it). */
  glob<T>(pattern: string, options: { query: string; import: string; eager: true }): Record<string, T>;
}
