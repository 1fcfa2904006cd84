import type { AssetStore } from '../assets/assetStore.ts';
import { remoteAsset } from '../assets/remoteImages.ts';

/**
 * Images of pasted text: a file cannot be read from the browser, so each one is refused where it is written; a
 * remote one keeps its address until `leaveOutImages` takes it out with a note, as the Studio cannot fetch it.
 */
export const PASTE_ASSETS: Pick<AssetStore, 'add' | 'addRemote'> = {
  add: () => ({
    ok: false,
    message: 'cannot come with pasted text: insert an Image block and upload the file',
  }),
  addRemote: (url) => remoteAsset(url),
};
