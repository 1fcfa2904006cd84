import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { extract } from 'tar';
import type { SanityDocument } from './types.ts';
import { SanitySourceError } from './types.ts';

const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/**
 * Reads a dataset in Sanity's export format: an NDJSON file, or the .tar.gz
 * that `sanity dataset export` writes (data.ndjson plus images/). Assets
 * written as `_sanityAsset: "image@file://./images/…"` become image asset
 * documents pointing at the local file, exactly as a hosted dataset has them.
 * One written as `image@https://…` (an image the importer could not download,
 * which `sanity dataset import` would fetch) becomes an asset document for
 * that address: pages load it from there, at a size nobody measured.
 */
export async function loadDatasetFile(file: string, options: { extractDir: string }): Promise<SanityDocument[]> {
  if (!existsSync(file)) throw new SanitySourceError(`Dataset file not found: ${file}`);
  const ndjsonPath = /\.(tar\.gz|tgz)$/.test(file) ? await extractExport(file, options.extractDir) : file;
  const documents = parseNdjson(await readFile(ndjsonPath, 'utf8'), ndjsonPath);
  return attachLocalAssets(documents, path.dirname(ndjsonPath), ndjsonPath);
}

async function extractExport(archive: string, extractDir: string): Promise<string> {
  await rm(extractDir, { recursive: true, force: true });
  await mkdir(extractDir, { recursive: true });
  try {
    await extract({ file: archive, cwd: extractDir, strict: true });
  } catch (error) {
    throw new SanitySourceError(`Could not unpack ${archive}: ${(error as Error).message}`, { cause: error });
  }
  const found = await findFile(extractDir, 'data.ndjson', 2);
  if (!found)
    throw new SanitySourceError(`${archive} has no data.ndjson; is it a file written by "sanity dataset export"?`);
  return found;
}

async function findFile(dir: string, name: string, depth: number): Promise<string | undefined> {
  const entries = await readdir(dir, { withFileTypes: true });
  const match = entries.find((entry) => entry.isFile() && entry.name === name);
  if (match) return path.join(dir, match.name);
  if (depth === 0) return undefined;
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const nested = await findFile(path.join(dir, entry.name), name, depth - 1);
    if (nested) return nested;
  }
  return undefined;
}

export function parseNdjson(text: string, file: string): SanityDocument[] {
  const documents: SanityDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new SanitySourceError(`${file}:${index + 1}: not valid JSON (${(error as Error).message})`);
    }
    const document = value as Partial<SanityDocument> | null;
    if (!document || typeof document._id !== 'string' || typeof document._type !== 'string') {
      throw new SanitySourceError(`${file}:${index + 1}: a document needs a string _id and _type`);
    }
    documents.push(document as SanityDocument);
  });
  if (documents.length === 0) throw new SanitySourceError(`${file} holds no documents`);
  return documents;
}

/** Each `_sanityAsset` reference in a value, with where the first use of it is (for messages). */
function collectAssetReferences(value: unknown, where: string, found: Map<string, string>): boolean {
  if (Array.isArray(value)) {
    let any = false;
    for (let index = 0; index < value.length; index++)
      if (collectAssetReferences(value[index], `${where}[${index}]`, found)) any = true;
    return any;
  }
  if (!value || typeof value !== 'object') return false;
  let any = false;
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (key === '_sanityAsset' && typeof child === 'string') {
      if (!found.has(child)) found.set(child, where);
      any = true;
    } else if (child && typeof child === 'object' && collectAssetReferences(child, `${where}.${key}`, found))
      any = true;
  }
  return any;
}

/** A copy of a value with each `_sanityAsset` reference replaced by a reference to its asset document. */
function replaceAssetReferences(value: unknown, assetIds: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceAssetReferences(item, assetIds));
  if (!value || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (key === '_sanityAsset' && typeof child === 'string')
      result.asset = { _type: 'reference', _ref: assetIds.get(child) };
    else result[key] = replaceAssetReferences(child, assetIds);
  }
  return result;
}

/**
 * Turns the export format's image references into asset documents. Each image
 * file is read once however many documents use it, and only the documents that
 * use one are copied: at 10,000 docs, reading the same files again for every
 * use took seconds.
 */
async function attachLocalAssets(
  documents: SanityDocument[],
  baseDir: string,
  file: string,
): Promise<SanityDocument[]> {
  const assets = new Map<string, SanityDocument>();
  for (const document of documents) {
    if (document._type === 'sanity.imageAsset') assets.set(document._id, document);
  }

  /** The asset id for a reference, or why it cannot be used. */
  async function resolveAsset(reference: string, where: string): Promise<string | { problem: string }> {
    const remote = /^image@([a-z][a-z\d+.-]*:\/\/.+)$/i.exec(reference)?.[1];
    if (remote && !/^file:/i.test(remote)) return remoteAsset(remote, where);
    const match = /^image@file:\/\/(.+)$/.exec(reference);
    if (!match?.[1]) {
      return {
        problem: `${where} refers to "${reference}"; a dataset file can only use images stored beside it (image@file://./images/…) or at an https:// address (image@https://…).`,
      };
    }
    const localPath = path.resolve(baseDir, decodeURIComponent(match[1]));
    if (!existsSync(localPath)) return { problem: `${where} uses ${localPath}, which does not exist` };
    const bytes = await readFile(localPath);
    const { width, height } = imageSize(bytes);
    const extension = path.extname(localPath).slice(1).toLowerCase();
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const _id = `image-${sha1}-${width}x${height}-${extension}`;
    assets.set(_id, {
      ...assets.get(_id),
      _id,
      _type: 'sanity.imageAsset',
      extension,
      mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
      sha1hash: sha1,
      metadata: { dimensions: { width, height, aspectRatio: width / height } },
      localPath,
    });
    return _id;
  }

  /**
   * An image kept at its address. Only https://: a page served over https
   * must not load one over plain http (browsers block or rewrite it).
   */
  function remoteAsset(address: string, where: string): string | { problem: string } {
    let url: URL | undefined;
    try {
      url = new URL(address);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== 'https:') {
      return {
        problem: `${where} uses the image ${address}, which is neither beside the dataset nor at an https:// address. Write its address with https:// if its server offers that, or save the file in images/ and refer to it as image@file://./images/<file>.`,
      };
    }
    if (url.username || url.password) {
      return {
        problem: `${where} uses an image at ${url.host} by an address with a user name or password, which every reader would be sent. Save the file in images/ and refer to it as image@file://./images/<file>.`,
      };
    }
    const _id = `image-${createHash('sha1').update(url.href).digest('hex')}-remote`;
    const extension = /\.([a-z\d]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
    assets.set(_id, {
      _id,
      _type: 'sanity.imageAsset',
      url: url.href,
      extension,
      mimeType: MIME_TYPES[extension] ?? '',
      remoteUrl: url.href,
    });
    return _id;
  }

  const references = new Map<string, string>();
  const usingAssets = new Set<SanityDocument>();
  for (const document of documents) {
    if (document._type !== 'sanity.imageAsset' && collectAssetReferences(document, document._id, references))
      usingAssets.add(document);
  }
  const assetIds = new Map<string, string>();
  const problems: string[] = [];
  // In order of first use, so each bad reference is reported where it first appears; all of them at once.
  for (const [reference, where] of references) {
    const resolved = await resolveAsset(reference, where);
    if (typeof resolved === 'string') assetIds.set(reference, resolved);
    else problems.push(resolved.problem);
  }
  if (problems.length === 1) throw new SanitySourceError(`${file}: ${problems[0]}`);
  if (problems.length > 1)
    throw new SanitySourceError(
      `${file}: ${problems.length} images cannot be used:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );

  const rewritten: SanityDocument[] = [];
  for (const document of documents) {
    if (document._type === 'sanity.imageAsset') continue;
    rewritten.push(
      usingAssets.has(document) ? (replaceAssetReferences(document, assetIds) as SanityDocument) : document,
    );
  }
  return [...rewritten, ...assets.values()];
}
