import type { BlockStyle, BodyBlock } from '../../types.ts';
import type { Positioned } from '../types.ts';
import { CONTAINER_NAMES, describeBlock } from './scope.ts';
import type { BlockPlacement, ConvertDiagnostics, ConvertOptions, Scope } from './types.ts';

/** Places blocks by the conversion's mode (a doc body holds every kind; other text paragraphs only) and container. */
export class Placement implements BlockPlacement {
  readonly body: boolean;
  readonly #diagnostics: ConvertDiagnostics;

  constructor(mode: ConvertOptions['mode'], diagnostics: ConvertDiagnostics) {
    this.body = mode === 'body';
    this.#diagnostics = diagnostics;
  }

  emit(block: BodyBlock, scope: Scope, at: Positioned): void {
    if (!this.body && block._type !== 'block') {
      this.#diagnostics.warn(at, `${describeBlock(block)} is not allowed here (only text, links and lists); skipped`);
      return;
    }
    if (scope.overflow && !['block', 'code', 'math'].includes(block._type)) {
      const after = scope.container === 'tab' ? 'the tabs' : 'it';
      this.#diagnostics.warn(
        at,
        `${describeBlock(block)} cannot be inside ${CONTAINER_NAMES[scope.container]}; placed after ${after}`,
      );
      scope.overflow.push(block);
      return;
    }
    scope.sink.push(block);
  }

  textStyle(scope: Scope): BlockStyle {
    return scope.quote && this.canQuote(scope) ? 'blockquote' : 'normal';
  }

  canQuote(scope: Scope): boolean {
    return this.body && !scope.overflow;
  }
}
