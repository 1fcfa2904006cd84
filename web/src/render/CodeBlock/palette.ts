/**
 * Token colours as classes: a site's code uses a few dozen colour pairs, so a
 * small stylesheet replaces a style attribute on every token. A class name is
 * a hash of its colours, so the same colours get the same class on every
 * page, whichever page is rendered first and whether or not it was cached.
 */
export type TokenStyle = { light: string; dark: string; fontStyle: number };

const names = new Map<string, string>();
const styles = new Map<string, TokenStyle>();

function hash(text: string): string {
  // FNV-1a, 32 bits: short names, and collisions are caught below.
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36).padStart(7, '0').slice(-5);
}

/** The class of a token with these colours (light mode, dark mode) and Shiki font style flags. */
export function tokenClass(light: string, dark: string, fontStyle = 0): string {
  const key = `${light} ${dark} ${fontStyle}`;
  let name = names.get(key);
  if (name) return name;
  name = `t${hash(key)}`;
  const taken = styles.get(name);
  if (taken) throw new Error(`Code token classes collide: ${name} is ${JSON.stringify(taken)} and ${key}`);
  names.set(key, name);
  styles.set(name, { light, dark, fontStyle });
  return name;
}

/** The CSS rules of the given classes, for both colour modes, in a stable order. */
export function tokenCss(classNames: Iterable<string>): string {
  const rules: string[] = [];
  const dark: string[] = [];
  for (const name of [...new Set(classNames)].sort()) {
    const style = styles.get(name);
    if (!style) throw new Error(`Unknown code token class ${name}`);
    const font = `${style.fontStyle & 1 ? 'font-style:italic;' : ''}${style.fontStyle & 2 ? 'font-weight:bold;' : ''}`;
    rules.push(`.${name}{color:${style.light};${font}}`);
    dark.push(`[data-theme="dark"] .${name}{color:${style.dark}}`);
  }
  return rules.join('') + dark.join('');
}
