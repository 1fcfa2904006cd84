import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Desktop layout starts at 997 px; below it the navbar items move into the hamburger menu. */
export const DESKTOP_QUERY = '(min-width: 997px)';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * The hamburger menu's state. While open: focus stays inside it, Escape closes
 * it, and so do the browser's back button and widening the window to desktop.
 */
export function useMobileSidebar(): {
  open: boolean;
  show: () => void;
  hide: () => void;
  panelRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
} {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hide = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const toggle = toggleRef.current;
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWiden = () => desktop.matches && setOpen(false);
    const onBack = () => setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWiden);
    window.addEventListener('popstate', onBack);
    return () => {
      document.body.style.overflow = '';
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWiden);
      window.removeEventListener('popstate', onBack);
      toggle?.focus();
    };
  }, [open]);

  return { open, show, hide, panelRef, toggleRef };
}
