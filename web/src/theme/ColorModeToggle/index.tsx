import * as styles from './styles.module.css';
import { useColorMode } from './useColorMode.ts';

export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  const label = mode
    ? `Switch between dark and light mode (currently ${mode} mode)`
    : 'Switch between dark and light mode';
  return (
    <button type="button" className={styles.toggle} onClick={toggle} aria-label={label} title={label}>
      {/* Both icons are in the HTML; CSS shows the one for the mode set before paint, so nothing flips on hydration. */}
      <svg className={styles.sun} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        />
      </svg>
      <svg className={styles.moon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
      </svg>
    </button>
  );
}
