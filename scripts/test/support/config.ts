/** What mapping a Docusaurus config needs, made from a few docs, and a warning sink that keeps what it is told. */
import path from 'node:path';
import type { ConfigContext } from '../../src/import/config/types.ts';
import { Diagnostics } from '../../src/import/diagnostics.ts';
import { docIndex, ROOT, target } from './helpers.ts';

/** The docs `intro` and `api/hooks`; the sidebar's first doc is `intro`. */
export function configContext(overrides: Partial<ConfigContext> = {}): ConfigContext {
  const docs = docIndex(target('intro'), target('api/hooks', 'api/hooks', ['useselector']));
  return {
    file: path.join(ROOT, 'docusaurus.config.js'),
    docs,
    docById: (docId) => docs.byDocId.get(docId),
    currentDocs: { label: 'Next', path: 'docs' },
    firstDocRoute: 'intro',
    diagnostics: new Diagnostics(),
    ...overrides,
  };
}

/** A `warn` for the config mappers, and the warnings it got as `<config path>: <message>`. */
export function warnings() {
  const said: string[] = [];
  return { said, warn: (at: string, message: string) => void said.push(`${at}: ${message}`) };
}
