import type { SanityDocument } from '@react-redux-docs/web/content';
import { Box, Button, Card, Flex, Inline, Spinner, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import { useColorSchemeValue } from 'sanity';
import type { UserViewComponent } from 'sanity/structure';
import { type ColorMode, PreviewFrame } from './PreviewFrame.tsx';
import { isPreviewedType, type PreviewPage, renderPreviewPage } from './renderPage.tsx';
import { usePreviewSources } from './usePreviewSources.ts';

/** Typing settles for this long before the page is drawn again, so a long doc does not redraw on every key. */
const REDRAW_AFTER_MS = 200;

const DRAW_PROBLEM =
  'The preview could not draw this document as it is now. The last preview that worked is shown; it will update when you change the document again.';

/** The page as readers will see it, from the document as the editor has it now (draft included). */
function useRenderedPage(type: string, document: SanityDocument | null, sources: ReturnType<typeof usePreviewSources>) {
  const [page, setPage] = useState<PreviewPage | null>(null);
  const [drawProblem, setDrawProblem] = useState('');
  const [drawing, setDrawing] = useState(false);
  useEffect(() => {
    if (!document || !isPreviewedType(type) || !sources.ready) return;
    let current = true;
    setDrawing(true);
    const timer = setTimeout(() => {
      const { docs, assets, imageCdnPrefix } = sources;
      renderPreviewPage(type, { doc: document, docs, assets, imageCdnPrefix })
        .then((next) => {
          if (!current) return;
          setPage(next);
          setDrawProblem('');
        })
        .catch((error: unknown) => {
          console.error('Preview: drawing the document failed', error);
          if (current) setDrawProblem(DRAW_PROBLEM);
        })
        .finally(() => current && setDrawing(false));
    }, REDRAW_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [type, document, sources]);
  return { page, drawProblem, drawing };
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
  const displayed = (document.displayed as SanityDocument | undefined) ?? null;
  const sources = usePreviewSources(displayed);
  const studioScheme = useColorSchemeValue();
  const [colorMode, setColorMode] = useState<ColorMode>(studioScheme === 'dark' ? 'dark' : 'light');
  const { page, drawProblem, drawing } = useRenderedPage(schemaType.name, displayed, sources);

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
          <Inline gap={1}>
            {(['light', 'dark'] as const).map((mode) => (
              <Button
                key={mode}
                mode={colorMode === mode ? 'default' : 'ghost'}
                text={mode === 'light' ? 'Light' : 'Dark'}
                aria-pressed={colorMode === mode}
                onClick={() => setColorMode(mode)}
                fontSize={1}
                padding={2}
              />
            ))}
          </Inline>
          <Box flex={1} />
          {drawing && <Spinner muted aria-label="Updating the preview" />}
          <Text size={1} muted>
            As readers will see it once published
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
          <PreviewFrame html={page.html} css={page.css} colorMode={colorMode} title="Preview of the page" />
        ) : (
          <Flex align="center" justify="center" height="fill">
            <Spinner muted />
          </Flex>
        )}
      </Box>
    </Flex>
  );
};
