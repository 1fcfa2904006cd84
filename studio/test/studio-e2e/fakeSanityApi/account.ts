/** The signed-in user, their stored key-values, the project, its datasets and the user's grants on them. */
import { json } from './http.ts';
import type { Route } from './types.ts';
import { FAKE_USER } from './user.ts';

const ADMIN_GRANTS = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] }];

/** `seededAt` is when the user joined the project. */
export function accountRoutes(seededAt: string): Route {
  const keyValues = new Map<string, unknown>();
  return (request) => {
    const { method, path: p, body } = request;
    if (p === '/users/me' && method === 'GET') return json(request, FAKE_USER);
    if (p === '/auth/id') return json(request, { id: FAKE_USER.id });
    if (p === '/auth/providers') return json(request, { thirdPartyLogin: false, sso: {}, providers: [] });
    if (p === '/auth/logout') return json(request, { ok: true });
    const keys = /^\/users\/me\/keyvalue\/(.+)$/.exec(p);
    if (keys) {
      return json(
        request,
        decodeURIComponent(keys[1] ?? '')
          .split(',')
          .map((key) => ({ key, value: keyValues.get(key) ?? null })),
      );
    }
    if (p === '/users/me/keyvalue' && method === 'PUT') {
      const pairs = (body as { key: string; value: unknown }[]) ?? [];
      for (const pair of pairs) keyValues.set(pair.key, pair.value);
      return json(request, pairs);
    }
    const users = /^\/users\/([^/]+)$/.exec(p);
    if (users) {
      const ids = decodeURIComponent(users[1] ?? '').split(',');
      const found = ids.map((id) => (id === FAKE_USER.id || id === 'me' ? FAKE_USER : { id, displayName: id }));
      return json(request, ids.length === 1 ? found[0] : found);
    }
    const project = /^\/projects\/([^/]+)$/.exec(p);
    if (project) {
      return json(request, {
        id: project[1],
        displayName: 'React Redux docs (e2e)',
        studioHost: null,
        isBlocked: false,
        isDisabled: false,
        isDisabledByUser: false,
        organizationId: 'o-e2e',
        metadata: {},
        maxRetentionDays: 30,
        members: [
          {
            id: FAKE_USER.id,
            role: 'administrator',
            roles: FAKE_USER.roles,
            isRobot: false,
            isCurrentUser: true,
            createdAt: seededAt,
          },
        ],
        features: [],
        organization: { id: 'o-e2e', name: 'E2E', slug: 'e2e' },
      });
    }
    if (/^\/projects\/[^/]+\/datasets$/.test(p)) return json(request, [{ name: 'production', aclMode: 'public' }]);
    if (/^\/projects\/[^/]+\/datasets\/[^/]+\/acl$/.test(p)) return json(request, ADMIN_GRANTS);
    if (/^\/projects\/[^/]+\/grants$/.test(p)) {
      const grant = (names: string[]) => [{ grants: names.map((name) => ({ name, params: {} })), config: {} }];
      return json(request, {
        'sanity.project': grant(['read', 'update', 'createSession', 'deployStudio']),
        'sanity.project.datasets': grant(['read', 'update']),
        'sanity.project.members': grant(['read']),
      });
    }
    if (/^\/projects\/[^/]+\/user-applications/.test(p)) return json(request, []);
    if (/^\/projects\/[^/]+\/new-content-release-allowed/.test(p)) return json(request, { allowed: true });
    if (/^\/projects\/[^/]+\/datasets\/[^/]+\/settings\/indexing/.test(p)) return json(request, {});
    if (/^\/projects\/[^/]+\/datasets\?/.test(p)) return json(request, []);
    return false;
  };
}
