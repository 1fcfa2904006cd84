export type CopyResult = { ok: true } | { ok: false; message: string };

/**
 * Copies the text at `url`. The text is handed to the clipboard as a promise, inside the click: Safari refuses a
 * write that starts after an awaited fetch, as the click no longer counts as the reader's. Browsers without
 * ClipboardItem get the text once it has arrived.
 */
export async function copyFromUrl(url: string): Promise<CopyResult> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new FetchFailed();
    return response.text();
  });
  try {
    if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    return { ok: true };
  } catch (error) {
    const failedFetch =
      error instanceof FetchFailed ||
      (await text.then(
        () => false,
        () => true,
      ));
    return {
      ok: false,
      message: failedFetch
        ? 'Could not load the Markdown of this page. Check your connection and try again.'
        : 'Your browser did not allow copying to the clipboard.',
    };
  }
}

class FetchFailed extends Error {}
