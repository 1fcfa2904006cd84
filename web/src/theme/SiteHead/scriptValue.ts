/**
 * A value written into an inline <script> as a JavaScript literal. JSON alone
 * is not enough: content such as `</script><script>…` would end the script
 * element and start another, so the characters HTML reacts to are escaped
 * (and the two line separators older engines refused in strings).
 */
export function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
