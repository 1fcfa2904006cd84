import path from 'node:path';
import { hashSourceFolders } from '../../../builder/sourceHash.ts';

/**
 * The version of the renderer: its code, content resolution (whose link classification it shares), and the
 * schema package's heading anchors and code languages.
 */
export function rendererVersion(siteDir: string): Promise<string> {
  return hashSourceFolders([
    path.join(siteDir, 'src/render'),
    path.join(siteDir, 'src/content'),
    path.join(siteDir, '../schemas/src/content'),
  ]);
}
