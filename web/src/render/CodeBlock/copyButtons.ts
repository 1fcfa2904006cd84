import { closestToTarget } from '../eventTarget.ts';

export const COPY_BUTTON_ATTRIBUTE = 'data-copy-code';
export const COPY_LABEL = 'Copy code to clipboard';
const COPIED_LABEL = 'Copied';
const COPIED_CLASS = 'copy-button--copied';
const COPIED_FOR_MS = 2000;

const resetTimers = new WeakMap<Element, number>();

function showCopied(button: Element) {
  const label = button.querySelector('[aria-live]');
  button.setAttribute('aria-label', COPIED_LABEL);
  button.classList.add(COPIED_CLASS);
  if (label) label.textContent = COPIED_LABEL;
  window.clearTimeout(resetTimers.get(button));
  resetTimers.set(
    button,
    window.setTimeout(() => {
      button.setAttribute('aria-label', COPY_LABEL);
      button.classList.remove(COPIED_CLASS);
      if (label) label.textContent = 'Copy';
    }, COPIED_FOR_MS),
  );
}

/**
 * One click listener for every copy button of the document, present and future:
 * code blocks are HTML made at build time, so no component owns their buttons.
 * Copies with the Clipboard API; the label says "Copied" for a moment.
 */
export function listenForCopyClicks(root: Document) {
  root.addEventListener('click', async (event) => {
    const button = closestToTarget(event, `button[${COPY_BUTTON_ATTRIBUTE}]`);
    const code = button?.closest('.code-block')?.querySelector('pre code');
    if (!button || !code) return;
    try {
      await navigator.clipboard.writeText(code.textContent ?? '');
      showCopied(button);
    } catch (error) {
      console.warn('Could not copy the code to the clipboard.', error);
    }
  });
}
