/** The Studio's layout with nested dialogs that close one level at a time (closeOneLevel.ts). */
import { useEffect } from 'react';
import type { LayoutProps } from 'sanity';
import { closeOneLevelAtATime } from './closeOneLevel.ts';

export function OneLevelDialogsLayout(props: LayoutProps) {
  useEffect(() => {
    document.addEventListener('click', closeOneLevelAtATime, true);
    return () => document.removeEventListener('click', closeOneLevelAtATime, true);
  }, []);
  return props.renderDefault(props);
}
