/** A tree of indented lines: the sidebar. Drawn like @sanity/icons (25×25, currentColor). */
export function ArrangeIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 25 25" fill="none" aria-hidden="true">
      <path d="M5.5 6.5H19.5M9.5 10.5H19.5M9.5 14.5H19.5M5.5 18.5H19.5" stroke="currentColor" strokeWidth={1.2} />
    </svg>
  );
}
