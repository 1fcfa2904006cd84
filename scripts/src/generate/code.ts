/**
 * Code blocks for synthetic docs: slices, selectors, components, store setup,
 * tests, shell commands, JSON, diffs, all written around the doc's subject
 * entity and the generated function names it defines or mentions, so search
 * finds those names in code as it does in real docs.
 */
import type { CodeLanguage } from '@react-redux-docs/schemas';
import type { CodeBlock } from '../import/types.ts';
import type { ApiKind, ApiName, Entity } from './apiNames.ts';
import { type Random, weighted } from './random.ts';
import { FIELD_NAMES, FIELD_TYPES, plural, slugify } from './vocabulary.ts';

export interface CodeSubject {
  entity: Entity;
  /** Functions the code may call: the doc's own and those it mentions. */
  names: readonly ApiName[];
}

type Snippet = { language: CodeLanguage; code: string; filename?: string };

const HOOK_KINDS: readonly ApiKind[] = ['selectorHook', 'stateHook', 'queryHook'];

function nameOf(subject: CodeSubject, kinds: readonly ApiKind[], random: Random): ApiName | undefined {
  const matching = subject.names.filter((api) => kinds.includes(api.kind));
  return matching.length > 0 ? random.pick(matching) : undefined;
}

function fields(random: Random, count: number): string[] {
  return ['id', ...random.sample(FIELD_NAMES.slice(1), count - 1)];
}

function featureDir(entity: Entity): string {
  return `src/features/${slugify(entity.camel)}`;
}

function exampleValue(field: string, entity: Entity, n: number): string {
  const type = FIELD_TYPES[field] ?? 'string';
  if (field === 'id') return `'${slugify(entity.camel)}-${n}'`;
  if (type.startsWith("'")) return type.split(' | ')[0] as string;
  if (type.endsWith('[]')) return '[]';
  if (type.startsWith('number')) return String(n * 10);
  if (type === 'boolean') return n % 2 === 0 ? 'true' : 'false';
  if (type.includes('null')) return 'null';
  return `'${entity.words} ${n}'`;
}

function stateInterface(entity: Entity, names: readonly string[]): string[] {
  return [
    `export interface ${entity.pascal} {`,
    ...names.map((field) => `  ${field}: ${FIELD_TYPES[field] ?? 'string'}`),
    '}',
    '',
    `export interface ${entity.pascal}State {`,
    `  entities: Record<string, ${entity.pascal}>`,
    '  ids: string[]',
    "  status: 'idle' | 'loading' | 'failed'",
    '}',
  ];
}

function slice(random: Random, subject: CodeSubject): Snippet {
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

function selectors(random: Random, subject: CodeSubject): Snippet {
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

function store(random: Random, subject: CodeSubject, typed: boolean): Snippet {
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

function component(random: Random, subject: CodeSubject, typed: boolean): Snippet {
  const e = subject.entity;
  const hook = nameOf(subject, HOOK_KINDS, random);
  const dispatchHook = nameOf(subject, ['dispatchHook'], random)?.name ?? 'useDispatch';
  const action = nameOf(subject, ['actionCreator', 'thunk'], random)?.name ?? `${e.camel}Updated`;
  const read =
    hook?.kind === 'queryHook'
      ? `const { data: ${e.camel}, isLoading } = ${hook.name}(id)`
      : hook
        ? `const ${e.camel} = ${hook.name}((state) => state.${e.camel}.entities[id])`
        : `const ${e.camel} = useSelector((state) => state.${e.camel}.entities[id])`;
  const props = typed ? `{ id }: { id: string }` : '{ id }';
  const fromLibrary = [hook ? undefined : 'useSelector', dispatchHook === 'useDispatch' ? 'useDispatch' : undefined];
  const fromFeature = [hook?.name, dispatchHook === 'useDispatch' ? undefined : dispatchHook, action];
  const imports = [
    ...(fromLibrary.some(Boolean) ? [`import { ${fromLibrary.filter(Boolean).join(', ')} } from 'react-redux'`] : []),
    `import { ${fromFeature.filter(Boolean).join(', ')} } from './${e.camel}Hooks'`,
  ];
  const lines = [
    ...imports,
    '',
    `export function ${e.pascal}Details(${props}) {`,
    `  ${read}`,
    `  const dispatch = ${dispatchHook}()`,
    '',
    ...(hook?.kind === 'queryHook' ? ['  if (isLoading) return <p>Loading…</p>', ''] : []),
    `  if (!${e.camel}) return null`,
    '  return (',
    `    <section className="${slugify(e.camel)}">`,
    `      <h2>{${e.camel}.id}</h2>`,
    `      <button onClick={() => dispatch(${action}({ id }))}>Update</button>`,
    '    </section>',
    '  )',
    '}',
  ];
  return {
    language: typed ? 'tsx' : 'jsx',
    code: lines.join('\n'),
    filename: `${featureDir(e)}/${e.pascal}Details.${typed ? 'tsx' : 'jsx'}`,
  };
}

function connected(random: Random, subject: CodeSubject): Snippet {
  const e = subject.entity;
  const connector = nameOf(subject, ['connector'], random)?.name;
  const lines = [
    connector ? `import { ${connector} } from '../${slugify(e.camel)}'` : "import { connect } from 'react-redux'",
    '',
    `function ${e.pascal}Summary({ ${e.camel}, onRefresh }) {`,
    `  return <div onClick={onRefresh}>{${e.camel}.title}</div>`,
    '}',
    '',
    'const mapStateToProps = (state, ownProps) => ({',
    `  ${e.camel}: state.${e.camel}.entities[ownProps.id],`,
    '})',
    '',
    `const mapDispatchToProps = { onRefresh: fetch${plural(e.pascal)} }`,
    '',
    `export default ${connector ?? 'connect'}(mapStateToProps, mapDispatchToProps)(${e.pascal}Summary)`,
  ];
  return { language: 'jsx', code: lines.join('\n') };
}

function middleware(random: Random, subject: CodeSubject): Snippet {
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

function thunk(random: Random, subject: CodeSubject): Snippet {
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

function test(random: Random, subject: CodeSubject): Snippet {
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

function shell(random: Random, subject: CodeSubject): Snippet {
  const pkg = `@acme/${slugify(subject.entity.camel)}-store`;
  const commands = random.pick([
    [`npm install ${pkg} react-redux @reduxjs/toolkit`],
    [`yarn add ${pkg}`, 'yarn test --watch'],
    [`pnpm add ${pkg}`, 'pnpm run typecheck'],
    ['npx create-vite my-app --template react-ts', 'cd my-app', `npm install ${pkg}`],
  ]);
  return { language: 'sh', code: commands.join('\n') };
}

function json(random: Random, subject: CodeSubject): Snippet {
  const e = subject.entity;
  if (random.chance(0.4)) {
    const dependencies = {
      '@reduxjs/toolkit': '^2.5.0',
      [`@acme/${slugify(e.camel)}-store`]: `^${random.int(1, 4)}.${random.int(0, 9)}.0`,
      react: '^19.0.0',
      'react-redux': '^9.2.0',
    };
    return { language: 'json', code: JSON.stringify({ dependencies }, null, 2), filename: 'package.json' };
  }
  const shape = fields(random, random.int(2, 5));
  const items = [1, 2].map((n) =>
    Object.fromEntries(shape.map((field) => [field, jsonValue(exampleValue(field, e, n))])),
  );
  const state = {
    [e.camel]: {
      ids: items.map((item) => item.id),
      entities: Object.fromEntries(items.map((item) => [String(item.id), item])),
      status: 'idle',
    },
  };
  return { language: 'json', code: JSON.stringify(state, null, 2) };
}

function jsonValue(literal: string): unknown {
  if (literal.startsWith("'")) return literal.slice(1, -1);
  if (literal === '[]') return [];
  if (literal === 'null') return null;
  if (literal === 'true' || literal === 'false') return literal === 'true';
  return Number(literal);
}

function diff(random: Random, subject: CodeSubject): Snippet {
  const e = subject.entity;
  const hook = nameOf(subject, HOOK_KINDS, random)?.name ?? 'useSelector';
  const lines = [
    `-import { connect } from 'react-redux'`,
    `+import { ${hook} } from './${e.camel}Hooks'`,
    ' ',
    `-function ${e.pascal}List({ items }) {`,
    `+function ${e.pascal}List() {`,
    `+  const items = ${hook}((state) => state.${e.camel}.ids)`,
    '   return <ul>{items.map((id) => <li key={id}>{id}</li>)}</ul>',
    ' }',
    ' ',
    `-export default connect((state) => ({ items: state.${e.camel}.ids }))(${e.pascal}List)`,
    `+export default ${e.pascal}List`,
  ];
  return { language: 'diff', code: lines.join('\n') };
}

function yaml(_random: Random, subject: CodeSubject): Snippet {
  const lines = [
    `name: ${subject.entity.words} tests`,
    'on: [push, pull_request]',
    'jobs:',
    '  test:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - run: npm ci',
    '      - run: npm test',
  ];
  return { language: 'yaml', code: lines.join('\n'), filename: '.github/workflows/test.yml' };
}

/** Marks a line or two, as Docusaurus `{3,5}` meta does, on some blocks. */
function finish(random: Random, snippet: Snippet, keepFilename: number): CodeBlock {
  const block: CodeBlock = { _type: 'code', language: snippet.language, code: snippet.code };
  if (snippet.filename && random.chance(keepFilename)) block.filename = snippet.filename;
  const lineCount = snippet.code.split('\n').length;
  if (lineCount > 4 && random.chance(0.15)) {
    const first = random.int(1, lineCount - 1);
    block.highlightedLines = random.chance(0.5) ? [first] : [first, first + 1];
  }
  return block;
}

type SnippetMaker = (random: Random, subject: CodeSubject) => Snippet;

/** Snippet kinds by how often docs show them. */
const GUIDE_SNIPPETS: readonly (readonly [SnippetMaker, number])[] = [
  [slice, 10],
  [selectors, 8],
  [(r, s) => store(r, s, true), 6],
  [(r, s) => store(r, s, false), 3],
  [(r, s) => component(r, s, true), 12],
  [(r, s) => component(r, s, false), 8],
  [connected, 4],
  [middleware, 4],
  [thunk, 5],
  [test, 5],
  [shell, 10],
  [json, 9],
  [diff, 3],
  [yaml, 2],
];

/** A code block for a guide: any of the snippet kinds, by how often docs show them. */
export function guideCode(random: Random, subject: CodeSubject): CodeBlock {
  const make = weighted(random, GUIDE_SNIPPETS);
  return finish(random, make(random, subject), 0.45);
}

function signatureOf(api: ApiName): string {
  const e = api.entity;
  switch (api.kind) {
    case 'selectorHook':
      return `function ${api.name}<Selected>(\n  selector: (state: ${e.pascal}State) => Selected,\n  equalityFn?: (a: Selected, b: Selected) => boolean,\n): Selected`;
    case 'dispatchHook':
      return `function ${api.name}(): ${e.pascal}Dispatch`;
    case 'stateHook':
      return `function ${api.name}(): ${e.pascal}State`;
    case 'queryHook':
      return `function ${api.name}(\n  id: string,\n  options?: { skip?: boolean; pollingInterval?: number },\n): { data?: ${e.pascal}; isLoading: boolean; error?: SerializedError }`;
    case 'sliceFactory':
      return `function ${api.name}(options?: {\n  name?: string\n  initialState?: Partial<${e.pascal}State>\n}): Slice<${e.pascal}State>`;
    case 'selectorFactory':
      return `function ${api.name}(): (state: RootState, id: string) => ${e.pascal} | undefined`;
    case 'storeFactory':
      return `function ${api.name}(preloadedState?: Partial<RootState>): EnhancedStore<RootState>`;
    case 'middlewareFactory':
      return `function ${api.name}(options?: { onError?: (error: unknown) => void }): Middleware<{}, RootState>`;
    case 'selector':
      return api.name.includes('ById')
        ? `function ${api.name}(state: RootState, id: string): ${e.pascal} | undefined`
        : `function ${api.name}(state: RootState): ${e.pascal}[]`;
    case 'connector':
      return `function ${api.name}<OwnProps>(\n  mapStateToProps?: (state: RootState, ownProps: OwnProps) => object,\n  mapDispatchToProps?: object,\n): InferableComponentEnhancer<OwnProps>`;
    case 'reducer':
      return `function ${api.name}(state: ${e.pascal}State | undefined, action: UnknownAction): ${e.pascal}State`;
    case 'actionCreator':
      return `function ${api.name}(payload: Partial<${e.pascal}> & { id: string }): PayloadAction<${e.pascal}>`;
    case 'thunk':
      return `const ${api.name}: AsyncThunk<${e.pascal}[], { page?: number }, { state: RootState }>`;
    case 'hoc':
      return `function ${api.name}<Props>(Component: ComponentType<Props & ${e.pascal}Props>): ComponentType<Props>`;
    case 'adapter':
      return `const ${api.name}: EntityAdapter<${e.pascal}, string>`;
  }
}

/** The signature under an API heading. */
export function signatureCode(api: ApiName): CodeBlock {
  return { _type: 'code', language: 'typescript', code: signatureOf(api) };
}

/** The parameters of a function, for its Parameters table or list. */
export function parametersOf(api: ApiName): { name: string; type: string }[] {
  const e = api.entity;
  switch (api.kind) {
    case 'selectorHook':
      return [
        { name: 'selector', type: `(state: ${e.pascal}State) => Selected` },
        { name: 'equalityFn', type: '(a, b) => boolean' },
      ];
    case 'queryHook':
      return [
        { name: 'id', type: 'string' },
        { name: 'options.skip', type: 'boolean' },
        { name: 'options.pollingInterval', type: 'number' },
      ];
    case 'sliceFactory':
      return [
        { name: 'options.name', type: 'string' },
        { name: 'options.initialState', type: `Partial<${e.pascal}State>` },
      ];
    case 'storeFactory':
      return [{ name: 'preloadedState', type: 'Partial<RootState>' }];
    case 'middlewareFactory':
      return [{ name: 'options.onError', type: '(error: unknown) => void' }];
    case 'selector':
    case 'selectorFactory':
      return api.name.includes('ById') || api.kind === 'selectorFactory'
        ? [
            { name: 'state', type: 'RootState' },
            { name: 'id', type: 'string' },
          ]
        : [{ name: 'state', type: 'RootState' }];
    case 'connector':
      return [
        { name: 'mapStateToProps', type: 'Function' },
        { name: 'mapDispatchToProps', type: 'Object | Function' },
      ];
    case 'reducer':
      return [
        { name: 'state', type: `${e.pascal}State` },
        { name: 'action', type: 'UnknownAction' },
      ];
    case 'actionCreator':
      return [{ name: 'payload', type: `Partial<${e.pascal}>` }];
    case 'thunk':
      return [{ name: 'arg.page', type: 'number' }];
    case 'hoc':
      return [{ name: 'Component', type: 'ComponentType' }];
    default:
      return [];
  }
}

/** A usage example for a documented function. */
export function exampleCode(random: Random, api: ApiName, typed: boolean): CodeBlock {
  const e = api.entity;
  const rendersJsx = ['selectorHook', 'stateHook', 'queryHook', 'dispatchHook', 'connector', 'hoc'].includes(api.kind);
  const language: CodeLanguage = rendersJsx ? (typed ? 'tsx' : 'jsx') : typed ? 'typescript' : 'javascript';
  const importLine = `import { ${api.name} } from '${random.pick(['@acme/', './', '../'])}${slugify(e.camel)}'`;
  let body: string[];
  switch (api.kind) {
    case 'selectorHook':
    case 'stateHook':
    case 'queryHook':
    case 'dispatchHook': {
      const call =
        api.kind === 'selectorHook'
          ? `${api.name}((state) => state.ids.length)`
          : api.kind === 'queryHook'
            ? `${api.name}(props.id).data`
            : `${api.name}()`;
      body = [
        `export function ${e.pascal}Badge(props${typed ? ': { id: string }' : ''}) {`,
        `  const value = ${call}`,
        `  return <span className="badge">{String(value)}</span>`,
        '}',
      ];
      break;
    }
    case 'connector':
    case 'hoc':
      body = [
        `function ${e.pascal}Row({ ${e.camel} }) {`,
        `  return <li>{${e.camel}.title}</li>`,
        '}',
        '',
        `export default ${api.name}(${api.kind === 'connector' ? '(state, { id }) => ({ [id]: state.ids.includes(id) })' : ''})(${e.pascal}Row)`,
      ];
      break;
    default:
      body = [
        `const ${e.camel}Store = configureStore({ reducer: { ${e.camel}: ${e.camel}Reducer } })`,
        '',
        api.kind === 'actionCreator' || api.kind === 'thunk'
          ? `${e.camel}Store.dispatch(${api.name}(${api.kind === 'thunk' ? '{ page: 1 }' : `{ id: '${slugify(e.camel)}-1' }`}))`
          : `const result = ${api.name}(${api.kind === 'reducer' ? 'undefined, { type: "init" }' : api.kind === 'selector' ? `${e.camel}Store.getState()${api.name.includes('ById') ? `, '${slugify(e.camel)}-1'` : ''}` : ''})`,
        ...(random.chance(0.5) ? [`console.log(${e.camel}Store.getState().${e.camel})`] : []),
      ];
  }
  return finish(random, { language, code: [importLine, '', ...body].join('\n') }, 0);
}
