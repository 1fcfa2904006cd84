/** `@docusaurus/useIsBrowser`: false, as during Docusaurus's server rendering. */
export default function useIsBrowser(): boolean {
  return false;
}
