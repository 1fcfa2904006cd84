import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { htmlToMarkdown, htmlToText } from '../../../../src/import/config/htmlText.ts';

describe('HTML as text', () => {
  test('htmlToText drops tags, decodes entities and collapses space', () => {
    assert.equal(
      htmlToText('Made with <b>care</b><br>by&nbsp;us &copy; &#169; &#xA9; &amp; &unknown;'),
      'Made with care by us © © © & &unknown;',
    );
  });

  test('htmlToMarkdown keeps links, bold, italics and code, and names the tags it drops', () => {
    assert.deepEqual(
      htmlToMarkdown("<a href='https://x.org'>X</a> <strong>B</strong> <em>I</em> <code>c</code> <div>D</div><br/>"),
      {
        text: '[X](https://x.org) **B** _I_ `c` D',
        dropped: ['<div>'],
      },
    );
  });
});
