/**
 * Icons of the sidebar's item types in the Studio's lists, so a category reads as a folder and a link as a link
 * beside the docs. Drawn like @sanity/icons (25×25, currentColor), which the Studio package does not depend on.
 */
export function CategoryIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 25 25" fill="none" aria-hidden="true">
      <path d="M4.5 7.5V18.5H20.5V9.5H12.5L10.5 7.5Z" stroke="currentColor" strokeWidth={1.2} strokeLinejoin="round" />
    </svg>
  );
}

export function LinkIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 25 25" fill="none" aria-hidden="true">
      <path
        d="M11 8.5H7.5V17.5H16.5V14M13.5 6.5H18.5V11.5M18.5 6.5L11.5 13.5"
        stroke="currentColor"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
    </svg>
  );
}
