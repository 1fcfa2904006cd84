import { type ReactNode, type RefObject, useState } from 'react';
import * as styles from './styles.module.css';

type Props = {
  panelRef: RefObject<HTMLDivElement | null>;
  brand: ReactNode;
  onClose: () => void;
  /** The navbar items. */
  primary: ReactNode;
  /** The docs sidebar, on doc pages. */
  secondary?: ReactNode;
};

/**
 * The hamburger menu. On a doc page it opens on the docs sidebar, with a way
 * back to the main menu (the navbar items); elsewhere it shows the main menu.
 */
export function MobileSidebar({ panelRef, brand, onClose, primary, secondary }: Props) {
  const [showPrimary, setShowPrimary] = useState(!secondary);
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a mouse convenience; Escape and the close button do the same */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className={styles.backdrop} onClick={onClose} />
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className={styles.header}>
          {brand}
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close navigation bar">
            <svg viewBox="0 0 14 14" width="16" height="16" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" d="M1 1l12 12M13 1L1 13" />
            </svg>
          </button>
        </div>
        <div className={styles.content}>
          {showPrimary || !secondary ? (
            <div className={styles.primary}>{primary}</div>
          ) : (
            <>
              <button type="button" className={styles.back} onClick={() => setShowPrimary(true)}>
                ← Back to main menu
              </button>
              {secondary}
            </>
          )}
        </div>
      </div>
    </>
  );
}
