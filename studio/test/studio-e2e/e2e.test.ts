/**
 * The real built Studio in Chromium against the loopback stand-in for Sanity's API (session.ts): one build, one
 * browser, for every end-to-end test of the Studio. Run alone: `node --test test/studio-e2e/e2e.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { arrangeTests } from './arrange.ts';
import { bodyMarksTests } from './bodyMarks.ts';
import { changesTests } from './changes.ts';
import { codeBlocksTests } from './codeBlocks.ts';
import { deployTests } from './deploy.ts';
import { deskTests } from './desk.ts';
import { formulasTests } from './formulas.ts';
import { linkSectionsTests } from './linkSections.ts';
import { nestedDialogsTests } from './nestedDialogs.ts';
import { pasteMarkdownTests } from './pasteMarkdown.ts';
import { previewPageTests, previewTests } from './preview.ts';
import { publishLiveTests } from './publishLive.ts';
import { routesTests } from './routes.ts';
import { sectionsTests } from './sections.ts';
import { type StudioSession, startStudioSession } from './session.ts';
import { sidebarTests } from './sidebar.ts';
import { slashInsertTests } from './slashInsert.ts';
import { snippetsTests } from './snippets.ts';
import { standalonePagesTests } from './standalonePages.ts';
import { tablesTests } from './tables.ts';
import { versionsTests } from './versions.ts';

let current: StudioSession | undefined;
const session = () => {
  if (!current) throw new Error('The Studio session did not start; see the error of the before hook.');
  return current;
};

before(
  async () => {
    current = await startStudioSession();
  },
  { timeout: 300_000 },
);

after(async () => {
  await current?.close();
});

previewTests(session);
previewPageTests(session);
deployTests(session);
deskTests(session);
sidebarTests(session);
routesTests(session);
arrangeTests(session);
sectionsTests(session);
versionsTests(session);
bodyMarksTests(session);
codeBlocksTests(session);
formulasTests(session);
pasteMarkdownTests(session);
linkSectionsTests(session);
changesTests(session);
tablesTests(session);
snippetsTests(session);
standalonePagesTests(session);
slashInsertTests(session);
nestedDialogsTests(session);
// Last: its builds join the Deploy tool's list, which deployTests reads as the stand-in starts it.
publishLiveTests(session);

test('the Studio threw no uncaught errors', () => {
  assert.deepEqual(session().pageErrors, []);
});
