import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { landingPage } from '../../../../src/import/config/landingPage.ts';
import { configContext, warnings } from '../../../support/config.ts';

describe('home page from the config', () => {
  test("the site's title and tagline, and a button to the first doc; the React page is said not converted", () => {
    const { said, warn } = warnings();
    assert.deepEqual(landingPage({ title: 'Store Kit', tagline: 'State, kept.' }, configContext(), warn), {
      hero: {
        title: 'Store Kit',
        tagline: 'State, kept.',
        actions: [{ label: 'Get started', variant: 'primary', to: 'intro' }],
      },
    });
    assert.equal(said.length, 1);
    assert.match(said[0] ?? '', /^src\/pages: the home page is React code and is not converted/);
  });

  test('without a tagline the title stands in; without a first doc there is no button', () => {
    const { warn } = warnings();
    assert.deepEqual(
      landingPage({ title: 'Store Kit', tagline: '' }, configContext({ firstDocRoute: undefined }), warn),
      {
        hero: { title: 'Store Kit', tagline: 'Store Kit', actions: [] },
      },
    );
  });
});
