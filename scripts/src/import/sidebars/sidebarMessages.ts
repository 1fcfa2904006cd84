import type { SidebarContext } from './types.ts';

/** A doc id or sidebar name as Docusaurus 3 writes it: `version-1.x/intro` → `intro`. */
export function withoutVersionPrefix(id: string, context: SidebarContext): string {
  const prefix = context.versionPrefix;
  return prefix !== undefined && id.startsWith(prefix) ? id.slice(prefix.length) : id;
}

/** A warning about the sidebars file, at the item's line, or naming the item's path where no line is found. */
export function warn(context: SidebarContext, message: string, itemPath?: string, text?: string): void {
  const at = lineFor(context, text);
  context.diagnostics.warn(context.file, itemPath && at.line === undefined ? `${message} (${itemPath})` : message, at);
}

/** Best-effort line of a sidebar item: the first line where `text` appears quoted, or as an object key. */
export function lineFor(context: SidebarContext, text: string | undefined): { line?: number } {
  if (text === undefined) return {};
  const quoted = [`'${text}'`, `"${text}"`, `\`${text}\``];
  const key = new RegExp(`(?:^|[\\s{,])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
  const lines = context.source.split('\n');
  let index = lines.findIndex((line) => quoted.some((q) => line.includes(q)));
  if (index < 0) index = lines.findIndex((line) => key.test(line));
  return index >= 0 ? { line: index + 1 } : {};
}
