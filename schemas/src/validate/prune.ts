/**
 * Sanity's validateDocument costs about 50 µs for every value in a document,
 * rule or no rule: a page of 50 Portable Text blocks takes 50 ms, and a site
 * of 10,000 pages eight minutes. Most of those values (span text, block
 * styles, code) have no rule beyond "is a string", which structure.ts checks
 * in microseconds. This keeps, for Sanity's rules, only the parts of a
 * document where the schema declares more than that, so the verdicts are the
 * same (validateDocuments.test.ts compares both on broken documents).
 */
import { isRecord } from '../isRecord.ts';

/** The parts of a compiled Sanity schema type this module reads. */
export type RuleType = {
  name: string;
  jsonType: string;
  fields?: { name: string; type: RuleType }[];
  of?: RuleType[];
  validation?: unknown;
};

type RuleSpec = { flag: string; constraint?: unknown };
type CompiledRule = { _rules?: RuleSpec[]; _fieldRules?: unknown };

/** The type names Sanity's "type" rule uses for plain JSON values; anything else (Date) checks a format. */
const JSON_TYPE_NAMES = new Set(['String', 'Number', 'Boolean', 'Object', 'Array']);
/** Rules that read only an array's length, so any members of the right number give the same verdict. */
const LENGTH_FLAGS = new Set(['type', 'presence', 'min', 'max', 'length']);

const ruleSpecs = (type: RuleType): RuleSpec[] | undefined => {
  const rules = Array.isArray(type.validation) ? (type.validation as CompiledRule[]) : undefined;
  if (!rules || rules.some((rule) => rule._fieldRules)) return undefined;
  return rules.flatMap((rule) => rule._rules ?? []);
};

/** True when the type's rules check more than the value's JSON type. Unknown rule shapes count as rules. */
export function hasRules(type: RuleType): boolean {
  const specs = ruleSpecs(type);
  if (!specs) return true;
  return specs.some((spec) => spec.flag !== 'type' || !JSON_TYPE_NAMES.has(String(spec.constraint)));
}

/** How many members an array must keep for its rules to give the same verdict, when they read only its length. */
function membersNeeded(type: RuleType, length: number): number | undefined {
  const specs = ruleSpecs(type);
  if (!specs?.every((spec) => LENGTH_FLAGS.has(spec.flag))) return undefined;
  if (specs.some((spec) => spec.flag === 'max' || spec.flag === 'length')) return length;
  const minimum = Math.max(1, ...specs.filter((spec) => spec.flag === 'min').map((spec) => Number(spec.constraint)));
  return Math.min(length, minimum);
}

const DROPPED = Symbol('dropped');

function memberType(item: unknown, type: RuleType): RuleType | undefined {
  const members = type.of ?? [];
  if (!isRecord(item)) return members.find((member) => member.jsonType === typeof item);
  const objects = members.filter((member) => member.jsonType === 'object');
  if (typeof item._type === 'string') return objects.find((member) => member.name === item._type);
  return objects.length === 1 ? objects[0] : undefined;
}

function prune(value: unknown, type: RuleType | undefined): unknown {
  // A value of a type the schema does not know is left for Sanity (and structure.ts) to report.
  if (!type || value === undefined || value === null) return value;
  if (hasRules(type) && !(Array.isArray(value) && membersNeeded(type, value.length) !== undefined)) return value;
  if (Array.isArray(value)) return pruneArray(value, type);
  if (!isRecord(value) || !type.fields) return DROPPED;
  const kept: Record<string, unknown> = {};
  // A field left out is something rules may report on (a required field), so its object must stay.
  let keptField = type.fields.some((field) => value[field.name] === undefined && hasRules(field.type));
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('_')) {
      kept[key] = child;
      continue;
    }
    const field = type.fields.find((candidate) => candidate.name === key);
    const pruned = field ? prune(child, field.type) : child;
    if (pruned === DROPPED) continue;
    kept[key] = pruned;
    keptField = true;
  }
  return keptField ? kept : DROPPED;
}

function pruneArray(value: unknown[], type: RuleType): unknown {
  const pruned = value.map((item) => prune(item, memberType(item, type)));
  // Rules report array members by _key; members without one are reported by position, which must not move.
  const keyed = value.every((item) => isRecord(item) && typeof item._key === 'string');
  if (!keyed) return pruned.some((item) => item !== DROPPED) ? value : DROPPED;
  const needed = hasRules(type) ? membersNeeded(type, value.length) : undefined;
  const kept = pruned.filter((item) => item !== DROPPED);
  if (needed === undefined) return kept.length > 0 ? kept : DROPPED;
  // Stand-ins keep the count the length rules read; they carry only what identifies a member.
  const standIns = value
    .filter((_, index) => pruned[index] === DROPPED)
    .slice(0, Math.max(0, needed - kept.length))
    .map((item) => {
      const { _key, _type } = item as Record<string, unknown>;
      return { _key, _type };
    });
  return [...kept, ...standIns];
}

/** The document with only the values Sanity's rules need to give their verdicts. */
export function pruneForRules<T extends Record<string, unknown>>(document: T, type: RuleType): T {
  const pruned = prune(document, type);
  if (pruned === DROPPED) {
    const { _id, _type } = document;
    return { _id, _type } as unknown as T;
  }
  return pruned as T;
}
