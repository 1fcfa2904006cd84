/**
 * A nested object's dialog (a tab inside tabs, a code block inside a
 * collapsible) closes one level at a time. Sanity means its close button to
 * go back to the parent, and Escape does; but the button hands its click
 * event to Sanity's close handler, which reads any argument as "close all"
 * (sanity 5.27, EnhancedObjectDialog). So a click on the close button of a
 * nested dialog is turned into the Escape Sanity handles, for the top dialog
 * only; the outermost dialog's button still closes it.
 */

const DIALOG = '[data-testid="nested-object-dialog"]';
const CLOSE_BUTTON = 'button[aria-label="Close dialog"]';

/** For a click listener in the capture phase on the document. */
export function closeOneLevelAtATime(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest(CLOSE_BUTTON);
  const dialog = button?.closest(DIALOG);
  if (!button || !dialog) return;
  // One dialog open: its button closes it, as it should.
  if (dialog.ownerDocument.querySelectorAll(DIALOG).length < 2) return;
  event.preventDefault();
  event.stopPropagation();
  button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
}
