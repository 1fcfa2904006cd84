/** What the fake API's server and routes share about HTTP: reading bodies and params, CORS, JSON answers, errors. */
import type { Req, Res, RouteRequest } from './types.ts';

/** Thrown by a route to answer with this status instead of 500. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function readBody(req: Req): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A GROQ query's parameters as the client sends them in a URL: `$name=<JSON>`. */
export function paramsFrom(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  return params;
}

export function corsHeaders(req: Req): Record<string, string> {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

export function sendJson(req: Req, res: Res, status: number, body: unknown): void {
  res.writeHead(status, { ...corsHeaders(req), 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Answers a route's request with JSON; true, for the route to return. */
export function json({ req, res }: RouteRequest, value: unknown, status = 200): true {
  sendJson(req, res, status, value);
  return true;
}

/** Opens a server-sent event stream. */
export function startEventStream(req: Req, res: Res): void {
  res.writeHead(200, { ...corsHeaders(req), 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}
