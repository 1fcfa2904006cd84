/**
 * What guide snippets build from their subject: which of its functions to
 * call, the fields of its state and example values for them, where its files
 * live.
 */
import type { Random } from '../random.ts';
import type { ApiKind, ApiName, Entity } from '../types.ts';
import { FIELD_NAMES, FIELD_TYPES, slugify } from '../words/index.ts';
import type { CodeSubject } from './types.ts';

export const HOOK_KINDS: readonly ApiKind[] = ['selectorHook', 'stateHook', 'queryHook'];

export function nameOf(subject: CodeSubject, kinds: readonly ApiKind[], random: Random): ApiName | undefined {
  const matching = subject.names.filter((api) => kinds.includes(api.kind));
  return matching.length > 0 ? random.pick(matching) : undefined;
}

export function fields(random: Random, count: number): string[] {
  return ['id', ...random.sample(FIELD_NAMES.slice(1), count - 1)];
}

export function featureDir(entity: Entity): string {
  return `src/features/${slugify(entity.camel)}`;
}

export function exampleValue(field: string, entity: Entity, n: number): string {
  const type = FIELD_TYPES[field] ?? 'string';
  if (field === 'id') return `'${slugify(entity.camel)}-${n}'`;
  if (type.startsWith("'")) return type.split(' | ')[0] as string;
  if (type.endsWith('[]')) return '[]';
  if (type.startsWith('number')) return String(n * 10);
  if (type === 'boolean') return n % 2 === 0 ? 'true' : 'false';
  if (type.includes('null')) return 'null';
  return `'${entity.words} ${n}'`;
}

export function stateInterface(entity: Entity, names: readonly string[]): string[] {
  return [
    `export interface ${entity.pascal} {`,
    ...names.map((field) => `  ${field}: ${FIELD_TYPES[field] ?? 'string'}`),
    '}',
    '',
    `export interface ${entity.pascal}State {`,
    `  entities: Record<string, ${entity.pascal}>`,
    '  ids: string[]',
    "  status: 'idle' | 'loading' | 'failed'",
    '}',
  ];
}
