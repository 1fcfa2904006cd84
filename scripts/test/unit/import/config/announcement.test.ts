import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { announcement } from '../../../../src/import/config/announcement.ts';
import { warnings } from '../../../support/config.ts';

describe('announcement from the config', () => {
  test('its HTML as Markdown, its colours, and whether readers can close it', () => {
    const { said, warn } = warnings();
    assert.deepEqual(
      announcement(
        {
          id: 'v2',
          content: 'Version 2 is out: <a href="/intro">read <b>what changed</b></a>! <span class="x">New</span>',
          backgroundColor: '#20232a',
          textColor: '#fff',
          isCloseable: false,
        },
        warn,
      ),
      {
        enabled: true,
        id: 'v2',
        content: 'Version 2 is out: [read **what changed**](/intro)! New',
        backgroundColor: '#20232a',
        textColor: '#fff',
        isCloseable: false,
      },
    );
    assert.deepEqual(said, ['announcementBar.content: HTML tags <span> cannot be converted; their text is kept']);
  });

  test('an id that is not lowercase letters, digits and dashes is rewritten, with a warning', () => {
    const { said, warn } = warnings();
    assert.equal(announcement({ id: 'Support_Us!', content: 'Hi' }, warn).id, 'support-us');
    assert.deepEqual(said, [
      'announcementBar.id: "Support_Us!" becomes "support-us" (lowercase letters, digits and dashes); readers who closed the bar see it again',
    ]);
  });
});
