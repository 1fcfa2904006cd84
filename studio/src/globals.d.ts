/** Vite's `?inline` import: a stylesheet as text (the preview frame's styles). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
