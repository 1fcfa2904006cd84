import { useEffect, useRef, useState } from 'react';
import { copyFromUrl } from './copyFromUrl.ts';
import * as styles from './styles.module.css';

type Outcome = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; message: string };

/** How long "Copied" shows before the button reads "Copy page" again. */
const COPIED_MS = 2000;

/**
 * "Copy page": puts the page's Markdown twin on the clipboard, for pasting into a chat with a coding assistant.
 * The Markdown is fetched on the click, never with the page. The result is announced; a failure says why and
 * links the Markdown, so the reader can still copy it by hand.
 */
export function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    const result = await copyFromUrl(markdownUrl);
    if (result.ok) {
      setOutcome({ kind: 'copied' });
      timer.current = window.setTimeout(() => setOutcome({ kind: 'idle' }), COPIED_MS);
    } else {
      setOutcome({ kind: 'failed', message: result.message });
    }
  };

  return (
    <div className={styles.copyPage}>
      <button type="button" className={styles.button} onClick={copy} aria-describedby="copy-page-status">
        {outcome.kind === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <p id="copy-page-status" role="status" className={outcome.kind === 'failed' ? styles.failure : styles.hidden}>
        {outcome.kind === 'failed' && (
          <>
            {outcome.message} <a href={markdownUrl}>Open the page as Markdown</a>
          </>
        )}
        {outcome.kind === 'copied' && 'Copied the page as Markdown'}
      </p>
    </div>
  );
}
