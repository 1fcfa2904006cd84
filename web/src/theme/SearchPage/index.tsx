import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import { Link } from 'gatsby';
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { LocalHit } from '../../search/local/engine.ts';
import { useDocsVersions } from '../DocsVersion/useDocsVersions.ts';
import { useReaderVersions } from '../DocsVersion/usePreferredVersion.ts';
import type { SearchSettings } from '../SearchBar/useSearchSettings.ts';
import { useSectionSearchContexts } from '../SearchBar/useSectionSearchContexts.ts';
import { Highlighted } from './highlighted.tsx';
import * as styles from './styles.module.css';
import { useSearchResults } from './useSearchResults.ts';

/** DocSearch's limit, kept here so the page and the modal accept the same queries. */
export const MAX_QUERY_LENGTH = 64;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function queryFromUrl(): string {
  return (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

type Highlights = Partial<Record<(typeof LEVELS)[number], { value: string }>>;

/** The headings the hit sits under, highlighted, and the hit's own title: its deepest heading. */
function hitParts(hit: LocalHit) {
  const highlighted = (hit._highlightResult.hierarchy ?? {}) as Highlights;
  const present = LEVELS.filter((level) => hit.hierarchy[level]);
  const value = (level: (typeof LEVELS)[number]) => highlighted[level]?.value ?? hit.hierarchy[level] ?? '';
  const title = present.at(-1) ?? 'lvl1';
  return { title: value(title), trail: present.slice(0, -1).map(value) };
}

function Result({ hit }: { hit: LocalHit }) {
  const { title, trail } = hitParts(hit);
  const snippet = (hit._snippetResult.content as { value: string } | undefined)?.value;
  return (
    <li className={styles.result}>
      <p className={styles.trail}>
        {trail.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the levels of one hit, in a fixed order
          <span key={index}>
            <Highlighted value={part} />
          </span>
        ))}
      </p>
      <h2 className={styles.title}>
        <Link to={hit.url}>
          <Highlighted value={title} />
        </Link>
      </h2>
      {snippet && (
        <p className={styles.snippet}>
          <Highlighted value={snippet} />
        </p>
      )}
    </li>
  );
}

/** Loads the next page when the end of the list scrolls into view. */
function useLoadOnScroll(onVisible: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, active]);
  return sentinel;
}

/** With several docs versions, which one to search: the reader's chosen one (or the latest release) at first. */
function VersionSelect({ value, onChange }: { value: string; onChange: (version: string) => void }) {
  const { versions } = useDocsVersions();
  if (versions.length < 2) return null;
  return (
    <label className={styles.version}>
      Docs version{' '}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SearchPage({ settings }: { settings: SearchSettings }) {
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(queryFromUrl()), []);
  const readerVersions = useReaderVersions(undefined);
  const sections = useSectionSearchContexts(readerVersions);
  const [chosenVersion, setChosenVersion] = useState<string | undefined>();
  const version = chosenVersion ?? readerVersions.get(null) ?? CURRENT_VERSION_NAME;
  const { results, status, loadMore, hasMore } = useSearchResults(settings, query, version, sections);
  const sentinel = useLoadOnScroll(loadMore, hasMore && status === 'done');
  const list = useRef<HTMLOListElement>(null);
  // After "Load more results", the reader goes on from the first new result (the button is disabled meanwhile).
  const [firstNew, setFirstNew] = useState<number | null>(null);
  useEffect(() => {
    if (firstNew === null || results.hits.length <= firstNew) return;
    list.current?.children[firstNew]?.querySelector('a')?.focus();
    setFirstNew(null);
  }, [firstNew, results.hits.length]);
  const onLoadMore = () => {
    setFirstNew(results.hits.length);
    loadMore();
  };

  const update = (value: string) => {
    setQuery(value);
    // replaceState: the address follows the query without a history entry per keystroke.
    const url = value ? `/search?q=${encodeURIComponent(value)}` : '/search';
    window.history.replaceState(window.history.state, '', url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query) {
      event.preventDefault();
      update('');
    }
  };

  const trimmed = query.trim();
  return (
    <div className={styles.page}>
      <h1>{trimmed ? `Search results for "${trimmed}"` : 'Search the documentation'}</h1>
      <search>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            className={styles.input}
            aria-label="Search"
            placeholder="Search docs"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(event: ChangeEvent<HTMLInputElement>) => update(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
          />
          <VersionSelect value={version} onChange={setChosenVersion} />
        </form>
      </search>
      <div className={styles.status} aria-live="polite">
        {status === 'error' && (
          <>
            <p className={styles.statusTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </>
        )}
        {status === 'done' && results.nbHits === 0 && (
          <p className={styles.statusTitle}>
            No results for "<strong>{trimmed}</strong>"
          </p>
        )}
        {status !== 'error' && results.nbHits > 0 && trimmed && (
          <p>{results.nbHits === 1 ? '1 result' : `${results.nbHits} results`}</p>
        )}
      </div>
      {trimmed && results.hits.length > 0 && status !== 'error' && (
        <ol ref={list} className={styles.results}>
          {results.hits.map((hit) => (
            <Result key={hit.objectID} hit={hit} />
          ))}
        </ol>
      )}
      {hasMore && status !== 'error' && (
        <div ref={sentinel} className={styles.more}>
          <button type="button" className={styles.moreButton} onClick={onLoadMore} disabled={status === 'loading'}>
            {status === 'loading' ? 'Loading…' : 'Load more results'}
          </button>
        </div>
      )}
    </div>
  );
}
