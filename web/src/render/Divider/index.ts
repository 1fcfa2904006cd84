import { createElement as h } from 'react';

/** A divider block: a thematic break, as Markdown's `---` is. */
export const Divider = () => h('hr', { className: 'divider' });
