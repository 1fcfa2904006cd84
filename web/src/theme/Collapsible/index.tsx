import { type ReactNode, useEffect, useRef } from 'react';
import { autoHeightDuration, REDUCED_MOTION_DURATION_MS } from './autoHeightDuration.ts';

type Props = {
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  /** Render the children only once it has been open. */
  lazy?: boolean;
};

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Animates its height between 0 and its content's height. The duration follows
 * the content height; hidden when collapsed, so closed links leave the tab order.
 */
export function Collapsible({ collapsed, children, className, lazy = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // Whether it has ever been open; noted while rendering, so the children are in place before the effect measures them.
  const opened = useRef(!collapsed);
  if (!collapsed) opened.current = true;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (first.current) {
      first.current = false;
      return;
    }
    element.hidden = false;
    const height = element.scrollHeight;
    const duration = prefersReducedMotion() ? REDUCED_MOTION_DURATION_MS : autoHeightDuration(height);
    element.style.overflow = 'hidden';
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.dataset.duration = String(duration);
    element.style.height = collapsed ? `${height}px` : '0px';
    // Next frame: move to the target height, so the browser animates from the start height.
    const frame = requestAnimationFrame(() => {
      element.style.height = collapsed ? '0px' : `${height}px`;
    });
    const done = () => {
      element.style.transition = '';
      element.style.overflow = '';
      element.style.height = '';
      element.hidden = collapsed;
    };
    const timer = window.setTimeout(done, duration + 50);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [collapsed]);

  return (
    <div ref={ref} className={className} hidden={collapsed}>
      {lazy && !opened.current ? null : children}
    </div>
  );
}
