/** The seed's image files, served at /images/<file>. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { corsHeaders } from './http.ts';
import type { Route } from './types.ts';

export function assetRoutes(imagesDir: string | undefined): Route {
  return async ({ req, res, path: p }) => {
    if (!(p.startsWith('/images/') && imagesDir)) return false;
    const file = path.join(imagesDir, path.basename(p));
    try {
      const data = await readFile(file);
      res.writeHead(200, {
        ...corsHeaders(req),
        'content-type': file.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
      });
      res.end(data);
      return true;
    } catch {
      return false;
    }
  };
}
