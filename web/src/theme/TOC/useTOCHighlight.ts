import { useEffect, useState } from 'react';

/**
 * The id of the heading being read: the last one scrolled past the bottom of
 * the fixed navbar, or the first one while the reader is above them all.
 */
export function useTOCHighlight(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().bottom ?? 0;
      let current = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= navbar + 16) current = id;
      }
      // At the very bottom the last headings can never reach the top; the last one is being read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids.at(-1);
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}
