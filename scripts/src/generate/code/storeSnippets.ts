/**
 * Guide snippets of a feature's store code: its slice, selectors, store
 * setup, middleware, thunk and a test, named after the subject entity and
 * calling the functions the doc defines or mentions.
 */
import type { Random } from '../random.ts';
import { plural, slugify } from '../words/index.ts';
import { featureDir, fields, nameOf, stateInterface } from './snippetParts.ts';
import type { CodeSubject, Snippet } from './types.ts';

export function sliceSnippet(random: Random, subject: CodeSubject): Snippet {
  const e = subject.entity;
  const shape = fields(random, random.int(3, 6));
  const actions = random.sample(['Added', 'Updated', 'Removed', 'Selected', 'Cleared', 'Reordered'], random.int(2, 4));
  const lines = [
    "import { createSlice, type PayloadAction } from '@reduxjs/toolkit'",
    '',
    ...stateInterface(e, shape),
    '',
    `const initialState: ${e.pascal}State = { entities: {}, ids: [], status: 'idle' }`,
    '',
    `export const ${e.camel}Slice = createSlice({`,
    `  name: '${e.camel}',`,
    '  initialState,',
    '  reducers: {',
  ];
  for (const action of actions) {
    const payload = action === 'Cleared' ? '' : `, action: PayloadAction<${action === 'Added' ? e.pascal : 'string'}>`;
    lines.push(`    ${e.camel}${action}(state${payload}) {`);
    if (action === 'Added') {
      lines.push('      state.entities[action.payload.id] = action.payload', '      state.ids.push(action.payload.id)');
    } else if (action === 'Cleared') {
      lines.push('      state.entities = {}', '      state.ids = []');
    } else if (action === 'Removed') {
      lines.push(
        '      delete state.entities[action.payload]',
        '      state.ids = state.ids.filter((id) => id !== action.payload)',
      );
    } else {
      lines.push("      state.status = 'idle'");
    }
    lines.push('    },');
  }
  lines.push(
    '  },',
    '})',
    '',
    `export const { ${actions.map((action) => `${e.camel}${action}`).join(', ')} } = ${e.camel}Slice.actions`,
    `export default ${e.camel}Slice.reducer`,
  );
  return { language: 'typescript', code: lines.join('\n'), filename: `${featureDir(e)}/${e.camel}Slice.ts` };
}

export function selectorsSnippet(random: Random, subject: CodeSubject): Snippet {
  const e = subject.entity;
  const byId = nameOf(subject, ['selector'], random)?.name ?? `select${e.pascal}ById`;
  const field = random.pick(['status', 'ownerId', 'isOpen', 'tags', 'updatedAt']);
  const lines = [
    "import { createSelector } from '@reduxjs/toolkit'",
    "import type { RootState } from '../../app/store'",
    '',
    `const select${e.pascal}Entities = (state: RootState) => state.${e.camel}.entities`,
    `const select${e.pascal}Ids = (state: RootState) => state.${e.camel}.ids`,
    '',
    `export const ${byId} = (state: RootState, id: string) => select${e.pascal}Entities(state)[id]`,
    '',
    `export const selectVisible${plural(e.pascal)} = createSelector(`,
    `  [select${e.pascal}Entities, select${e.pascal}Ids],`,
    `  (entities, ids) => ids.map((id) => entities[id]).filter((item) => item?.${field} !== undefined),`,
    ')',
  ];
  return { language: 'typescript', code: lines.join('\n'), filename: `${featureDir(e)}/selectors.ts` };
}

export function storeSnippet(random: Random, subject: CodeSubject, typed: boolean): Snippet {
  const reducers = [subject.entity, ...subject.names.map((api) => api.entity)]
    .filter((entity, index, all) => all.findIndex((other) => other.camel === entity.camel) === index)
    .slice(0, random.int(1, 4));
  const middleware = nameOf(subject, ['middlewareFactory'], random);
  const lines = [
    "import { configureStore } from '@reduxjs/toolkit'",
    ...reducers.map(
      (entity) => `import ${entity.camel}Reducer from '../features/${slugify(entity.camel)}/${entity.camel}Slice'`,
    ),
    ...(middleware ? [`import { ${middleware.name} } from '../middleware'`] : []),
    '',
    'export const store = configureStore({',
    '  reducer: {',
    ...reducers.map((entity) => `    ${entity.camel}: ${entity.camel}Reducer,`),
    '  },',
    ...(middleware ? [`  middleware: (getDefault) => getDefault().concat(${middleware.name}()),`] : []),
    '})',
  ];
  if (typed) {
    lines.push(
      '',
      'export type RootState = ReturnType<typeof store.getState>',
      'export type AppDispatch = typeof store.dispatch',
    );
  }
  return {
    language: typed ? 'typescript' : 'javascript',
    code: lines.join('\n'),
    filename: `src/app/store.${typed ? 'ts' : 'js'}`,
  };
}

export function middlewareSnippet(random: Random, subject: CodeSubject): Snippet {
  const e = subject.entity;
  const lines = [
    `export const ${e.camel}Logger = (store) => (next) => (action) => {`,
    `  if (!action.type.startsWith('${e.camel}/')) return next(action)`,
    `  const before = store.getState().${e.camel}`,
    '  const result = next(action)',
    `  const after = store.getState().${e.camel}`,
    ...(random.chance(0.5) ? ['  if (before !== after) console.info(action.type, { before, after })'] : []),
    '  return result',
    '}',
  ];
  return { language: 'javascript', code: lines.join('\n'), filename: `src/middleware/${e.camel}Logger.js` };
}

export function thunkSnippet(random: Random, subject: CodeSubject): Snippet {
  const e = subject.entity;
  const name = nameOf(subject, ['thunk'], random)?.name ?? `fetch${plural(e.pascal)}`;
  const lines = [
    "import { createAsyncThunk } from '@reduxjs/toolkit'",
    '',
    `export const ${name} = createAsyncThunk('${e.camel}/fetch', async (page: number, { getState }) => {`,
    `  const response = await fetch(\`/api/${slugify(e.camel)}?page=\${page}\`)`,
    "  if (!response.ok) throw new Error('Request failed with status ' + response.status)",
    `  return (await response.json()) as ${e.pascal}[]`,
    '})',
  ];
  return { language: 'typescript', code: lines.join('\n') };
}

export function testSnippet(random: Random, subject: CodeSubject): Snippet {
  const e = subject.entity;
  const byId = nameOf(subject, ['selector'], random)?.name ?? `select${e.pascal}ById`;
  const lines = [
    "import { describe, expect, it } from 'vitest'",
    `import reducer, { ${e.camel}Added } from './${e.camel}Slice'`,
    `import { ${byId} } from './selectors'`,
    '',
    `describe('${e.camel} slice', () => {`,
    `  it('adds a ${e.words}', () => {`,
    `    const state = reducer(undefined, ${e.camel}Added({ id: '${slugify(e.camel)}-1' }))`,
    `    expect(${byId}({ ${e.camel}: state }, '${slugify(e.camel)}-1')).toBeDefined()`,
    '  })',
    '})',
  ];
  return { language: 'typescript', code: lines.join('\n'), filename: `${featureDir(e)}/${e.camel}Slice.test.ts` };
}
