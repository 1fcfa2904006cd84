/**
 * Text that reads as a JSX tag: what a Docusaurus page never shows as text (MDX renders or refuses it), so a page
 * here that shows it lost a component on the way. Only forms that cannot be anything else count: a closing tag,
 * a self-closing tag, a member name (`<Links.Summary>`), or a tag with attributes. `Promise<void>` or a lone
 * `<Provider>` in prose stay text: Docusaurus pages show those too (written `\<` in the Markdown).
 */
const JSX_TAG_AS_TEXT = new RegExp(
  [
    String.raw`<\/[A-Za-z][\w.$:-]*\s*>`,
    String.raw`<[A-Za-z][\w.$:-]*(?:\s[^<>]*)?\/>`,
    String.raw`<[A-Za-z][\w$]*\.[\w$.]+(?:\s[^<>]*)?>`,
    String.raw`<[A-Za-z][\w.$:-]*\s+[\w$:-]+=(?:"[^"]*"|'[^']*'|\{[^{}]*\})[^<>]*>`,
  ].join('|'),
);

/** Every JSX tag a text shows as text, with where it starts. */
export function jsxTagsInText(text: string): { tag: string; index: number }[] {
  return [...text.matchAll(new RegExp(JSX_TAG_AS_TEXT.source, 'g'))].map((match) => ({
    tag: match[0],
    index: match.index,
  }));
}

/** The first JSX tag a text shows as text, or undefined. */
export function jsxTagInText(text: string): string | undefined {
  return JSX_TAG_AS_TEXT.exec(text)?.[0];
}

/** The first JSX tag a text block shows as text, outside its code, or undefined. */
export function jsxTagInBlock(block: unknown): string | undefined {
  const children = (block as { children?: unknown } | null)?.children;
  if (!Array.isArray(children)) return undefined;
  // Text runs split by marks are read together: a tag may span bold and plain text.
  const shown = children
    .map((child: { text?: unknown; marks?: unknown }) =>
      typeof child?.text === 'string' && !(Array.isArray(child.marks) && child.marks.includes('code'))
        ? child.text
        : ' ',
    )
    .join('');
  return jsxTagInText(shown);
}

/** What the Studio and the build say about a block that shows a JSX tag as text. */
export function jsxTextProblem(block: unknown): string | undefined {
  const tag = jsxTagInBlock(block);
  return tag === undefined
    ? undefined
    : `"${tag}" reads as a JSX tag, which readers would see as text: a component was not converted here. Replace it with the text it stands for, or mark it as code if the tag itself is meant.`;
}
