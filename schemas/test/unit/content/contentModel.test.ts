import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SHIKI_LANGUAGES } from '../../../src/content/shikiLanguages.ts';
import {
  CODE_LANGUAGES,
  codeLanguageFor,
  headingAnchors,
  REQUIRED_SINGLETONS,
  SINGLETON_IDS,
  schemaTypes,
  shikiGrammarOf,
  singletonTypes,
  withInitialValues,
} from '../../../src/index.ts';

const heading = (style: string, ...texts: string[]) => ({
  _type: 'block',
  style,
  markDefs: [],
  children: texts.map((text) => ({ _type: 'span', text, marks: [] })),
});

describe('heading anchors', () => {
  test('github-slugger slugs of h2–h6 text, in order, repeats numbered, other blocks skipped', () => {
    const body = [
      heading('h2', 'Props'),
      heading('normal', 'Props'),
      heading('h3', 'Using ', 'useSelector()'),
      { _type: 'code', code: '## not a heading' },
      heading('h4', 'Props'),
      heading('h2', 'Ünïcode & Symbols!'),
      heading('blockquote', 'Quote'),
    ];
    assert.deepEqual(headingAnchors(body), [
      { index: 0, level: 2, text: 'Props', anchor: 'props' },
      { index: 2, level: 3, text: 'Using useSelector()', anchor: 'using-useselector' },
      { index: 4, level: 4, text: 'Props', anchor: 'props-1' },
      { index: 5, level: 2, text: 'Ünïcode & Symbols!', anchor: 'ünïcode--symbols' },
    ]);
  });
});

describe('code languages', () => {
  const shikiLanguages: readonly { id: string; name: string; aliases?: readonly string[] }[] = SHIKI_LANGUAGES;

  test('canonical names, aliases and case map to the Studio list; unknown names do not', () => {
    assert.equal(codeLanguageFor('TypeScript'), 'typescript');
    assert.equal(codeLanguageFor('js'), 'javascript');
    assert.equal(codeLanguageFor(' bash '), 'sh');
    assert.equal(codeLanguageFor('yml'), 'yaml');
    assert.equal(codeLanguageFor('python'), 'python');
    assert.equal(codeLanguageFor('PY'), 'python');
    assert.equal(codeLanguageFor('dockerfile'), 'docker');
    assert.equal(codeLanguageFor('properties'), 'ini');
    assert.equal(codeLanguageFor('C#'), 'csharp');
    assert.equal(codeLanguageFor('Plaintext'), 'text');
    assert.equal(codeLanguageFor('brainfudge'), undefined);
    assert.equal(codeLanguageFor(''), undefined);
    assert.equal(codeLanguageFor(undefined), undefined);
  });

  test('every language Shiki ships, plus plain text: the first twelve as they were, then by title', () => {
    assert.deepEqual(
      CODE_LANGUAGES.slice(0, 12).map(({ title, value }) => `${title}=${value}`),
      [
        'JavaScript=javascript',
        'JSX=jsx',
        'TypeScript=typescript',
        'TSX=tsx',
        'JSON=json',
        'Shell=sh',
        'HTML=html',
        'CSS=css',
        'YAML=yaml',
        'Markdown=markdown',
        'Diff=diff',
        'Plain text=text',
      ],
    );
    const rest = CODE_LANGUAGES.slice(12);
    const titles = rest.map(({ title }) => title.toLowerCase());
    assert.deepEqual(titles, [...titles].sort(), 'after the first twelve, sorted by title');
    assert.equal(new Set(CODE_LANGUAGES.map(({ value }) => value)).size, CODE_LANGUAGES.length, 'each value once');
    // Each Shiki grammar is offered once, under its own id and name, except the shell grammar the first list calls "sh".
    const grammars = CODE_LANGUAGES.map(({ value }) => shikiGrammarOf(value)).filter((grammar) => grammar);
    assert.deepEqual([...grammars].sort(), shikiLanguages.map(({ id }) => id).sort());
    const shiki = new Map(shikiLanguages.map((language) => [language.id, language.name]));
    for (const { title, value } of rest) assert.equal(title, shiki.get(value), value);
    assert.equal(shikiGrammarOf('sh'), 'shellscript');
    assert.equal(shikiGrammarOf('text'), undefined);
  });

  test("Shiki's ids and aliases, and the names the list had before, name the same grammar, in any case", () => {
    for (const { id, aliases = [] } of shikiLanguages) {
      for (const name of [id, ...aliases]) {
        for (const spelled of [name, name.toUpperCase()]) {
          const language = codeLanguageFor(spelled);
          assert.ok(language, spelled);
          assert.equal(shikiGrammarOf(language), id, spelled);
        }
      }
    }
    const before = {
      mjs: 'javascript',
      cjs: 'javascript',
      mts: 'typescript',
      cts: 'typescript',
      shell: 'sh',
      shellscript: 'sh',
      zsh: 'sh',
      md: 'markdown',
      txt: 'text',
      plaintext: 'text',
    };
    for (const [name, language] of Object.entries(before)) assert.equal(codeLanguageFor(name), language, name);
  });

  test('the Studio offers exactly the list, YAML included', () => {
    const doc = schemaTypes.find((type) => type.name === 'doc') as unknown as {
      fields: { name: string; of?: { type: string; options?: { languageAlternatives?: unknown } }[] }[];
    };
    const code = doc.fields.find((field) => field.name === 'body')?.of?.find((member) => member.type === 'code');
    assert.deepEqual(code?.options?.languageAlternatives, [...CODE_LANGUAGES]);
    assert.ok(CODE_LANGUAGES.some((language) => language.value === 'yaml'));
  });
});

describe('singletons', () => {
  test('ids are the type names, listed once, in menu order; the announcement and redirects are optional', () => {
    assert.deepEqual(
      Object.keys(SINGLETON_IDS),
      singletonTypes.map((type) => type.name),
    );
    for (const [type, id] of Object.entries(SINGLETON_IDS)) assert.equal(id, type);
    assert.deepEqual(
      singletonTypes.map((type) => type.name).filter((name) => !REQUIRED_SINGLETONS.includes(name)),
      ['announcement', 'redirects'],
    );
  });
});

describe('initial values', () => {
  test('empty fields get the Studio initial values, nested objects and array members included', () => {
    const settings = withInitialValues(
      { _id: 'siteSettings', _type: 'siteSettings', title: 'T', tocMaxHeadingLevel: 4 },
      'siteSettings',
    );
    assert.deepEqual(settings, {
      _id: 'siteSettings',
      _type: 'siteSettings',
      title: 'T',
      titleDelimiter: ' | ',
      colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, showSwitch: true },
      docsVersionLabel: 'Next',
      hideNavbarOnScroll: false,
      showEditLinks: false,
      tocMinHeadingLevel: 2,
      tocMaxHeadingLevel: 4,
    });
    const navbar = withInitialValues(
      {
        _type: 'navbar',
        items: [
          { _type: 'navbarItem', label: 'A' },
          { _type: 'navbarItem', position: 'right' },
        ],
      },
      'navbar',
    );
    assert.deepEqual(navbar.items, [
      { _type: 'navbarItem', label: 'A', position: 'left', kind: 'link' },
      { _type: 'navbarItem', position: 'right', kind: 'link' },
    ]);
    const colorMode = withInitialValues({ _type: 'siteSettings', colorMode: { defaultMode: 'dark' } }, 'siteSettings');
    assert.deepEqual(colorMode.colorMode, { defaultMode: 'dark', respectPrefersColorScheme: false, showSwitch: true });
  });

  test('values that are set are kept, and the input is not changed', () => {
    const input = { _type: 'footer', style: 'light', linkGroups: [] };
    const output = withInitialValues(input, 'footer');
    assert.deepEqual(output, { _type: 'footer', style: 'light', layout: 'columns', linkGroups: [] });
    assert.deepEqual(input, { _type: 'footer', style: 'light', linkGroups: [] });
  });
});
