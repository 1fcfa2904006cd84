import type {
  FragmentDefinitionNode,
  ObjectFieldNode,
  ObjectValueNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import { parse } from 'graphql';

/** A node as the source plugin makes it: its id, its GraphQL type's name, its fields (references are node ids). */
export type QueryNode = { id: string; typeName: string; data: Record<string, unknown> };

type Value = unknown;
type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ order: ASC }` or `{ section: { name: DESC } }` as a field path and a direction. */
function sortOrder(value: ValueNode | undefined): { path: string[]; descending: boolean } | null {
  if (value?.kind !== 'ObjectValue') return null;
  const path: string[] = [];
  let current: ObjectValueNode | null = value;
  while (current) {
    const field: ObjectFieldNode | undefined = current.fields[0];
    if (!field) return null;
    path.push(field.name.value);
    if (field.value.kind === 'ObjectValue') current = field.value;
    else return { path, descending: field.value.kind === 'EnumValue' && field.value.value === 'DESC' };
  }
  return null;
}

const compare = (a: unknown, b: unknown) =>
  a === b ? 0 : a === null || a === undefined ? 1 : b === null || b === undefined ? -1 : String(a) < String(b) ? -1 : 1;

/**
 * The answers to the site's static queries (`useStaticQuery`) from the nodes content resolution made, for the
 * Studio's Preview, which has no Gatsby: the same queries the theme components ask the build, read over the same
 * nodes. It knows what those queries use of Gatsby's schema: `sanityX` is the one node of type SanityX,
 * `allSanityX(sort: …) { nodes }` all of them, a field that holds a node id and asks for fields is a reference,
 * fragments are spread. `roots` answers root fields that other plugins add (the search settings).
 */
export function staticQueryAnswers(nodes: readonly QueryNode[], roots: Record<string, Value> = {}) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const nodeSet = new Set<unknown>(nodes);
  const isNode = (value: unknown): value is QueryNode => nodeSet.has(value);
  const byType = new Map<string, QueryNode[]>();
  for (const node of nodes) byType.set(node.typeName, [...(byType.get(node.typeName) ?? []), node]);

  const fieldOf = (source: Value, name: string): Value => {
    if (isNode(source)) {
      const node = source;
      return name === 'id' ? node.id : node.data[name];
    }
    return isRecord(source) ? source[name] : undefined;
  };

  function select(value: Value, selections: SelectionSetNode, fragments: Fragments): Value {
    if (value === null || value === undefined) return null;
    if (Array.isArray(value)) return value.map((item) => select(item, selections, fragments));
    // A node id where fields are asked for is a reference (Gatsby's @link).
    const source = typeof value === 'string' ? byId.get(value) : value;
    if (source === undefined) return null;
    const result: Record<string, Value> = {};
    for (const selection of selections.selections) {
      if (selection.kind === 'Field') {
        const raw = fieldOf(source, selection.name.value);
        result[selection.alias?.value ?? selection.name.value] = selection.selectionSet
          ? select(raw, selection.selectionSet, fragments)
          : (raw ?? null);
      } else {
        const spread =
          selection.kind === 'FragmentSpread'
            ? fragments.get(selection.name.value)?.selectionSet
            : selection.selectionSet;
        if (!spread) throw new Error(`The static query spreads an unknown fragment`);
        Object.assign(result, select(source, spread, fragments));
      }
    }
    return result;
  }

  function root(name: string, sort: ValueNode | undefined): Value {
    if (name in roots) return roots[name];
    if (name.startsWith('allSanity')) {
      const list = [...(byType.get(name.slice(3)) ?? [])];
      const order = sortOrder(sort);
      if (order) {
        const key = (node: QueryNode) =>
          order.path.reduce<Value>((at, field) => fieldOf(typeof at === 'string' ? byId.get(at) : at, field), node);
        list.sort((a, b) => compare(key(a), key(b)) * (order.descending ? -1 : 1));
      }
      return { nodes: list };
    }
    if (name.startsWith('sanity')) return byType.get(`S${name.slice(1)}`)?.[0] ?? null;
    throw new Error(`The Preview cannot answer the static query field "${name}"`);
  }

  const answered = new Map<string, Value>();
  return function answer(query: string): Value {
    const known = answered.get(query);
    if (known !== undefined) return known;
    const document = parse(query);
    const fragments = new Map(
      document.definitions.flatMap((definition) =>
        definition.kind === 'FragmentDefinition' ? [[definition.name.value, definition] as const] : [],
      ),
    );
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    );
    if (!operation) throw new Error('The static query has no query in it');
    const result: Record<string, Value> = {};
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== 'Field') throw new Error('The Preview answers static queries of plain fields only');
      const sort = selection.arguments?.find((argument) => argument.name.value === 'sort')?.value;
      const value = root(selection.name.value, sort);
      result[selection.alias?.value ?? selection.name.value] = selection.selectionSet
        ? select(value, selection.selectionSet, fragments)
        : value;
    }
    answered.set(query, result);
    return result;
  };
}
