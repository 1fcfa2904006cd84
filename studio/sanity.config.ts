import { SINGLETON_IDS, schemaTypes } from '@react-redux-docs/schemas';
import { codeType } from '@react-redux-docs/schemas/code';
import { codeSchema } from '@sanity/code-input';
import type { ComponentType } from 'react';
import { type DocumentDefinition, defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { arrangeTool } from './src/arrange/index.ts';
import { withLineNumbersField } from './src/CodeInputWithLineNumbers.tsx';
import { DocListItem } from './src/DocListItem.tsx';
import { deployTool } from './src/deploy/index.ts';
import { studioEnv } from './src/env.ts';
import { OldRoutesInput } from './src/routes/OldRoutesInput.tsx';
import { sidebarPlaceTemplates } from './src/sidebar/templates.ts';
import { defaultDocumentNode, structure } from './src/structure.ts';
import { CategoryIcon, LinkIcon } from './src/typeIcons.tsx';
import { versionsTool } from './src/versions/index.ts';

const singletonTypes = new Set<string>(Object.keys(SINGLETON_IDS));
// Publishing, discarding and restoring stay; duplicating or deleting a singleton would break the site.
const singletonActions = new Set(['publish', 'discardChanges', 'restore']);

/** A document type with a route, whose Old routes field keeps a renamed route. */
function withOldRoutesInput(type: (typeof schemaTypes)[number]): DocumentDefinition {
  const document = type as DocumentDefinition;
  return {
    ...document,
    fields: document.fields.map((field) =>
      field.name === 'previousRoutes' ? { ...field, components: { input: OldRoutesInput } } : field,
    ) as DocumentDefinition['fields'],
  };
}

/** The doc type with its Studio-only parts: the list preview, and the Old routes field. */
function docWithStudioParts(type: (typeof schemaTypes)[number]): DocumentDefinition {
  return { ...withOldRoutesInput(type), components: { preview: DocListItem } };
}

/** Each type with its Studio-only parts. */
function withStudioParts(type: (typeof schemaTypes)[number]) {
  if (type.name === 'doc') return docWithStudioParts(type);
  if (type.name === 'page') return withOldRoutesInput(type);
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
  schema: {
    // The shared schema stays free of React; the Studio adds its editor-only preview and inputs here. The code
    // type replaces the code input plugin's own (it adds the line-numbers field the plugin's editor does not draw).
    types: [
      ...schemaTypes.map(withStudioParts),
      {
        ...codeType,
        components: { ...codeSchema.components, input: withLineNumbersField(codeSchema.components.input) },
      },
    ],
    // The sidebar panes' "+" creates through the place templates; having parameters, they stay out of the global
    // create menu, which has nothing to place them by.
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
      ...sidebarPlaceTemplates,
    ],
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
    newDocumentOptions: (options) => options.filter(({ templateId }) => !singletonTypes.has(templateId)),
  },
});
