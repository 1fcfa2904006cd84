import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readDeployConfig } from '../../../src/deploy/config.ts';
import { DeploysApiError, type DeploysFailureKind } from '../../../src/deploy/deploysApi.ts';
import { DeployConfigError, describeFailure, type FailureKind } from '../../../src/deploy/errors.ts';
import { RebuildRequestError } from '../../../src/deploy/rebuildRequest.ts';

const DEPLOYS_KINDS: [DeploysFailureKind, number | undefined][] = [
  ['site-not-configured', 503],
  ['no-function', 404],
  ['unauthorized', 502],
  ['forbidden', 502],
  ['not-found', 502],
  ['rate-limited', 502],
  ['unavailable', 502],
  ['refused', 400],
  ['network', undefined],
  ['timeout', undefined],
  ['malformed', 200],
];

const failures = () => [
  ...DEPLOYS_KINDS.map(([kind, status]) => new DeploysApiError(kind, { status, reported: kind })),
  new RebuildRequestError('no-permission', { status: 403 }),
  new RebuildRequestError('sanity-unreachable'),
  new RebuildRequestError('sanity-failed', { status: 500 }),
  new DeployConfigError(),
  new TypeError('Failed to fetch https://react-redux.js.org/.netlify/functions/site-deploys'),
  'a thrown string',
  { code: 401, message: 'Access Denied' },
];

test('every failure has its own plain title and message', () => {
  const seen = new Map<string, FailureKind>();
  for (const error of failures()) {
    const { kind, title, message } = describeFailure(error);
    assert.ok(title.length > 10 && message.length > 20, kind);
    const previous = seen.get(title);
    assert.ok(!previous || previous === kind, `${kind} and ${previous} share the title “${title}”`);
    seen.set(title, kind);
  }
  assert.equal(seen.size, 16);
});

test('what editors read holds no status code, JSON, id, address or error name', () => {
  for (const during of ['load', 'rebuild'] as const) {
    for (const error of failures()) {
      const { title, message } = describeFailure(error, during);
      const shown = `${title} ${message}`;
      assert.doesNotMatch(
        shown,
        /\b[1-5]\d\d\b|[{}[\]]|https?:|\.netlify|TypeError|DeploysApiError|RebuildRequestError|undefined/,
        shown,
      );
    }
  }
});

test('each failure says what to do next: only what can pass is offered again', () => {
  const next = (error: unknown) => describeFailure(error).next;
  for (const kind of ['unauthorized', 'forbidden', 'not-found', 'no-function', 'site-not-configured'] as const) {
    assert.equal(next(new DeploysApiError(kind)), 'developer', kind);
  }
  assert.equal(next(new DeployConfigError()), 'developer');
  assert.equal(next(new RebuildRequestError('no-permission', { status: 403 })), 'administrator');
  for (const kind of ['rate-limited', 'unavailable', 'network', 'timeout', 'malformed', 'refused'] as const) {
    assert.equal(next(new DeploysApiError(kind)), 'retry', kind);
  }
  assert.equal(next(new RebuildRequestError('sanity-unreachable')), 'retry');
  assert.equal(next(new RebuildRequestError('sanity-failed', { status: 503 })), 'retry');
  assert.equal(next(new Error('boom')), 'retry');
});

test('the setup messages point at the setting and the operators’ guide', () => {
  const studio = describeFailure(new DeployConfigError()).message;
  assert.match(studio, /SANITY_STUDIO_SITE_URL/);
  assert.match(studio, /docs\/operators\.md/);
  const site = describeFailure(new DeploysApiError('site-not-configured', { status: 503 })).message;
  assert.match(site, /NETLIFY_API_TOKEN and SITE_ID/);
  assert.match(site, /docs\/operators\.md/);
  assert.match(
    describeFailure(new DeploysApiError('unauthorized')).message,
    /expired or been revoked.*NETLIFY_API_TOKEN/,
  );
  assert.match(describeFailure(new DeploysApiError('no-function', { status: 404 })).message, /SANITY_STUDIO_SITE_URL/);
});

test('the specific messages', () => {
  const message = (kind: DeploysFailureKind) => describeFailure(new DeploysApiError(kind)).message;
  assert.match(message('network'), /internet connection/);
  assert.match(message('unavailable'), /Netlify’s side/);
  assert.match(message('rate-limited'), /Wait a minute/);
  const longWait = new DeploysApiError('rate-limited', { status: 502, retryAfterSeconds: 150 });
  assert.match(describeFailure(longWait).message, /Wait about 3 minutes, then try again/);
});

test('a failed rebuild says the rebuild did not start, and why, in plain words', () => {
  const refused = describeFailure(new RebuildRequestError('no-permission', { status: 403 }), 'rebuild');
  assert.equal(refused.title, 'The rebuild did not start');
  assert.equal(refused.message, 'Your role in this project cannot start a rebuild. Ask an administrator.');
  const offline = describeFailure(new RebuildRequestError('sanity-unreachable'), 'rebuild');
  assert.equal(offline.title, 'The rebuild did not start');
  assert.match(offline.message, /^Could not reach Sanity/);
  const other = describeFailure(new Error('boom'), 'rebuild');
  assert.match(other.message, /^Something went wrong in the Deploy tool\. Try again/);
});

test('developers get the kind, the status and what the function said, never an address or Sanity’s answer', () => {
  const reported = new DeploysApiError('unauthorized', { status: 502, reported: 'unauthorized' });
  assert.equal(
    describeFailure(reported).developerDetails,
    'Site deploys: unauthorized, HTTP 502, the function said “unauthorized”',
  );
  const network = new DeploysApiError('network', { cause: new TypeError('Failed to fetch') });
  assert.equal(
    describeFailure(network).developerDetails,
    'Site deploys: network (TypeError); if the site is up, check its STUDIO_ORIGIN setting',
  );
  const permission = new RebuildRequestError('no-permission', {
    status: 403,
    cause: Object.assign(new Error('Insufficient permissions; permission "create" required'), { statusCode: 403 }),
  });
  assert.equal(
    describeFailure(permission, 'rebuild').developerDetails,
    'Sanity, writing the rebuild request: no-permission, HTTP 403 (Error)',
  );
  assert.equal(describeFailure(new TypeError('Failed to fetch https://x/secret')).developerDetails, 'TypeError');
  assert.equal(describeFailure('a thrown string').developerDetails, undefined);
});

test('configuration: the site’s address comes from SANITY_STUDIO_SITE_URL; blanks and non-addresses count as unset', () => {
  const unset = { siteUrl: undefined, deploysUrl: undefined };
  assert.deepEqual(readDeployConfig({}), unset);
  assert.deepEqual(readDeployConfig({ SANITY_STUDIO_SITE_URL: '  ' }), unset);
  assert.deepEqual(readDeployConfig({ SANITY_STUDIO_SITE_URL: 'react-redux.js.org' }), unset);
  assert.deepEqual(readDeployConfig({ SANITY_STUDIO_SITE_URL: 'javascript:alert(1)' }), unset);
  assert.deepEqual(readDeployConfig({ SANITY_STUDIO_SITE_URL: ' https://react-redux.js.org/ ' }), {
    siteUrl: 'https://react-redux.js.org',
    deploysUrl: 'https://react-redux.js.org/.netlify/functions/site-deploys',
  });
  assert.deepEqual(readDeployConfig({ SANITY_STUDIO_SITE_URL: 'http://127.0.0.1:3940' }), {
    siteUrl: 'http://127.0.0.1:3940',
    deploysUrl: 'http://127.0.0.1:3940/.netlify/functions/site-deploys',
  });
});
