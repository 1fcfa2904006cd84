/**
 * Endpoints the Studio calls that the tests need only a harmless answer from: pings, telemetry, help and onboarding,
 * subscriptions, schedules, and the agent bundles stream (none, ever).
 */
import { json, startEventStream } from './http.ts';
import type { Route } from './types.ts';

export const stubRoutes: Route = (request) => {
  const { req, res, path: p } = request;
  if (p === '/ping') return json(request, 'PONG');
  if (/^\/data\/ping\//.test(p)) return json(request, 'PONG');
  if (/^\/descriptors\/(claim|synchronize)$/.test(p)) return json(request, { synchronization: null });
  if (/^\/agent\/[^/]+\/bundles\/mine\/listen$/.test(p)) {
    startEventStream(req, res);
    res.write(`event: bundles\ndata: ${JSON.stringify({ bundles: [] })}\n\n`);
    return true;
  }
  if (p === '/features') return json(request, []);
  if (p === '/intake/telemetry-status') return json(request, { status: 'denied' });
  if (p === '/intake/batch') return json(request, {});
  if (p.startsWith('/journey/') || p === '/help') return json(request, {});
  if (p === '/access/requests/me') return json(request, []);
  if (/^\/subscriptions\/project\//.test(p)) return json(request, {});
  if (/^\/schedules\//.test(p)) return json(request, { schedules: [] });
  return false;
};
