// The images an import brings in, local files and remote images, each read, measured and named by its content
// (AssetStore); remote ones are downloaded once every document is converted, and the documents then point at the
// downloaded files (replaceRemoteImages).

export { AssetStore } from './assetStore.ts';
export { keptRemoteImage, remoteAsset, replaceRemoteImages } from './remoteImages.ts';
export type { Asset, AssetResult, RemoteImageUse } from './types.ts';
