import type { SiteJsonContext } from './types.ts';

/**
 * Reads one JSON object, reporting what the importer itself must understand
 * (objects, arrays, link routes) and unknown keys at their JSON path, e.g.
 * `navbar.items[5].to`. Values pass through as written: the schema's rules judge them.
 */
export class Fields {
  readonly #object: Record<string, unknown>;
  readonly #path: string;
  readonly #context: SiteJsonContext;
  readonly #used = new Set<string>();

  constructor(value: unknown, at: string, context: SiteJsonContext) {
    this.#path = at;
    this.#context = context;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      this.#object = value as Record<string, unknown>;
    } else {
      this.#object = {};
      context.diagnostics.error(context.file, 'must be an object', at === '' ? {} : { path: at });
    }
  }

  path(key: string | undefined): string {
    if (key === undefined) return this.#path;
    return this.#path === '' ? key : `${this.#path}.${key}`;
  }

  error(key: string | undefined, message: string): void {
    const at = this.path(key);
    this.#context.diagnostics.error(this.#context.file, message, at === '' ? {} : { path: at });
  }

  has(key: string): boolean {
    return this.#object[key] !== undefined && this.#object[key] !== null;
  }

  raw(key: string): unknown {
    this.#used.add(key);
    return this.#object[key];
  }

  /** A string the importer needs to read itself (a route, a file path). */
  string(key: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.raw(key);
    if (value === undefined || value === null) {
      if (options.required) this.error(key, 'is required');
      return undefined;
    }
    if (typeof value !== 'string') {
      this.error(key, 'must be a string');
      return undefined;
    }
    return value.trim() === '' ? undefined : value.trim();
  }

  object(key: string): Fields | undefined {
    const value = this.raw(key);
    return value === undefined || value === null ? undefined : new Fields(value, this.path(key), this.#context);
  }

  array(key: string): Fields[] | undefined {
    const value = this.raw(key);
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) {
      this.error(key, 'must be an array');
      return undefined;
    }
    return value.map((item: unknown, index) => new Fields(item, `${this.path(key)}[${index}]`, this.#context));
  }

  /** Warns about keys no reader asked for. */
  done(): void {
    for (const key of Object.keys(this.#object)) {
      if (!this.#used.has(key)) {
        this.#context.diagnostics.warn(this.#context.file, 'unknown field ignored', { path: this.path(key) });
      }
    }
  }
}
