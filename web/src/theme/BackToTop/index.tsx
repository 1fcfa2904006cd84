import { useEffect, useState } from 'react';
import { MAIN_CONTENT_ID } from '../Layout/index.tsx';
import * as styles from './styles.module.css';

/** How far down (px) a reader must be before the button is offered: near the top, scrolling there is no effort. */
const THRESHOLD = 300;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Docusaurus's back-to-top button: it appears while the reader scrolls back up a long page (past the first
 * screenful, not at the very bottom) and hides as soon as they scroll down again or follow an anchor. It returns
 * the page to the top, smoothly unless the reader asks for reduced motion, and moves keyboard focus to the start of
 * the main content so the next Tab goes on from there. Hidden, it is out of the tab order and the accessibility
 * tree (visibility: hidden).
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const top = window.scrollY;
      if (top >= last || top < THRESHOLD) setShown(false);
      else if (top + window.innerHeight < document.documentElement.scrollHeight) setShown(true);
      last = top;
    };
    // A jump to an anchor is not the reader scrolling up. If the jump's scroll event came first, this hides the
    // button again; if it comes next, taking the new position as the last one makes it count as no movement.
    const onHashChange = () => {
      last = window.scrollY;
      setShown(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);
  const backToTop = () => {
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setShown(false);
  };
  return (
    <button
      type="button"
      aria-label="Scroll back to top"
      className={shown ? `${styles.button} ${styles.shown}` : styles.button}
      onClick={backToTop}
    >
      <svg viewBox="0 0 16 16" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3.5 10.5 8 6l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </button>
  );
}
