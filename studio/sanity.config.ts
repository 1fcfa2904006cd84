import { SINGLETON_IDS, schemaTypes } from '@react-redux-docs/schemas';
import { codeInput } from '@sanity/code-input';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { studioEnv } from './src/env.ts';
import { structure } from './src/structure.ts';

const singletonTypes = new Set<string>(Object.keys(SINGLETON_IDS));
// Publishing, discarding and restoring stay; duplicating or deleting a singleton would break the site.
const singletonActions = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'React Redux docs',
  projectId: studioEnv.projectId,
  dataset: studioEnv.dataset,
  plugins: [structureTool({ structure }), codeInput()],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
    newDocumentOptions: (options) => options.filter(({ templateId }) => !singletonTypes.has(templateId)),
  },
});
