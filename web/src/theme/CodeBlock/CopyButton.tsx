import { useEffect, useState } from 'react';
import * as styles from './styles.module.css';

const COPIED_FOR_MS = 2000;

/** Copies with the Clipboard API; the label says "Copied" for a moment so the reader knows it worked. */
export function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch (error) {
      console.warn('Could not copy the code to the clipboard.', error);
    }
  };
  return (
    <button
      type="button"
      className={copied ? `${styles.copyButton} ${styles.copied}` : styles.copyButton}
      onClick={copy}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
