import path from 'node:path';
import type { ImageAssetValue } from '../types.ts';
import { Fields } from './jsonFields.ts';
import type { SiteJsonContext } from './types.ts';

/** `{src, alt}` (logos) or a path string (favicon) → image field with the file copied. */
export function imageField(
  value: unknown,
  at: string,
  type: 'logo' | 'image',
  context: SiteJsonContext,
): ImageAssetValue | undefined {
  let src: string | undefined;
  let alt: string | undefined;
  if (typeof value === 'string') {
    src = value;
  } else {
    const f = new Fields(value, at, context);
    src = f.string('src', { required: true });
    alt = f.string('alt');
    f.done();
  }
  const report = (message: string) => context.diagnostics.error(context.file, message, { path: at });
  if (src === undefined) return undefined;
  const result = (sanityAsset: string): ImageAssetValue => ({
    _type: type,
    ...(alt !== undefined ? { alt } : {}),
    _sanityAsset: sanityAsset,
  });
  if (/^https?:\/\//i.test(src)) {
    const warn = (message: string) => context.diagnostics.warn(context.file, message, { path: at });
    return result(context.assets.addRemote(src, { error: report, warn }));
  }
  const file = path.join(context.imageDir ?? path.dirname(context.file), src.replace(/^\/+/, ''));
  const asset = context.assets.add(file);
  if (!asset.ok) {
    report(`image file ${src} ${asset.message}`);
    return undefined;
  }
  return result(asset.sanityAsset);
}
