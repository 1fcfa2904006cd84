/** Stacked sheets: released copies of the docs. Drawn like @sanity/icons (25×25, currentColor). */
export function VersionsIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 25 25" fill="none" aria-hidden="true">
      <path
        d="M8.5 8.5H17.5V19.5H8.5Z M10.5 6.5H19.5V17.5 M12.5 4.5H21.5V15.5"
        stroke="currentColor"
        strokeWidth={1.2}
      />
    </svg>
  );
}
