import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AssetStore } from '../../../../src/import/assets/assetStore.ts';
import { withKeys } from '../../../../src/import/dataset/keys.ts';
import { checkAgainstSchema } from '../../../../src/import/dataset/schemaCheck.ts';
import { Diagnostics, formatProblem } from '../../../../src/import/diagnostics.ts';
import { documentsFromSiteJson } from '../../../../src/import/site/fromSiteJson.ts';
import { docIndex, fixture, target, text } from '../../../support/helpers.ts';

describe('site.json validation', () => {
  const siteErrors = async (json: unknown) => {
    const diagnostics = new Diagnostics();
    const a = target('a');
    const docs = docIndex(a);
    // site.json next to the fixture site's img/logo.svg, so the logo file exists.
    const site = fixture('docusaurus-site');
    const context = { file: site.siteFile, docs, assets: new AssetStore(), diagnostics, anchorChecks: [] };
    const doc = {
      _id: a.documentId,
      _type: 'doc',
      title: 'A',
      route: { _type: 'slug', current: 'a' },
      body: [text('x')],
    };
    const documents = [doc, ...documentsFromSiteJson(json, context)].map(withKeys);
    await checkAgainstSchema(
      documents,
      (id) => (id === doc._id ? { file: a.file } : { file: site.siteFile, section: id }),
      diagnostics,
    );
    return diagnostics.errors.map((p) => formatProblem(p, site.dir));
  };

  test('the schema rules report missing, mistyped and conflicting fields at their JSON path', async () => {
    const logo = { src: 'img/logo.svg', alt: 'Logo' };
    assert.deepEqual(
      await siteErrors({
        siteSettings: { title: 'x', tagline: 'y', url: 'ftp://x', tocMinHeadingLevel: 4, tocMaxHeadingLevel: 3 },
        navbar: {
          title: 'x',
          logo: { src: 'img/logo.svg' },
          items: [{ label: 'Both', to: 'a', href: 'https://x.org' }, { label: 'None' }],
        },
        footer: { logo, linkGroups: [{ title: 'T', links: [] }], copyright: 'c', style: 'grey' },
        announcement: { id: 'Bad Id', content: 'Hi', backgroundColor: '#777', textColor: '#888888' },
        landingPage: { hero: { title: 'x', tagline: 'y', actions: [{ label: 'Go', to: 'b#x' }] } },
      }),
      [
        'site.json: error: landingPage.hero.actions[0].to: no doc has the route "b"',
        'site.json: error: siteSettings.url: Does not match allowed protocols/schemes',
        'site.json: error: siteSettings.tocMaxHeadingLevel: The lowest level cannot be above the highest level.',
        'site.json: error: announcement: Text and background are too alike to read (contrast 1.26:1, needs at least 4.5:1). Make one darker or lighter.',
        'site.json: error: announcement.id: Does not match "lowercase letters, digits and dashes"-pattern',
        'site.json: error: navbar.logo.alt: Required',
        'site.json: error: navbar.items[1]: Choose a doc on this site or enter a web address.',
        'site.json: error: navbar.items[0]: Choose either a doc or a web address, not both.',
        'site.json: error: footer.style: Value "grey" did not match any allowed values',
        'site.json: error: footer.linkGroups[0].links: Must have at least 1 items',
      ],
    );
  });
});
