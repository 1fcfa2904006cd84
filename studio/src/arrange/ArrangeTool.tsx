/**
 * The Sidebar tool: one docs version's sidebar as a tree, arranged by dragging. Dropping an item on another puts it
 * just before that one, at that one's level; dropping it on a category's end line puts it last inside that category.
 * The move is published at once, for every item whose place changes, so the site's next build has it. Categories
 * fold; a large sidebar opens folded, and a folded category opens while an item is held over it.
 */
import { Box, Button, Card, Container, Flex, Heading, Select, Stack, Text } from '@sanity/ui';
import { type DragEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'sanity';
import { IntentLink } from 'sanity/router';
import { ARRANGE_API_VERSION, type ArrangeClient, loadItems, moveItem, SIDEBAR_CHOICES_QUERY } from './arrangeData.ts';
import { type ArrangeNode, arrangeTree, type DropTarget } from './arrangeTree.ts';

/** The item being dragged. */
type Dragged = { id: string; label: string };

type Status = { tone: 'positive' | 'critical'; text: string } | undefined;

const TYPE_WORD = { doc: 'Doc', sidebarCategory: 'Category', sidebarLink: 'Link' } as const;

/** A sidebar of more items than this opens with its categories folded, so its top level fits on a screen or two. */
const FOLDED_ABOVE = 150;
/** How long an item is held over a folded category before it opens, as file managers open a folder. */
const OPEN_WHILE_DRAGGING_MS = 700;

const countItems = (nodes: readonly ArrangeNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + (node.type === 'sidebarCategory' ? countItems(node.children) : 0), 0);
const categoryIds = (nodes: readonly ArrangeNode[]): string[] =>
  nodes.flatMap((node) => (node.type === 'sidebarCategory' ? [node.id, ...categoryIds(node.children)] : []));

/** Which categories are folded, and how to fold or open one. */
type Folding = { folded: ReadonlySet<string>; setFolded: (id: string, folded: boolean) => void };

export function ArrangeTool() {
  const client = useClient({ apiVersion: ARRANGE_API_VERSION }) as unknown as ArrangeClient;
  const [sidebars, setSidebars] = useState<{ value: string; label: string }[]>([]);
  const [version, setVersion] = useState<string | null>(null);
  const [tree, setTree] = useState<ArrangeNode[] | undefined>();
  const [dragging, setDragging] = useState<Dragged | undefined>();
  const [status, setStatus] = useState<Status>();
  const [busy, setBusy] = useState(false);
  const [folded, setFoldedSet] = useState<ReadonlySet<string>>(new Set());
  const setFolded = useCallback(
    (id: string, fold: boolean) =>
      setFoldedSet((previous) => {
        const next = new Set(previous);
        if (fold) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const reload = useCallback(async () => {
    const loaded = arrangeTree(await loadItems(client, version));
    setTree(loaded);
    return loaded;
  }, [client, version]);
  useEffect(() => {
    client
      .fetch<{ value: string; label: string }[]>(SIDEBAR_CHOICES_QUERY, {}, { perspective: 'published' })
      .then(setSidebars, () => setSidebars([]));
  }, [client]);
  useEffect(() => {
    setTree(undefined);
    reload().then(
      (loaded) => setFoldedSet(new Set(countItems(loaded) > FOLDED_ABOVE ? categoryIds(loaded) : [])),
      (error: unknown) => setStatus({ tone: 'critical', text: (error as Error).message }),
    );
  }, [reload]);

  const drop = async ({ id: movedId, label }: Dragged, target: DropTarget) => {
    setDragging(undefined);
    setBusy(true);
    try {
      const changes = await moveItem(client, version, movedId, target);
      setStatus({
        tone: 'positive',
        text:
          changes.length === 0
            ? 'Nothing moved.'
            : `Moved ${label}; ${changes.length} ${changes.length === 1 ? 'item has' : 'items have'} a new place, published.`,
      });
      await reload();
    } catch (error) {
      setStatus({ tone: 'critical', text: `Could not move ${label}: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container width={2} padding={4}>
      <Stack gap={4}>
        <Stack gap={3}>
          <Heading as="h1" size={2}>
            Sidebar
          </Heading>
          <Text size={1} muted>
            Drag a page, link or category onto another item to put it just before that item, or onto a “last in” line to
            put it at the end of a category. The move is published at once. Click an item to open it.
          </Text>
        </Stack>
        <Flex gap={2} align="center">
          <Text size={1} weight="medium">
            <label htmlFor="arrange-version">Sidebar of</label>
          </Text>
          <Select
            id="arrange-version"
            value={version ?? ''}
            onChange={(event) => setVersion(event.currentTarget.value || null)}
          >
            <option value="">The current docs</option>
            {sidebars.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Flex>
        {tree && categoryIds(tree).length > 0 && (
          <Flex gap={2}>
            <Button
              mode="ghost"
              fontSize={1}
              text="Fold all"
              onClick={() => setFoldedSet(new Set(categoryIds(tree)))}
            />
            <Button mode="ghost" fontSize={1} text="Open all" onClick={() => setFoldedSet(new Set())} />
          </Flex>
        )}
        {status && (
          <Card padding={3} radius={2} border tone={status.tone} role={status.tone === 'critical' ? 'alert' : 'status'}>
            <Text size={1}>{status.text}</Text>
          </Card>
        )}
        {!tree ? (
          <Text muted>Loading the sidebar…</Text>
        ) : (
          <Level
            nodes={tree}
            parent={null}
            parentLabel="the sidebar"
            dragging={busy ? undefined : dragging}
            setDragging={setDragging}
            onDrop={drop}
            folding={{ folded, setFolded }}
          />
        )}
      </Stack>
    </Container>
  );
}

interface LevelProps {
  nodes: ArrangeNode[];
  parent: string | null;
  parentLabel: string;
  dragging: Dragged | undefined;
  setDragging: (dragged: Dragged | undefined) => void;
  onDrop: (dragged: Dragged, target: DropTarget) => void;
  folding: Folding;
}

function Level({ nodes, parent, parentLabel, ...drag }: LevelProps) {
  return (
    <Stack as="ul" gap={1} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={`In ${parentLabel}`}>
      {nodes.map((node, index) => (
        <Row
          key={node.id}
          node={node}
          parent={parent}
          // For the keyboard: up goes before the item above; down before the one after the next, or last.
          up={index > 0 ? { parent, before: nodes[index - 1]?.id ?? null } : undefined}
          down={index < nodes.length - 1 ? { parent, before: nodes[index + 2]?.id ?? null } : undefined}
          {...drag}
        />
      ))}
      <DropLine
        label={nodes.length === 0 ? `Empty: drop an item here to put it in ${parentLabel}` : `Last in ${parentLabel}`}
        target={{ parent, before: null }}
        always={nodes.length === 0}
        {...drag}
      />
    </Stack>
  );
}

function acceptDrop(event: DragEvent, setOver: (over: boolean) => void) {
  event.preventDefault();
  event.dataTransfer.dropEffect = 'move';
  setOver(true);
}

type RowProps = Omit<LevelProps, 'nodes' | 'parentLabel'> & {
  node: ArrangeNode;
  up: DropTarget | undefined;
  down: DropTarget | undefined;
};

function Row({ node, parent, up, down, dragging, setDragging, onDrop, folding }: RowProps) {
  const self = { id: node.id, label: node.label };
  const [over, setOver] = useState(false);
  const isCategory = node.type === 'sidebarCategory';
  const folded = isCategory && folding.folded.has(node.id);
  // Held over a folded category, a dragged item opens it, so it can be dropped inside.
  const opening = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopOpening = () => {
    clearTimeout(opening.current);
    opening.current = undefined;
  };
  const startOpening = () => {
    if (!folded || opening.current !== undefined) return;
    opening.current = setTimeout(() => {
      opening.current = undefined;
      folding.setFolded(node.id, false);
    }, OPEN_WHILE_DRAGGING_MS);
  };
  useEffect(() => () => clearTimeout(opening.current), []);
  return (
    <li aria-label={node.label}>
      <Card
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData('text/plain', node.id);
          event.dataTransfer.effectAllowed = 'move';
          setDragging(self);
        }}
        onDragEnd={() => setDragging(undefined)}
        onDragEnter={() => dragging && dragging.id !== node.id && startOpening()}
        onDragOver={(event) => {
          if (!dragging || dragging.id === node.id) return;
          acceptDrop(event, setOver);
          startOpening();
        }}
        onDragLeave={() => {
          setOver(false);
          stopOpening();
        }}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          stopOpening();
          if (dragging && dragging.id !== node.id) onDrop(dragging, { parent, before: node.id });
        }}
        padding={2}
        radius={2}
        border
        tone={dragging?.id === node.id ? 'transparent' : 'default'}
        style={{ cursor: 'grab', borderTop: over ? '3px solid var(--card-focus-ring-color)' : undefined }}
      >
        <Flex gap={3} align="center">
          {isCategory ? (
            <Button
              mode="bleed"
              fontSize={1}
              padding={2}
              text={folded ? '▸' : '▾'}
              aria-label={`${folded ? 'Open' : 'Fold'} ${node.label}`}
              aria-expanded={!folded}
              onClick={() => folding.setFolded(node.id, !folded)}
            />
          ) : (
            <Box style={{ width: '2em' }} />
          )}
          <Text size={1} muted style={{ width: '5em' }}>
            {TYPE_WORD[node.type]}
          </Text>
          <Box flex={1}>
            <Text size={1} weight={node.type === 'sidebarCategory' ? 'semibold' : 'regular'}>
              <IntentLink intent="edit" params={{ id: node.id, type: node.type }} draggable={false}>
                {node.label}
              </IntentLink>
            </Text>
          </Box>
          <Button
            mode="bleed"
            fontSize={1}
            padding={2}
            text="↑"
            aria-label={`Move ${node.label} up`}
            disabled={!up || dragging !== undefined}
            onClick={() => up && onDrop(self, up)}
          />
          <Button
            mode="bleed"
            fontSize={1}
            padding={2}
            text="↓"
            aria-label={`Move ${node.label} down`}
            disabled={!down || dragging !== undefined}
            onClick={() => down && onDrop(self, down)}
          />
        </Flex>
      </Card>
      {isCategory && !folded && (
        <Box paddingLeft={4} paddingTop={1}>
          <Level
            nodes={node.children}
            parent={node.id}
            parentLabel={node.label}
            dragging={dragging}
            setDragging={setDragging}
            onDrop={onDrop}
            folding={folding}
          />
        </Box>
      )}
    </li>
  );
}

function DropLine({
  label,
  target,
  always,
  dragging,
  onDrop,
}: Omit<LevelProps, 'nodes' | 'parent' | 'parentLabel' | 'folding'> & {
  label: string;
  target: DropTarget;
  always: boolean;
}) {
  const [over, setOver] = useState(false);
  if (!always && !dragging) return null;
  return (
    <li>
      <Card
        data-testid="arrange-drop-line"
        padding={2}
        radius={2}
        tone={over ? 'primary' : 'transparent'}
        style={{ border: '1px dashed var(--card-border-color)' }}
        onDragOver={(event) => dragging && acceptDrop(event, setOver)}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (dragging) onDrop(dragging, target);
        }}
      >
        <Text size={1} muted>
          {label}
        </Text>
      </Card>
    </li>
  );
}
