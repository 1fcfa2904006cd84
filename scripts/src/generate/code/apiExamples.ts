/** Usage examples under a reference page's function: the function called in a component or against a store. */
import type { CodeLanguage } from '@react-redux-docs/schemas';
import type { CodeBlock } from '../../import/types.ts';
import type { Random } from '../random.ts';
import type { ApiName } from '../types.ts';
import { slugify } from '../words/index.ts';
import { toCodeBlock } from './codeBlock.ts';

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
  return toCodeBlock(random, { language, code: [importLine, '', ...body].join('\n') }, 0);
}
