/**
 * The body of one synthetic doc, written along the headings its plan fixed:
 * paragraphs, lists, code, tables, callouts and images in proportions like
 * those of the seed docs. Reference pages document each function under its
 * heading (signature, parameters, return value, examples); guides discuss
 * their subject and the functions they mention.
 */
import { ADMONITION_KINDS, type AdmonitionKind } from '@react-redux-docs/schemas';
import type { AdmonitionBlock, BodyBlock, CodeBlock, ImageBlock, TextBlock } from '../import/types.ts';
import { type CodeSubject, exampleCode, guideCode, parametersOf, signatureCode } from './code/index.ts';
import { type Keys, paragraphBlock, tableBlock, textBlock } from './portableText.ts';
import { Prose } from './prose/index.ts';
import { type Random, weighted } from './random.ts';
import type { ApiName, DocPlan, DocSize, Heading, Piece, SitePlan } from './types.ts';
import { capitalize, FIELD_NAMES, titleCase, type Vocabulary } from './words/index.ts';

/** An image the body may show: the `_sanityAsset` of a file in images/ and what it depicts. */
export interface BodyImage {
  sanityAsset: string;
  depicts: string;
}

export interface BodyContext {
  random: Random;
  vocabulary: Vocabulary;
  site: SitePlan;
  doc: DocPlan;
  keys: Keys;
  images: readonly BodyImage[];
}

type Unit = 'paragraph' | 'list' | 'code' | 'table' | 'admonition' | 'image';

/** Content units after a section's first paragraph, per section, by doc size. */
const EXTRA_UNITS: Record<DocSize, readonly [number, number]> = {
  short: [0, 2],
  medium: [1, 3],
  long: [2, 4],
};

/** How often each kind of content follows a section's first paragraph. */
const UNIT_WEIGHTS: readonly (readonly [Unit, number])[] = [
  ['paragraph', 50],
  ['list', 11],
  ['code', 17],
  ['table', 5],
  ['admonition', 8],
  ['image', 3],
];

const ADMONITION_WEIGHTS: readonly (readonly [AdmonitionKind, number])[] = ADMONITION_KINDS.map((kind) => [
  kind,
  { note: 30, tip: 30, info: 15, warning: 8, caution: 7, danger: 10 }[kind],
]);

class BodyWriter {
  readonly #random: Random;
  readonly #doc: DocPlan;
  readonly #keys: Keys;
  readonly #images: readonly BodyImage[];
  readonly #prose: Prose;
  readonly #code: CodeSubject;
  readonly blocks: BodyBlock[] = [];

  constructor(context: BodyContext) {
    this.#random = context.random;
    this.#doc = context.doc;
    this.#keys = context.keys;
    this.#images = context.images;
    this.#prose = new Prose(context.random, context.vocabulary, context.site, context.doc);
    this.#code = { entity: context.doc.subject, names: [...context.doc.defines, ...context.doc.mentions] };
  }

  write(): BodyBlock[] {
    const random = this.#random;
    const outline = this.#doc.outline;
    const introParagraphs = this.#doc.kind === 'api' ? random.int(1, 2) : random.int(1, 3);
    for (let i = 0; i < introParagraphs; i++) this.paragraph(2, 6);
    if (random.chance(0.1)) this.admonition();
    outline.forEach((heading, i) => {
      this.heading(heading);
      const next = outline[i + 1];
      const hasSubsections = next !== undefined && next.level > heading.level;
      if (heading.api && heading.role !== 'section') this.#apiSection(heading, heading.api, hasSubsections);
      else this.#section(hasSubsections);
    });
    return this.blocks;
  }

  heading(heading: Heading): void {
    this.blocks.push(textBlock([{ text: heading.text }], this.#keys, { style: `h${heading.level}` }));
  }

  paragraph(min: number, max: number, lead: Piece[] = []): TextBlock {
    const block = textBlock([...lead, ...this.#prose.paragraph(min, max)], this.#keys);
    this.blocks.push(block);
    return block;
  }

  /** Text under a guide heading: a paragraph, then a few units of any kind. */
  #section(hasSubsections: boolean): void {
    const random = this.#random;
    this.paragraph(2, 7);
    const [min, max] = hasSubsections ? [0, 1] : EXTRA_UNITS[this.#doc.size];
    const units = random.int(min, max);
    for (let u = 0; u < units; u++) {
      this.#unit(weighted(random, UNIT_WEIGHTS));
    }
  }

  #unit(unit: Unit): void {
    switch (unit) {
      case 'paragraph':
        this.paragraph(2, 7);
        break;
      case 'list':
        this.list(this.#random.chance(0.7) ? 'bullet' : 'number');
        break;
      case 'code':
        if (this.#random.chance(0.5)) this.paragraph(1, 2);
        this.blocks.push(this.#keyed(guideCode(this.#random, this.#code)));
        break;
      case 'table':
        this.#guideTable();
        break;
      case 'admonition':
        this.admonition();
        break;
      case 'image':
        this.image();
        break;
    }
  }

  /** The parts of a reference page: what the function does, its signature, parameters, return value, examples. */
  #apiSection(heading: Heading, api: ApiName, hasSubsections: boolean): void {
    const random = this.#random;
    switch (heading.role) {
      case 'api':
        this.paragraph(2, 5, this.#prose.predicateSentence([name(api)]));
        this.blocks.push(this.#keyed(signatureCode(api)));
        if (!hasSubsections || random.chance(0.6)) this.paragraph(2, 6);
        break;
      case 'parameters':
        this.#parameters(api);
        break;
      case 'returns':
        this.paragraph(1, 4, this.#prose.objectSentence([{ text: 'Returns' }]));
        if (random.chance(0.3)) this.list('bullet');
        break;
      case 'examples':
        this.paragraph(2, 4);
        this.blocks.push(this.#keyed(alsoJavaScript(exampleCode(random, api, random.chance(0.5)))));
        if (random.chance(0.6)) this.paragraph(2, 6);
        if (random.chance(0.15)) this.blocks.push(this.#keyed(guideCode(random, this.#code)));
        break;
      case 'typescript':
        this.paragraph(1, 2);
        this.blocks.push(this.#keyed(alsoJavaScript(exampleCode(random, api, true))));
        break;
      case 'notes':
        this.admonition();
        this.paragraph(2, 6);
        if (random.chance(0.4)) this.list('bullet');
        break;
      default:
        this.#section(hasSubsections);
    }
  }

  #parameters(api: ApiName): void {
    const random = this.#random;
    const parameters = parametersOf(api);
    if (parameters.length === 0) {
      this.paragraph(1, 2, [name(api), { text: 'takes no arguments' }, { text: '.' }]);
      return;
    }
    if (random.chance(0.6)) {
      const header = ['Parameter', 'Type', 'Description'].map((text) => [{ text }]);
      const rows = parameters.map((parameter) => [
        [{ text: parameter.name, marks: ['code'] }],
        [{ text: parameter.type, marks: ['code'] }],
        this.#prose.sentence(),
      ]);
      this.blocks.push(tableBlock([header, ...rows], this.#keys));
      return;
    }
    this.paragraph(1, 1);
    for (const parameter of parameters) {
      const item = [
        { text: parameter.name, marks: ['strong', 'code'] },
        { text: `(${parameter.type}):` },
        ...this.#prose.sentence(),
      ];
      this.blocks.push(textBlock(item, this.#keys, { listItem: 'bullet' }));
    }
  }

  list(kind: 'bullet' | 'number'): void {
    const random = this.#random;
    const items = random.int(3, 5);
    for (let i = 0; i < items; i++) {
      this.blocks.push(textBlock(this.#prose.listItem(), this.#keys, { listItem: kind }));
      if (random.chance(0.05)) {
        const nested = random.int(1, 3);
        for (let j = 0; j < nested; j++) {
          this.blocks.push(textBlock(this.#prose.sentence(), this.#keys, { listItem: 'bullet', level: 2 }));
        }
      }
    }
  }

  admonition(): void {
    const random = this.#random;
    const body: AdmonitionBlock['body'] = [];
    const paragraphs = random.int(1, 2);
    for (let i = 0; i < paragraphs; i++) body.push(paragraphBlock(this.#prose.paragraph(1, 3), this.#keys));
    if (random.chance(0.12)) body.push(this.#keyed(guideCode(random, this.#code)));
    const block: AdmonitionBlock = { _type: 'admonition', kind: weighted(random, ADMONITION_WEIGHTS), body };
    if (random.chance(0.3)) block.title = titleCase(this.#prose.phrase().replace(/^(the|a|an|this|that) /, ''));
    this.blocks.push({ ...block, _key: this.#keys.next() });
  }

  image(): void {
    const random = this.#random;
    const image = random.pick(this.#images);
    const block: ImageBlock = {
      _type: 'image',
      _key: this.#keys.next(),
      _sanityAsset: image.sanityAsset,
      alt: `Diagram of ${image.depicts} for the ${this.#doc.subject.words} feature: ${this.#prose.phrase()}`,
    };
    if (random.chance(0.6)) block.caption = this.#prose.plain();
    this.blocks.push(block);
  }

  #guideTable(): void {
    const random = this.#random;
    const prose = this.#prose;
    const rows = random.int(2, 6);
    const table: Piece[][][] = [];
    if (random.chance(0.5)) {
      table.push(['Option', 'Default', 'Description'].map((text) => [{ text }]));
      for (const field of random.sample(FIELD_NAMES, rows)) {
        table.push([
          [{ text: `${this.#doc.subject.camel}.${field}`, marks: ['code'] }],
          [{ text: random.pick(['undefined', 'false', 'true', '0', "'idle'", '[]', 'null']), marks: ['code'] }],
          prose.sentence(),
        ]);
      }
    } else {
      table.push(['Approach', 'When to use it', 'Trade-offs'].map((text) => [{ text }]));
      for (let r = 0; r < rows; r++) {
        table.push([[prose.identifier()], prose.sentence(), [{ text: capitalize(prose.phrase()) }]]);
      }
    }
    this.blocks.push(tableBlock(table, this.#keys));
  }

  #keyed(code: CodeBlock): CodeBlock {
    return { ...code, _key: this.#keys.next() };
  }
}

function name(api: ApiName): Piece {
  return { text: api.name, marks: ['code'] };
}

export function docBody(context: BodyContext): BodyBlock[] {
  return new BodyWriter(context).write();
}

/**
 * Usage examples in TypeScript are shown as JavaScript too, as Redux Toolkit's are, so the builds at scale pay for
 * transpiling what real sites transpile.
 */
function alsoJavaScript(block: CodeBlock): CodeBlock {
  return /^tsx?$/.test(block.language ?? '') ? { ...block, alsoJavaScript: true } : block;
}
