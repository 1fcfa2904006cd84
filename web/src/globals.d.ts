declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}

/** Vite's `?inline` import: a stylesheet as text (src/preview/styles.ts, for the Studio's Preview frame). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
