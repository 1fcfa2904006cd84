/** Whether a parsed JSON (or YAML) value is an object with fields, not null or an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
