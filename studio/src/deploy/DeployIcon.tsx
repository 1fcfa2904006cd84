/** An arrow rising from a line: publishing. Drawn like @sanity/icons (25×25, currentColor), which the Studio package does not depend on. */
export function DeployIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 25 25" fill="none" aria-hidden="true">
      <path d="M12.5 17.5V6.5M7.5 11.5L12.5 6.5L17.5 11.5M6.5 19.5H18.5" stroke="currentColor" strokeWidth={1.2} />
    </svg>
  );
}
