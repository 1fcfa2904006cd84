import type { SanityDocument } from '@react-redux-docs/web/content';
import { Box, Button, Card, Flex, Inline, Spinner, Stack, Text } from '@sanity/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useColorSchemeValue } from 'sanity';
import type { UserViewComponent } from 'sanity/structure';
import { useOpenInEditor } from '../editorPlace/useOpenInEditor.ts';
import { bodyToDraw, useLiveBody } from '../liveEdits/liveBodies.ts';
import { editedPlace } from './editedPlace.ts';
import { type ColorMode, type FrameWidth, PreviewFrame, type PreviewPick } from './PreviewFrame.tsx';
import { isPreviewedType, type PreviewPage, renderPreviewPage } from './renderPage.tsx';
import { usePreviewSources } from './usePreviewSources.ts';

/** The names of the User Timing entries: an edit reached the Preview (from the form or as typed); a drawing. */
export const DOCUMENT_MARK = 'preview:document';
export const DRAW_MEASURE = 'preview:draw';

const DRAW_PROBLEM =
  'The preview could not draw this document as it is now. The last preview that worked is shown; it will update when you change the document again.';

/**
 * A drawing waiting for the one under way starts in a task of its own, after it: keystrokes that came in between
 * are handled first, so typing never waits on the Preview.
 */
const REDRAW_GAP_MS = 0;

type DrawRequest = { type: string; document: SanityDocument; sources: ReturnType<typeof usePreviewSources> };

/**
 * The page as readers will see it, from the document as the editor has it now (draft included): drawn at once
 * when the document changes, and while a drawing is under way only the latest document waits for the next.
 */
function useRenderedPage(type: string, document: SanityDocument | null, sources: ReturnType<typeof usePreviewSources>) {
  const [page, setPage] = useState<PreviewPage | null>(null);
  const [drawProblem, setDrawProblem] = useState('');
  const [drawing, setDrawing] = useState(false);
  const waiting = useRef<DrawRequest | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);

  const drawNext = useCallback(() => {
    const request = waiting.current;
    waiting.current = null;
    if (!request || !mounted.current) {
      busy.current = false;
      if (mounted.current) setDrawing(false);
      return;
    }
    busy.current = true;
    setDrawing(true);
    const { docs, assets, imageCdnPrefix } = request.sources;
    const start = performance.now();
    renderPreviewPage(request.type as Parameters<typeof renderPreviewPage>[0], {
      doc: request.document,
      docs,
      assets,
      imageCdnPrefix,
    })
      .then((next) => {
        if (!mounted.current) return;
        // User Timing entries (the browser's performance timeline) for the latency benchmark.
        performance.measure(DRAW_MEASURE, { start, end: performance.now() });
        setPage(next);
        setDrawProblem('');
      })
      .catch((error: unknown) => {
        console.error('Preview: drawing the document failed', error);
        if (mounted.current) setDrawProblem(DRAW_PROBLEM);
      })
      .finally(() => setTimeout(drawNext, REDRAW_GAP_MS));
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!document || !isPreviewedType(type) || !sources.ready) return;
    performance.mark(DOCUMENT_MARK);
    waiting.current = { type, document, sources };
    if (busy.current) return;
    busy.current = true;
    setTimeout(drawNext, 0);
  }, [type, document, sources, drawNext]);
  return { page, drawProblem, drawing };
}

/**
 * The document to draw: as the form has it, with the body as it is being typed when the editor is ahead of the
 * form (liveEdits/liveBodies.ts).
 */
function useDocumentAsTyped(displayed: SanityDocument | null): SanityDocument | null {
  const live = useLiveBody(displayed?._id);
  const arrived = useRef({ document: displayed, at: performance.now() });
  if (arrived.current.document !== displayed) arrived.current = { document: displayed, at: performance.now() };
  const body = bodyToDraw(live, arrived.current.at);
  return useMemo(() => (displayed && body ? { ...displayed, body } : displayed), [displayed, body]);
}

/** Which part of the page the editor changed last, so the Preview keeps it in sight. */
function useFollowedEdit(document: SanityDocument | null) {
  const previous = useRef<SanityDocument | null>(null);
  const [follow, setFollow] = useState<{ target: string; at: number } | null>(null);
  useEffect(() => {
    const target = editedPlace(previous.current, document);
    previous.current = document;
    if (target) setFollow({ target, at: Date.now() });
  }, [document]);
  return follow;
}

function ToggleButtons<T extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Inline gap={1}>
      {options.map(([option, label]) => (
        <Button
          key={option}
          mode={value === option ? 'default' : 'ghost'}
          text={label}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          fontSize={1}
          padding={2}
        />
      ))}
    </Inline>
  );
}

function Message({ tone, title, text }: { tone: 'caution' | 'critical' | 'primary'; title: string; text: string }) {
  return (
    <Card padding={3} tone={tone} borderBottom>
      <Stack gap={2}>
        <Text size={1} weight="semibold">
          {title}
        </Text>
        <Text size={1} style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The Preview view of docs, the home page and the announcement: the document
 * as the editor has it now, drawn by the site's own rendering module and
 * components with the site's styles, in either colour mode, with nothing but
 * the Studio running.
 */
export const PreviewView: UserViewComponent = ({ document, schemaType }) => {
  const displayed = useDocumentAsTyped((document.displayed as SanityDocument | undefined) ?? null);
  const sources = usePreviewSources(displayed);
  const studioScheme = useColorSchemeValue();
  const [colorMode, setColorMode] = useState<ColorMode>(studioScheme === 'dark' ? 'dark' : 'light');
  const [width, setWidth] = useState<FrameWidth>('desktop');
  const { page, drawProblem, drawing } = useRenderedPage(schemaType.name, displayed, sources);
  const follow = useFollowedEdit(displayed);
  const openInEditor = useOpenInEditor();
  const onPick = (pick: PreviewPick) => openInEditor('block' in pick ? ['body', { _key: pick.block }] : [pick.field]);

  if (!displayed?._id) {
    return (
      <Box padding={4}>
        <Text>Nothing to preview yet: start writing in the Editor tab.</Text>
      </Box>
    );
  }
  return (
    <Flex direction="column" height="fill">
      <Card padding={2} borderBottom>
        <Flex align="center" gap={2}>
          <ToggleButtons
            options={[
              ['light', 'Light'],
              ['dark', 'Dark'],
            ]}
            value={colorMode}
            onChange={setColorMode}
          />
          <ToggleButtons
            options={[
              ['desktop', 'Desktop'],
              ['phone', 'Phone'],
            ]}
            value={width}
            onChange={setWidth}
          />
          <Box flex={1} />
          {drawing && <Spinner muted aria-label="Updating the preview" />}
          <Text size={1} muted>
            As readers will see it once published · click a part to edit it
          </Text>
        </Flex>
      </Card>
      {page?.notice && <Message tone="primary" title="Not shown to readers" text={page.notice} />}
      {page?.problems && (
        <Message
          tone="caution"
          title="Fix before publishing: the site build will refuse or drop these"
          text={page.problems}
        />
      )}
      {sources.loadProblem && (
        <Message tone="caution" title="Part of the preview is missing" text={sources.loadProblem} />
      )}
      {drawProblem && <Message tone="critical" title="The preview is out of date" text={drawProblem} />}
      <Box flex={1} style={{ minHeight: 0 }}>
        {page ? (
          <PreviewFrame
            html={page.html}
            css={page.css}
            bodyHtml={page.bodyHtml}
            body={page.body}
            colorMode={colorMode}
            width={width}
            follow={follow}
            onPick={onPick}
            title="Preview of the page"
          />
        ) : (
          <Flex align="center" justify="center" height="fill">
            <Spinner muted />
          </Flex>
        )}
      </Box>
    </Flex>
  );
};
