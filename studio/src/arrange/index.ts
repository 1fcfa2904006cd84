/** The Sidebar tool: arrange a docs version's sidebar by dragging. Add `arrangeTool()` to the Studio's plugins. */
import { definePlugin } from 'sanity';
import { ArrangeIcon } from './ArrangeIcon.tsx';
import { ArrangeTool } from './ArrangeTool.tsx';

export const arrangeTool = definePlugin({
  name: 'react-redux-docs-sidebar',
  tools: [{ name: 'sidebar', title: 'Sidebar', icon: ArrangeIcon, component: ArrangeTool }],
});
