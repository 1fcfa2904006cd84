/**
 * Presence ("bifur"): a JSON-RPC WebSocket at /socket/…. It answers every call with null, subscriptions with an id
 * that never emits, and sends the heartbeat the Studio's connection status waits for.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import type { LoggedRequest } from './types.ts';

export function createPresence(requests: LoggedRequest[], log: (line: string) => void) {
  const sockets$ = new WebSocketServer({ noServer: true });
  /** The server's 'upgrade' listener. */
  const upgrade = (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'https://localhost').pathname;
    requests.push({ method: 'WS', path: pathname, query: '', handled: /\/socket\//.test(pathname) });
    if (!/\/socket\//.test(pathname)) {
      socket.destroy();
      return;
    }
    sockets$.handleUpgrade(req, socket, head, (ws) => {
      log(`[fake-sanity] WS ${pathname}`);
      const heartbeat = setInterval(() => ws.send('\u2665'), 10_000);
      ws.send('\u2665');
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as { id?: string; method?: string };
        if (!message.id) return;
        const result = message.method?.endsWith('_subscribe') ? randomUUID() : null;
        ws.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
      });
      ws.on('close', () => clearInterval(heartbeat));
    });
  };
  const stop = () => {
    for (const client of sockets$.clients) client.terminate();
    sockets$.close();
  };
  return { upgrade, stop };
}
