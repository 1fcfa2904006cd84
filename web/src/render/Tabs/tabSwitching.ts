/**
 * What makes the static tabs (index.ts) work: one listener set for the whole
 * document, present and future pages, as for copy buttons. A tab is chosen by
 * click or, in the tablist, by the arrow keys, Home and End. Tabs blocks of one
 * group switch together, and the choice is kept in local storage under the
 * group (the key Docusaurus uses, so readers of a migrated site keep theirs)
 * and applied to every page, and to other open windows of the site.
 */
import { closestToTarget } from '../eventTarget.ts';

export const TABS_ATTRIBUTE = 'data-tabs-group';
export const TAB_ATTRIBUTE = 'data-tab-value';

const storageKey = (group: string) => `docusaurus.tab.${group}`;

function tabsOf(block: Element): HTMLElement[] {
  return [...block.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
}

/** Shows `tab` in its block and hides the other panels. */
function select(block: Element, tab: Element, focus: boolean): void {
  for (const other of tabsOf(block)) {
    const chosen = other === tab;
    other.setAttribute('aria-selected', String(chosen));
    other.tabIndex = chosen ? 0 : -1;
    const panel = block.ownerDocument.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !chosen;
  }
  if (focus) (tab as HTMLElement).focus();
}

/** Selects the tab with `value` in every block of `group` in `root` that has one. */
export function showGroupValue(root: Document, group: string, value: string): void {
  for (const block of root.querySelectorAll(`[${TABS_ATTRIBUTE}="${CSS.escape(group)}"]`)) {
    const tab = tabsOf(block).find((candidate) => candidate.getAttribute(TAB_ATTRIBUTE) === value);
    if (tab) select(block, tab, false);
  }
}

function remember(group: string, value: string): void {
  try {
    localStorage.setItem(storageKey(group), value);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}

function choose(root: Document, tab: HTMLElement, focus: boolean): void {
  const block = tab.closest(`[${TABS_ATTRIBUTE}]`);
  if (!block) return;
  select(block, tab, focus);
  const group = block.getAttribute(TABS_ATTRIBUTE);
  const value = tab.getAttribute(TAB_ATTRIBUTE);
  if (group && value) {
    showGroupValue(root, group, value);
    remember(group, value);
  }
}

/** Applies every remembered group choice to the tabs now in the document (after each page change). */
export function applyRememberedTabs(root: Document): void {
  const groups = new Set<string>();
  for (const block of root.querySelectorAll(`[${TABS_ATTRIBUTE}]`)) {
    const group = block.getAttribute(TABS_ATTRIBUTE);
    if (group) groups.add(group);
  }
  for (const group of groups) {
    let value: string | null = null;
    try {
      value = localStorage.getItem(storageKey(group));
    } catch {
      value = null;
    }
    if (value !== null) showGroupValue(root, group, value);
  }
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function listenForTabs(root: Document): void {
  root.addEventListener('click', (event) => {
    const tab = closestToTarget(event, '[role="tab"]');
    if (tab?.closest(`[${TABS_ATTRIBUTE}]`)) choose(root, tab, false);
  });
  root.addEventListener('keydown', (event) => {
    const move = MOVES[event.key];
    const tab = closestToTarget(event, '[role="tab"]');
    const block = tab?.closest(`[${TABS_ATTRIBUTE}]`);
    if (!move || !tab || !block) return;
    const tabs = tabsOf(block);
    const next = tabs[move(tabs.indexOf(tab), tabs.length)];
    if (!next) return;
    event.preventDefault();
    choose(root, next, true);
  });
  window.addEventListener('storage', (event) => {
    const group = event.key?.startsWith('docusaurus.tab.') ? event.key.slice('docusaurus.tab.'.length) : undefined;
    if (group && event.newValue !== null) showGroupValue(root, group, event.newValue);
  });
}
