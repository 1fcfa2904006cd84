/**
 * Reads a request's body as text, up to a size, without ever holding more than
 * that in memory: a declared Content-Length over the limit is refused before
 * reading, and a body sent without one is cut off as soon as it passes it.
 */

export type BodyResult = { ok: true; text: string } | { ok: false; tooLarge: true };

export async function readBodyUpTo(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, tooLarge: true };
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // Sanity signs the body exactly as sent; UTF-8 decoding gives that string back.
  return { ok: true, text: new TextDecoder().decode(bytes) };
}
