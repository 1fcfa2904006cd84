import type { ContentModel, FieldShape } from '../contentModel.ts';
import type { ContentNode } from '../types.ts';

/**
 * Replaces each summarized reference (a target's node id, as shaped) by the
 * target's node id and the summarized fields of its node, as shaped there (so
 * with initial values, and with its problems reported once, on the target).
 */
export function summarizeReferences(
  nodes: ContentNode[],
  model: ContentModel,
  nodeIdFor: (sanityId: string) => string,
) {
  const byNodeId = new Map(nodes.map((node) => [nodeIdFor(node.sanityId), node.data]));
  const summarize = (value: unknown, shape: FieldShape): unknown => {
    if (value === null || value === undefined) return value;
    switch (shape.kind) {
      case 'list':
        return (value as unknown[]).map((item) => summarize(item, shape.of));
      case 'object': {
        const object = { ...(value as Record<string, unknown>) };
        for (const field of shape.fields) object[field.name] = summarize(object[field.name], field.shape);
        return object;
      }
      case 'reference': {
        if (!shape.summary) return value;
        const target = byNodeId.get(value as string);
        return Object.fromEntries([
          ['id', value],
          ...(shape.summary ?? []).map((name) => [name, target?.[name] ?? null]),
        ]);
      }
      default:
        return value;
    }
  };
  // Object types can hold themselves (a menu of menus): each is looked into once.
  const holds = new Map<FieldShape, boolean>();
  const holdsSummary = (shape: FieldShape): boolean => {
    const known = holds.get(shape);
    if (known !== undefined) return known;
    holds.set(shape, false);
    const result =
      (shape.kind === 'reference' && Boolean(shape.summary)) ||
      (shape.kind === 'list' && holdsSummary(shape.of)) ||
      (shape.kind === 'object' && shape.fields.some((field) => holdsSummary(field.shape)));
    holds.set(shape, result);
    return result;
  };
  const modelByType = new Map(model.documents.map((document) => [document.typeName, document]));
  for (const node of nodes) {
    for (const field of modelByType.get(node.typeName)?.fields ?? [])
      if (holdsSummary(field.shape)) node.data[field.name] = summarize(node.data[field.name], field.shape);
  }
}
