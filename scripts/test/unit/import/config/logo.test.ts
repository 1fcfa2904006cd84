import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { logoValue } from '../../../../src/import/config/logo.ts';
import { warnings } from '../../../support/config.ts';

describe('logo from the config', () => {
  test('keeps its alt text; without one it is described by the title, with a warning', () => {
    const { said, warn } = warnings();
    assert.deepEqual(logoValue({ src: 'img/a.svg', alt: 'Store Kit' }, 'navbar.logo', 'Site', warn), {
      src: 'img/a.svg',
      alt: 'Store Kit',
    });
    assert.deepEqual(logoValue({ src: 'img/a.svg', alt: '  ' }, 'navbar.logo', 'Site', warn), {
      src: 'img/a.svg',
      alt: 'Site logo',
    });
    assert.deepEqual(said, [
      'navbar.logo.alt: the logo has no alternative text; it is described as "Site logo" (change it in the Studio)',
    ]);
  });
});
