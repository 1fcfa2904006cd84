import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, writeStorage } from '../storage/index.ts';

export type ColorMode = 'light' | 'dark';

function currentMode(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function applyMode(mode: ColorMode) {
  document.documentElement.setAttribute('data-theme', mode);
}

/** The colour mode set before first paint, a setter that remembers it, and sync with other open tabs. */
export function useColorMode(): { mode: ColorMode | undefined; toggle: () => void } {
  // Unknown until mounted: the server cannot know the reader's choice.
  const [mode, setMode] = useState<ColorMode | undefined>(undefined);

  useEffect(() => {
    setMode(currentMode());
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme || (event.newValue !== 'light' && event.newValue !== 'dark')) return;
      applyMode(event.newValue);
      setMode(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback(() => {
    const next: ColorMode = currentMode() === 'dark' ? 'light' : 'dark';
    applyMode(next);
    writeStorage(STORAGE_KEYS.theme, next);
    setMode(next);
  }, []);

  return { mode, toggle };
}
