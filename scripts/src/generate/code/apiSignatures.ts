/** What a reference page says of a function's types: its signature and its parameters. */
import type { CodeBlock } from '../../import/types.ts';
import type { ApiName } from '../types.ts';

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
