/**
 * The attributes of a JSX or HTML tag: `name="text"`, `name='text'`,
 * `name={"text"}` and `name={'text'}` as text, a bare `name` as true. Other
 * expressions (`{[…]}`) are left out.
 */
export function jsxAttributes(source: string): Map<string, string | true> {
  const attributes = new Map<string, string | true>();
  const pattern =
    /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)\s*\}|(\{[^}]*\}+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const [whole, name = '', ...values] = match;
    const expression = values[5];
    if (expression !== undefined) continue;
    const value = values.slice(0, 5).find((v) => v !== undefined);
    attributes.set(name, value ?? (whole.includes('=') ? '' : true));
  }
  return attributes;
}

/**
 * Image and link addresses written as MDX writes them, `src={require('./a.png').default}` or
 * `src={useBaseUrl('/img/a.png')}`, as plain attributes (`src="./a.png"`): the path is what the import reads.
 */
export function withStaticSources(html: string): string {
  return html.replace(
    /(\s(?:src|href)\s*=\s*)\{\s*(?:require\(\s*(['"])([^'"]+)\2\s*\)(?:\.default)?|useBaseUrl\(\s*(['"])([^'"]+)\4\s*\))\s*\}/g,
    (_whole, attribute: string, _quote, required: string | undefined, _quote2, based: string | undefined) =>
      `${attribute}"${required ?? based ?? ''}"`,
  );
}
