/** The token colours of highlighted code, for <head> on pages that show code. */
export function CodeTheme({ css }: { css: string }) {
  return <style>{css}</style>;
}
