/** What the code-block writers take, and what a guide snippet is before it becomes a block. */
import type { CodeLanguage } from '@react-redux-docs/schemas';
import type { ApiName, Entity } from '../types.ts';

export interface CodeSubject {
  entity: Entity;
  /** Functions the code may call: the doc's own and those it mentions. */
  names: readonly ApiName[];
}

/** A snippet's language and text, before toCodeBlock decides whether it shows its filename and highlights lines. */
export type Snippet = { language: CodeLanguage; code: string; filename?: string };
