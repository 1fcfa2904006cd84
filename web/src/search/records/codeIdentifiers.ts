/**
 * Words of the languages themselves: a reader never searches for `const`, and
 * indexing them would put every code block's section under those words.
 */
const LANGUAGE_WORDS = new Set(
  [
    'abstract as async await boolean break case catch class const continue debugger declare default delete do',
    'else enum export extends false finally for from function get if implements import in infer instanceof',
    'interface keyof let module namespace never new null number object of private protected public readonly',
    'return satisfies set static string super switch symbol this throw true try type typeof undefined unknown',
    'var void while with yield any npm yarn pnpm install add run cd echo export sudo',
  ]
    .join(' ')
    .split(' '),
);

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/**
 * The identifiers a code block names (`useSelector`, `createSlice`, `Provider`),
 * each once, in order of appearance: what makes an API name that appears only
 * in code findable.
 */
export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const [word] of code.matchAll(IDENTIFIER)) {
    const bare = word.replace(/^\$+|\$+$/g, '');
    if (bare.length < 3 || LANGUAGE_WORDS.has(bare)) continue;
    found.add(bare);
  }
  return [...found];
}
