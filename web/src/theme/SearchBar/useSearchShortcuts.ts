import { type RefObject, useEffect } from 'react';

/** Is the reader typing somewhere, so that "/" is a character and not a shortcut? */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The keyboard around the search button: Ctrl/Cmd+K toggles search, "/" opens
 * it unless the reader is typing in a field, Escape closes it, and a letter or
 * digit typed while the button has focus opens search with that character.
 * Lives in the first-load bundle, so it is this small hook rather than
 * DocSearch's own, which would bring the whole modal with it.
 */
export function useSearchShortcuts(options: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (character: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}): void {
  const { isOpen, onOpen, onClose, onInput, buttonRef } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const close = isOpen && event.key === 'Escape';
      const slash = !isOpen && event.key === '/' && !isTypingIn(event.target);
      if (toggle || close || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another search dialog (DocSearch's own class on <body>) is already open.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      const plain = !event.metaKey && !event.ctrlKey && !event.altKey;
      if (!isOpen && plain && buttonRef.current === document.activeElement && /^[a-z0-9]$/i.test(event.key)) {
        event.preventDefault();
        onInput(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
