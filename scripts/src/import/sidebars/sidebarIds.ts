import { idPart } from '../docs/docIds.ts';

/** Sanity allows ids of up to 128 characters; this leaves room for a number that makes one unique. */
const MAX_ID_LENGTH = 120;

/** A label as a part of an id: lowercase ASCII letters and digits, other runs of characters one dash. */
function labelSlug(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'untitled' : slug;
}

/**
 * The Sanity ids of one version's categories and links: the type, a released version's name, and the labels of
 * the categories down to the item, each slugged, joined by `_`: `sidebarCategory-api-reference_store-setup`,
 * `sidebarLink-1_x--api-reference_error-messages`. Only [A-Za-z0-9_-], never a dot (Sanity keeps dotted ids
 * private). Two items that would get one id are told apart by a number: `…_setup-2`.
 */
export class SidebarIds {
  private readonly taken = new Set<string>();
  private readonly version: string;

  /** `version`: a released version's name; undefined for the docs without a version. */
  constructor(version?: string) {
    // Slugs never hold two dashes in a row, so `--` keeps the version apart from the labels, as in doc ids.
    this.version = version === undefined ? '' : `${idPart(version)}--`;
  }

  /** A new id for the item labelled `labels.at(-1)`, inside the categories labelled by the labels before it. */
  take(type: 'sidebarCategory' | 'sidebarLink', labels: readonly string[]): string {
    const base = `${type}-${this.version}${labels.map(labelSlug).join('_')}`
      .slice(0, MAX_ID_LENGTH)
      .replace(/[-_]+$/, '');
    let id = base;
    for (let n = 2; this.taken.has(id); n++) id = `${base}-${n}`;
    this.taken.add(id);
    return id;
  }

  /** Gives back an id taken for an item that is then left out. */
  release(id: string): void {
    this.taken.delete(id);
  }
}
