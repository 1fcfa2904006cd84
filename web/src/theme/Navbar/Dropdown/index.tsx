import { type ReactNode, useId } from 'react';
import { SmartLink } from '../../SmartLink.tsx';
import * as styles from './styles.module.css';
import { useDropdown } from './useDropdown.ts';

export type DropdownLink = { key: string; label: string; href: string; isActive?: boolean; onSelect?: () => void };

type Props = { label: ReactNode; ariaLabel?: string; links: DropdownLink[]; align?: 'left' | 'right' };

export function Dropdown({ label, ariaLabel, links, align = 'left' }: Props) {
  const { open, setOpen, rootRef, buttonRef } = useDropdown();
  const menuId = useId();
  const hoverable = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors what the button does
    <div
      ref={rootRef}
      className={styles.dropdown}
      onMouseEnter={() => hoverable() && setOpen(true)}
      onMouseLeave={() => hoverable() && setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={(event) => {
          // With a mouse the menu already opened on hover, so a click must not close it again;
          // keyboard and touch "clicks" toggle.
          const mouseOnHoverDevice = event.detail > 0 && hoverable();
          setOpen(mouseOnHoverDevice ? true : !open);
        }}
      >
        {label}
      </button>
      <ul id={menuId} className={`${styles.menu} ${align === 'right' ? styles.right : ''}`} hidden={!open}>
        {links.map((link) => (
          <li key={link.key}>
            <SmartLink
              href={link.href}
              className={link.isActive ? `${styles.link} ${styles.active}` : styles.link}
              aria-current={link.isActive ? 'page' : undefined}
              onClick={() => {
                link.onSelect?.();
                setOpen(false);
              }}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
