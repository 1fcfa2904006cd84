import { useEffect, useState } from 'react';

/** With hiding on, the navbar slides away while the reader scrolls down and returns as soon as they scroll up. */
export function useHideableNavbar(enabled: boolean, navbarHeight = 60): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < navbarHeight) setHidden(false);
      else if (y > last + 2) setHidden(true);
      else if (y < last - 2) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbarHeight]);
  return hidden;
}
