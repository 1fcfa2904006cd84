/**
 * Guide snippets of React components reading the store: with hooks, with
 * `connect`, and a diff from one to the other.
 */
import type { Random } from '../random.ts';
import { plural, slugify } from '../words/index.ts';
import { featureDir, HOOK_KINDS, nameOf } from './snippetParts.ts';
import type { CodeSubject, Snippet } from './types.ts';

export function componentSnippet(random: Random, subject: CodeSubject, typed: boolean): Snippet {
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

export function connectedSnippet(random: Random, subject: CodeSubject): Snippet {
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

export function diffSnippet(random: Random, subject: CodeSubject): Snippet {
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
