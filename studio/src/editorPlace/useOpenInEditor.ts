import { type Path, pathToString } from 'sanity';
import { useRouter } from 'sanity/router';
import { type RouterPanes, usePaneRouter } from 'sanity/structure';

/** The sibling pane (split pane) of the same document that shows its editor, if one is open beside this view. */
function editorBeside(panes: RouterPanes, group: number, self: number): number {
  return (panes[group] ?? []).findIndex((pane, index) => index !== self && !pane.params?.view);
}

/**
 * Opens the document's editor at a place (a field, a block): in the editor pane beside this view when the document
 * is split, so the view stays in sight; else in this pane, switched back to the editor. One change of the address
 * either way: two calls (setView, then the pane's onPathOpen) each start from the address as it was, and the
 * second undoes the first.
 */
export function useOpenInEditor(): (path: Path) => void {
  const { params, setParams, routerPanesState, groupIndex, siblingIndex } = usePaneRouter();
  const router = useRouter();
  return (path) => {
    const at = pathToString(path);
    const beside = editorBeside(routerPanesState, groupIndex, siblingIndex);
    if (beside < 0) {
      const { view: _view, ...rest } = params ?? {};
      setParams({ ...rest, path: at });
      return;
    }
    const panes = routerPanesState.map((group, index) =>
      index === groupIndex
        ? group.map((pane, sibling) => (sibling === beside ? { ...pane, params: { ...pane.params, path: at } } : pane))
        : group,
    );
    router.navigate({ ...router.state, panes });
  };
}
