import { readFileSync } from 'node:fs';
import type { Diagnostics } from '../diagnostics.ts';

/** Our site.json, parsed; undefined (reported) when it is missing or not JSON. */
export function readSiteJson(file: string, diagnostics: Diagnostics): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    diagnostics.error(file, 'site JSON file not found');
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const line = position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
    diagnostics.error(file, `invalid JSON: ${message}`, line === undefined ? {} : { line });
    return undefined;
  }
}
