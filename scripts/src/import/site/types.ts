import type { AssetStore } from '../assets/assetStore.ts';
import type { Diagnostics } from '../diagnostics.ts';
import type { DocIndex } from '../links/docIndex.ts';
import type { AnchorCheck } from '../links/types.ts';

/** What reading site.json (or what the config gives in its place) needs: its file, the docs, images and problems. */
export interface SiteJsonContext {
  /** Absolute path of site.json (or the Docusaurus config it was read from), named in messages. */
  file: string;
  /** Where image paths are looked up (default: the folder of `file`). */
  imageDir?: string;
  docs: DocIndex;
  assets: AssetStore;
  diagnostics: Diagnostics;
  /** Links with an `#anchor` are added here, to be checked when every doc's headings are known. */
  anchorChecks: AnchorCheck[];
}
