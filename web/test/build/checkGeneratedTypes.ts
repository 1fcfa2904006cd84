/**
 * Run after a build: every `gatsby build` regenerates src/gatsby-types.d.ts
 * from the queries and the GraphQL schema (graphqlTypegen in gatsby-config),
 * and `npm run typecheck` reads the committed copy. If the build changed it,
 * the committed copy no longer matches the queries: fail and say so. (A
 * typegen error fails the build itself.)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const SITE_DIR = path.resolve(import.meta.dirname, '../..');
const FILE = 'src/gatsby-types.d.ts';

try {
  execFileSync('git', ['ls-files', '--error-unmatch', FILE], { cwd: SITE_DIR, stdio: 'ignore' });
  // Against the index, so a regenerated file that is staged with its query change passes.
  execFileSync('git', ['diff', '--quiet', '--', FILE], { cwd: SITE_DIR });
  console.log(`${FILE} matches what the build generated`);
} catch {
  console.error(
    `web/${FILE} differs from what the build generated from the site's queries and the content model.\n` +
      `Review the regenerated file (git diff web/${FILE}) and commit it with the change that caused it.`,
  );
  process.exit(1);
}
