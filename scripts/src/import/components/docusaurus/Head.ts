/** `@docusaurus/Head`: nothing in the page's text. */
export default function Head(): null {
  return null;
}
