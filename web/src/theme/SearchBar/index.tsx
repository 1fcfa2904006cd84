import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reloadIntoNewBuild, takeReopenRequest } from './reopenAfterDeploy.ts';
import './styles.css';

import type { ReaderVersions } from '../DocsVersion/usePreferredVersion.ts';
import { useSearchSettings } from './useSearchSettings.ts';
import { useSearchShortcuts } from './useSearchShortcuts.ts';
import { useSectionSearchContexts } from './useSectionSearchContexts.ts';

type SearchUi = typeof import('./SearchModal.tsx');
let searchUi: Promise<SearchUi> | undefined;

/** Links a stylesheet and settles when it has loaded (or failed: an unstyled modal beats none). */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

/** The modal's code and styles, loaded once, together, so it never shows unstyled. */
function loadSearchUi(stylesheet: string): Promise<SearchUi> {
  searchUi ??= Promise.all([
    import(/* webpackChunkName: "search-modal" */ './SearchModal.tsx'),
    loadStylesheet(stylesheet),
  ]).then(([module]) => module);
  searchUi.catch(() => {
    searchUi = undefined;
  });
  return searchUi;
}

function SearchIcon() {
  return (
    <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navbar's search: DocSearch's button, drawn here with DocSearch's own
 * styles so the first load carries no search code; the modal, its styles and
 * (in local mode) the index manifest start loading when the reader points at,
 * focuses or touches the button, and the modal opens from the button or the
 * keyboard. It searches the docs versions the reader is in (`versions`, per docs line).
 */
export function SearchBar({ versions }: { versions: ReaderVersions }) {
  const version = versions.get(null) ?? CURRENT_VERSION_NAME;
  const sections = useSectionSearchContexts(versions);
  const settings = useSearchSettings();
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [ui, setUi] = useState<SearchUi | null>(null);
  const [apple, setApple] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);

  const preload = useCallback(() => {
    loadSearchUi(settings.modalStylesheet).then(
      (module) => module.prepareSearch(settings),
      () => {},
    );
  }, [settings]);
  const open = useCallback(
    (query?: string) => {
      setInitialQuery(query);
      setIsOpen(true);
      loadSearchUi(settings.modalStylesheet).then(
        (module) => {
          module.prepareSearch(settings);
          setUi(() => module);
        },
        () => {
          setIsOpen(false);
          void reloadIntoNewBuild(query ?? '');
        },
      );
    },
    [settings],
  );
  const onOpen = useCallback(() => open(), [open]);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
  }, []);
  const onInput = useCallback((character: string) => open(character), [open]);
  // Reloaded into a new build because the modal's code had gone: open it as the reader asked.
  useEffect(() => {
    const request = takeReopenRequest();
    if (request) open(request.query || undefined);
  }, [open]);
  useSearchShortcuts({ isOpen, onOpen, onClose, onInput, buttonRef });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        // The shortcut keys are visible text, so they are part of the name (what speech-input users say).
        aria-label={`Search ${apple ? '⌘' : 'Ctrl'} K`}
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        onClick={onOpen}
        onMouseOver={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        {/* The spaces keep the visible text "Search Ctrl K", matching the name, for speech input. */}
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>{' '}
        <span className="DocSearch-Button-Keys">
          <kbd className={apple ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'}>
            {apple ? '⌘' : 'Ctrl'}
          </kbd>{' '}
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {isOpen && ui && (
        <ui.default
          settings={settings}
          version={version}
          sections={sections}
          initialQuery={initialQuery}
          onClose={onClose}
        />
      )}
    </>
  );
}
