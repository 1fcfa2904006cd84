import { SINGLETON_IDS, schemaTypes } from '@react-redux-docs/schemas';
import { codeType } from '@react-redux-docs/schemas/code';
import { codeSchema } from '@sanity/code-input';
import type { ComponentType } from 'react';
import { type DocumentDefinition, defineConfig, isArrayOfBlocksInputProps } from 'sanity';
import { structureTool } from 'sanity/structure';
import { arrangeTool } from './src/arrange/index.ts';
import { withCodeFields } from './src/code/CodeInput.tsx';
import { DocListItem } from './src/DocListItem.tsx';
import { deployTool } from './src/deploy/index.ts';
import { OneLevelDialogsLayout } from './src/dialogs/OneLevelDialogs.tsx';
import { studioEnv } from './src/env.ts';
import { SlashMenuPlugins } from './src/insertMenu/SlashMenu.tsx';
import { withTextPath } from './src/insertMenu/textPath.tsx';
import { withLinkAnchorInput } from './src/links/LinkAnchorInput.tsx';
import { MarkdownPasteInput } from './src/paste/MarkdownPasteInput.tsx';
import { followPublish } from './src/publishStatus/followPublishAction.ts';
import { withPublishStatus } from './src/publishStatus/PublishStatus.tsx';
import { OldRoutesInput } from './src/routes/OldRoutesInput.tsx';
import { sidebarPlaceTemplates } from './src/sidebar/templates.ts';
import { defaultDocumentNode, structure } from './src/structure.ts';
import { TableInput } from './src/table/TableInput.tsx';
import { newTable } from './src/table/tableRows.ts';
import { CategoryIcon, LinkIcon } from './src/typeIcons.tsx';
import { versionsTool } from './src/versions/index.ts';

const singletonTypes = new Set<string>(Object.keys(SINGLETON_IDS));
// Publishing, discarding and restoring stay; duplicating or deleting a singleton would break the site.
const singletonActions = new Set(['publish', 'discardChanges', 'restore']);

/** Studio-only inputs of document fields, by field name: a renamed route's Old routes, a body that takes Markdown. */
const FIELD_INPUTS: Record<string, ComponentType<never>> = {
  previousRoutes: OldRoutesInput,
  body: MarkdownPasteInput,
};

/** A document type whose fields get their Studio-only inputs. */
function withFieldInputs(type: (typeof schemaTypes)[number]): DocumentDefinition {
  const document = type as DocumentDefinition;
  return {
    ...document,
    fields: document.fields.map((field) => {
      const input = FIELD_INPUTS[field.name];
      return input ? { ...field, components: { input } } : field;
    }) as DocumentDefinition['fields'],
  };
}

/** Each type with its Studio-only parts: the doc's list preview, fields' inputs, icons. */
function withStudioParts(type: (typeof schemaTypes)[number]) {
  if (type.name === 'doc') return { ...withFieldInputs(type), components: { preview: DocListItem } };
  if (type.name === 'page' || type.name === 'snippet') return withFieldInputs(type);
  // A new table starts as an empty 2 × 2 grid with a header row, ready to type in.
  if (type.name === 'table') return { ...type, components: { input: TableInput }, initialValue: () => newTable() };
  return withIcon(type);
}

const TYPE_ICONS: Record<string, ComponentType> = { sidebarCategory: CategoryIcon, sidebarLink: LinkIcon };

function withIcon(type: (typeof schemaTypes)[number]) {
  const icon = TYPE_ICONS[type.name];
  return icon ? { ...type, icon } : type;
}

export default defineConfig({
  name: 'default',
  title: 'React Redux docs',
  projectId: studioEnv.projectId,
  dataset: studioEnv.dataset,
  plugins: [structureTool({ structure, defaultDocumentNode }), arrangeTool(), versionsTool(), deployTool()],
  // Nested dialogs (a tab in tabs, a block in a collapsible) close one level at a time.
  studio: { components: { layout: OneLevelDialogsLayout } },
  schema: {
    // The shared schema stays free of React; the Studio adds its editor-only preview and inputs here. The code
    // type replaces the code input plugin's own (it adds the fields the plugin's editor does not draw).
    types: [
      ...schemaTypes.map(withStudioParts),
      {
        ...codeType,
        components: { ...codeSchema.components, input: withCodeFields(codeSchema.components.input) },
      },
    ],
    // The sidebar panes' "+" creates through the place templates; having parameters, they stay out of the global
    // create menu, which has nothing to place them by.
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
      ...sidebarPlaceTemplates,
    ],
  },
  form: {
    components: {
      // A link's Section is a field of an annotation the shared schema defines once for several kinds of text; the
      // document's own input (path []) gets the publish status above its fields.
      input: (props) => {
        if (props.path.length === 0) return withPublishStatus(props);
        // A text's slash menu opens the block it inserts, which needs the text's place in the document.
        if (isArrayOfBlocksInputProps(props)) return withTextPath(props);
        return withLinkAnchorInput(props);
      },
      // `/` at the start of a block inserts any block the text takes, in every Portable Text input.
      portableText: { plugins: SlashMenuPlugins },
    },
  },
  document: {
    actions: (actions, { schemaType }) =>
      (singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action && singletonActions.has(action))
        : actions
      ).map((action) => (action.action === 'publish' ? followPublish(action) : action)),
    newDocumentOptions: (options) => options.filter(({ templateId }) => !singletonTypes.has(templateId)),
  },
});
