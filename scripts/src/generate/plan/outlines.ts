/**
 * The headings of a doc, decided with its plan so that links can point at
 * them: one `h2` per function on a reference page, with its Parameters,
 * Returns, Examples and Notes; sections, subsections and details in a guide.
 */
import { headingAnchors } from '@react-redux-docs/schemas';
import { type Random, weighted } from '../random.ts';
import type { ApiName, DocSize, Entity, Heading, HeadingRole } from '../types.ts';
import type { Vocabulary } from '../words/index.ts';
import { detailTitle, sectionTitle, subsectionTitle } from './titles.ts';

type Outline = Omit<Heading, 'anchor'>[];

/** How many subsections a guide's section has, and the share of sections that have that many. */
const SUBSECTIONS_PER_SECTION: readonly (readonly [number, number])[] = [
  [0, 0.5],
  [1, 0.27],
  [2, 0.15],
  [3, 0.08],
];

/** The subsections under a function's heading, and the share of functions that have each. */
const API_SUBSECTIONS: readonly (readonly [HeadingRole, string, number])[] = [
  ['parameters', 'Parameters', 0.5],
  ['returns', 'Returns', 0.5],
  ['examples', 'Examples', 1],
  ['notes', 'Notes', 0.25],
];

/** A reference page's headings for the functions it `defines`. */
export function apiOutline(random: Random, defines: readonly ApiName[]): Outline {
  const outline: Outline = [];
  for (const api of defines) {
    outline.push({ level: 2, text: `${api.name}()`, role: 'api', api });
    for (const [role, text, share] of API_SUBSECTIONS) {
      if (!random.chance(share)) continue;
      outline.push({ level: 3, text, role, api });
      if (role === 'examples' && random.chance(0.15)) {
        outline.push({ level: 4, text: 'With TypeScript', role: 'typescript', api });
      }
    }
  }
  return outline;
}

/** A guide's sections, more for a longer doc, some named after a function it mentions; some have subsections. */
export function guideOutline(
  random: Random,
  vocabulary: Vocabulary,
  size: DocSize,
  subject: Entity,
  mentions: ApiName[],
): Outline {
  const sections = size === 'short' ? random.int(3, 4) : size === 'medium' ? random.int(4, 7) : random.int(7, 10);
  const outline: Outline = [];
  for (let s = 0; s < sections; s++) {
    const mentioned = mentions.length > 0 && random.chance(0.2) ? random.pick(mentions) : undefined;
    const text = mentioned
      ? `Using ${mentioned.name}`
      : s === 0 && random.chance(0.4)
        ? 'Overview'
        : sectionTitle(random, vocabulary, subject);
    outline.push({ level: 2, text, role: 'section', ...(mentioned ? { api: mentioned } : {}) });
    const subsections = weighted(random, SUBSECTIONS_PER_SECTION);
    for (let t = 0; t < subsections; t++) {
      outline.push({
        level: 3,
        text: subsectionTitle(random, vocabulary, subject),
        role: 'subsection',
      });
      if (random.chance(0.08)) {
        const details = random.int(1, 2);
        for (let d = 0; d < details; d++) {
          outline.push({ level: 4, text: detailTitle(random, vocabulary, subject), role: 'detail' });
        }
      }
    }
  }
  return outline;
}

/** The headings with the anchors the rendered page will give them. */
export function withAnchors(outline: Outline): Heading[] {
  const anchors = anchorsOf(outline);
  return outline.map((heading, i) => ({ ...heading, anchor: anchors[i] as string }));
}

function anchorsOf(outline: Outline): string[] {
  const blocks = outline.map((heading) => ({
    _type: 'block',
    style: `h${heading.level}`,
    children: [{ _type: 'span', text: heading.text }],
  }));
  return headingAnchors(blocks).map((heading) => heading.anchor);
}
