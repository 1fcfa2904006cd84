import type { TypeDefinition } from './typeDefinitions.ts';

type Level = 'error' | 'warning' | 'info';
type RecordedRule = { required: boolean; level: Level };

const RECORDED = Symbol('recorded rule');

/**
 * A stand-in for Sanity's rule builder that only remembers what decides
 * whether a value must be present: `required()`/`optional()` and the level.
 * Every other method (`min`, `custom`, `uri`…) keeps the state, as chaining
 * does on the real builder. A test checks it against Sanity's compiled rules.
 */
function recorder(state: RecordedRule): unknown {
  return new Proxy(
    {},
    {
      get(_target, property) {
        if (property === RECORDED) return state;
        return () => {
          switch (property) {
            case 'required':
              return recorder({ ...state, required: true });
            case 'optional':
              return recorder({ ...state, required: false });
            case 'error':
            case 'warning':
            case 'info':
              return recorder({ ...state, level: property });
            default:
              return recorder(state);
          }
        };
      },
    },
  );
}

/**
 * Whether the field's own `validation` (or, without one, its named type's)
 * makes an empty value an error that stops publishing in the Studio. Read
 * without compiling the schema with Sanity, which would load all of the Studio.
 */
export function declaresRequired(validation: unknown): boolean {
  const results = (Array.isArray(validation) ? validation : [validation]).flatMap((entry) =>
    typeof entry === 'function' ? [entry(recorder({ required: false, level: 'error' }))] : [],
  );
  return results.flat().some((result) => {
    const recorded = (result as { [RECORDED]?: RecordedRule } | null)?.[RECORDED];
    return recorded?.required === true && recorded.level === 'error';
  });
}

/** The validation that applies to a field: its own, or that of the named type it uses. */
export function validationOf(field: TypeDefinition, named: ReadonlyMap<string, TypeDefinition>): unknown {
  if (field.validation !== undefined) return field.validation;
  const base = named.get(field.type);
  return base && base !== field ? validationOf(base, named) : undefined;
}
