import path from 'node:path';
import type { Image, ImageReference } from 'mdast';
import { fromSiteAlias } from '../../inputs/siteAlias.ts';
import type { ImageBlock } from '../../types.ts';
import { safeDecode } from '../conversion/text.ts';
import type { Conversion } from '../conversion/types.ts';

/**
 * An image block: a file next to the Markdown or in a static folder is added to the dataset's uploads, a remote
 * one downloaded; without alt text it is decorative. Undefined (reported as an error) when the file is missing.
 */
export function image(
  conversion: Pick<Conversion, 'options' | 'diagnostics'>,
  node: Image | ImageReference,
): ImageBlock | undefined {
  const definition =
    node.type === 'imageReference' ? conversion.options.source.definitions.get(node.identifier) : undefined;
  const url = node.type === 'image' ? node.url : (definition?.url ?? '');
  const caption = ((node.type === 'image' ? node.title : definition?.title) ?? '').trim();
  const alt = (node.alt ?? '').trim();
  if (alt === '') {
    conversion.diagnostics.warn(
      node,
      `image "${url}" has no alt text: imported as decorative, and the Studio lists it until an editor describes it (or write ![what the image shows](${url}))`,
    );
  }
  const block = (sanityAsset: string): ImageBlock => ({
    _type: 'image',
    ...(alt !== '' ? { alt } : {}),
    ...(caption !== '' ? { caption } : {}),
    _sanityAsset: sanityAsset,
  });
  if (/^https?:\/\//i.test(url)) {
    return block(
      conversion.options.assets.addRemote(url, {
        error: (message) => conversion.diagnostics.error(node, message),
        warn: (message) => conversion.diagnostics.warn(node, message),
      }),
    );
  }
  if (url === '' || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) {
    conversion.diagnostics.error(node, `image "${url}" must be a file next to the Markdown or an https:// address`);
    return undefined;
  }
  const relative = safeDecode(url.replace(/[?#].*$/, ''));
  const inSite = fromSiteAlias(relative, conversion.options.docs.siteDir);
  const candidates = inSite
    ? [inSite]
    : relative.startsWith('/')
      ? conversion.options.staticDirs.map((dir) => path.join(dir, relative))
      : [path.resolve(path.dirname(conversion.options.source.file), relative)];
  let failure = 'does not exist';
  for (const candidate of candidates) {
    const result = conversion.options.assets.add(candidate);
    if (result.ok) return block(result.sanityAsset);
    failure = result.message;
    if (failure !== 'does not exist') break;
  }
  if (failure === 'does not exist' && !inSite && relative.startsWith('/')) {
    // Docusaurus builds a page whose static image is missing, with the image broken; here it is left out.
    conversion.diagnostics.warn(
      node,
      `image file ${url} does not exist in the static folders (the Docusaurus site shows it broken); left out`,
    );
    return undefined;
  }
  conversion.diagnostics.error(node, `image file ${url} ${failure}`);
  return undefined;
}
