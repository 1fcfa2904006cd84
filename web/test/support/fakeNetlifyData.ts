/**
 * The sample data of the stand-in for Netlify (fakeNetlify.ts): its site
 * object and deploys with every field Netlify's API sends.
 */
import { randomBytes } from 'node:crypto';

export const FAKE_SITE_ID = '5c1f3f4e-8a5b-4f7e-9d2a-0b6c8e1d2f3a';
/** Each deploy's build-log token starts with this (Netlify's `log_access_attributes.token`). */
export const FAKE_LOG_TOKEN = 'fake-firebase-log-token-';
const SITE_NAME = 'react-redux-docs';
const SITE_URL = 'https://react-redux.js.org';

/** A deploy as Netlify's API returns it (the fields the tool reads, and the usual others). */
export type FakeDeploy = Record<string, unknown> & {
  id: string;
  state: string;
  created_at: string;
  title: string | null;
  context: string;
};

export const BUILD_SCRIPT_FAILED = "Failed during stage 'building site': Build script returned non-zero exit code: 2";

function hexId(): string {
  return randomBytes(12).toString('hex');
}

/** The site as `GET /sites/:id` returns it, with nothing published yet. */
export function siteObject(siteId: string): Record<string, unknown> {
  return {
    id: siteId,
    site_id: siteId,
    state: 'current',
    plan: 'nf_team_dev',
    name: SITE_NAME,
    custom_domain: 'react-redux.js.org',
    url: SITE_URL,
    ssl_url: SITE_URL,
    admin_url: `https://app.netlify.com/projects/${SITE_NAME}`,
    screenshot_url: null,
    created_at: '2019-03-12T09:41:27.000Z',
    updated_at: new Date().toISOString(),
    build_settings: { repo_url: 'https://github.com/reduxjs/react-redux', repo_branch: 'main', cmd: 'npm run build' },
    published_deploy: null,
  };
}

/** A deploy with every field Netlify sends; `fields` override. */
export function makeDeploy(siteId: string, fields: Partial<FakeDeploy> = {}): FakeDeploy {
  const id = typeof fields.id === 'string' ? fields.id : hexId();
  const context = typeof fields.context === 'string' ? fields.context : 'production';
  const created = typeof fields.created_at === 'string' ? fields.created_at : new Date().toISOString();
  const permalink = `https://${id}--${SITE_NAME}.netlify.app`;
  const buildId = hexId();
  return {
    id,
    site_id: siteId,
    build_id: buildId,
    state: 'ready',
    name: SITE_NAME,
    url: SITE_URL,
    ssl_url: SITE_URL,
    admin_url: `https://app.netlify.com/projects/${SITE_NAME}`,
    deploy_url: `http://${id}--${SITE_NAME}.netlify.app`,
    deploy_ssl_url: permalink,
    screenshot_url: null,
    review_id: null,
    draft: false,
    required: [],
    required_functions: [],
    error_message: null,
    branch: 'main',
    commit_ref: null,
    commit_url: null,
    skipped: null,
    created_at: created,
    updated_at: created,
    published_at: null,
    title: null,
    context,
    locked: null,
    review_url: null,
    framework: 'gatsby',
    function_schedules: [],
    deploy_time: null,
    committer: null,
    manual_deploy: false,
    links: { permalink, alias: permalink, branch: null },
    // Where Netlify's own UI reads the build log from, with a token for it: never for the Studio's eyes.
    log_access_attributes: {
      type: 'firebase',
      url: 'https://netlify-builds3.firebaseio.com',
      endpoint: 'https://netlify-builds3.firebaseio.com',
      path: `/builds/${buildId}/log`,
      token: `${FAKE_LOG_TOKEN}${buildId.slice(0, 8)}`,
    },
    ...fields,
  };
}

/**
 * Twelve finished deploys of the last days, newest first, one of each kind the
 * tool tells apart: live, failed, cancelled, skipped, a code change, a rebuild
 * by hand, a deploy preview, and older published ones. As on Netlify, builds
 * started by the publish webhook or the API carry the hash of the commit they
 * built.
 */
export function sampleDeploys(now: number, siteId: string = FAKE_SITE_ID): FakeDeploy[] {
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  const deploy = (id: string, minutesAgo: number, fields: Partial<FakeDeploy>) =>
    makeDeploy(siteId, { id, created_at: ago(minutesAgo), updated_at: ago(minutesAgo - 1), ...fields });
  const commit = (n: number) => `${'a3f9c1d2e4b5'.repeat(3)}${String(n).padStart(4, '0')}`;
  return [
    deploy('6650a1c2e4b0f20008a1b2c1', 3, {
      title: 'Sanity: Announcement bar updated',
      commit_ref: commit(1),
      published_at: ago(2),
      deploy_time: 64,
    }),
    deploy('6650a1c2e4b0f20008a1b2c2', 62, {
      state: 'error',
      title: 'Sanity: Docs page updated',
      commit_ref: commit(1),
      error_message: BUILD_SCRIPT_FAILED,
      deploy_time: 41,
    }),
    deploy('6650a1c2e4b0f20008a1b2c3', 60 * 26, {
      title: "Fix the footer's link colours in dark mode",
      commit_ref: commit(1),
      commit_url: `https://github.com/reduxjs/react-redux/commit/${commit(1)}`,
      committer: 'markerikson',
      published_at: ago(60 * 26 - 3),
      deploy_time: 187,
    }),
    deploy('6650a1c2e4b0f20008a1b2c4', 60 * 30, {
      state: 'error',
      title: 'Rebuilt by hand from the Studio',
      commit_ref: commit(1),
      error_message: 'Canceled build',
    }),
    deploy('6650a1c2e4b0f20008a1b2c5', 60 * 50, {
      context: 'deploy-preview',
      branch: 'pull/2150/head',
      review_id: 2150,
      review_url: 'https://github.com/reduxjs/react-redux/pull/2150',
      title: "Docs: explain useSelector's equality check",
      commit_ref: commit(2),
      committer: 'timdorr',
      deploy_time: 171,
    }),
    deploy('6650a1c2e4b0f20008a1b2c6', 60 * 75, {
      state: 'error',
      title: 'Sanity: Navbar updated',
      commit_ref: commit(3),
      error_message: 'Canceled build due to no content change',
      skipped: true,
    }),
    deploy('6650a1c2e4b0f20008a1b2c7', 60 * 76, {
      title: 'Sanity: Navbar updated',
      commit_ref: commit(3),
      published_at: ago(60 * 76 - 1),
      deploy_time: 58,
    }),
    deploy('6650a1c2e4b0f20008a1b2c8', 60 * 24 * 4, {
      title: 'Rebuilt by hand from the Studio',
      commit_ref: commit(3),
      published_at: ago(60 * 24 * 4 - 2),
      deploy_time: 71,
    }),
    deploy('6650a1c2e4b0f20008a1b2c9', 60 * 24 * 5, {
      state: 'error',
      title: 'Bump gatsby to 5.14',
      commit_ref: commit(3),
      committer: 'dependabot[bot]',
      error_message:
        "Failed during stage 'Install dependencies': dependency_installation script returned non-zero exit code: 1",
      deploy_time: 35,
    }),
    deploy('6650a1c2e4b0f20008a1b2ca', 60 * 24 * 6, {
      title: 'Sanity: Site settings created',
      commit_ref: commit(4),
      published_at: ago(60 * 24 * 6 - 2),
      deploy_time: 243,
    }),
    deploy('6650a1c2e4b0f20008a1b2cb', 60 * 24 * 8, {
      title: null,
      published_at: ago(60 * 24 * 8 - 2),
      deploy_time: 250,
    }),
    deploy('6650a1c2e4b0f20008a1b2cc', 60 * 24 * 9, {
      title: 'Initial import of the docs',
      commit_ref: commit(4),
      committer: 'markerikson',
      published_at: ago(60 * 24 * 9 - 4),
      deploy_time: 301,
    }),
  ];
}
