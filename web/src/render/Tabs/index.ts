import { PortableText } from '@portabletext/react';
import { createElement as h, type ReactElement } from 'react';
import { CodeBlock, type CodeValue } from '../CodeBlock/index.ts';
import { InlineMath, MathBlock } from '../Math/index.ts';
import { inlineAnchor, inlineMarks } from '../marks.ts';
import type { PortableTextValue } from '../types.ts';
import { TAB_ATTRIBUTE, TABS_ATTRIBUTE } from './tabSwitching.ts';

export type TabValue = { _key?: string; label?: string; value?: string; body?: PortableTextValue };
export type TabsValue = { _key?: string; groupId?: string; tabs?: TabValue[] };

/**
 * Tabs as static HTML, in the ARIA tabs pattern: a tablist of buttons and one
 * panel each, the first selected. Switching (click, arrow keys, Home, End) and
 * the remembered choice per group are one document-wide script (tabSwitching.ts);
 * without it the first tab shows.
 */
export function Tabs({ value }: { value: TabsValue }): ReactElement {
  const tabs = value.tabs ?? [];
  const id = `tabs-${value._key ?? 'block'}`;
  const list = h(
    'div',
    { role: 'tablist', className: 'tabs__list', 'aria-orientation': 'horizontal' },
    tabs.map((tab, index) =>
      h(
        'button',
        {
          key: tab._key ?? index,
          type: 'button',
          role: 'tab',
          id: `${id}-tab-${index}`,
          className: 'tabs__tab',
          'aria-selected': index === 0 ? 'true' : 'false',
          'aria-controls': `${id}-panel-${index}`,
          tabIndex: index === 0 ? 0 : -1,
          [TAB_ATTRIBUTE]: tab.value || tab.label,
        },
        tab.label,
      ),
    ),
  );
  const panels = tabs.map((tab, index) =>
    h(
      'div',
      {
        key: tab._key ?? index,
        role: 'tabpanel',
        id: `${id}-panel-${index}`,
        className: 'tabs__panel',
        'aria-labelledby': `${id}-tab-${index}`,
        tabIndex: 0,
        hidden: index !== 0,
      },
      h(PortableText, {
        value: tab.body ?? [],
        components: {
          marks: inlineMarks,
          types: {
            code: ({ value: code }: { value: CodeValue }) => h(CodeBlock, { value: code }),
            // A code block shown as JavaScript too is a tab pair of its own (javascriptTabs/).
            tabs: ({ value: inner }: { value: TabsValue }) => h(Tabs, { value: inner }),
            anchor: inlineAnchor,
            math: MathBlock,
            inlineMath: InlineMath,
          },
        },
      }),
    ),
  );
  const attributes: Record<string, string> = { className: 'tabs', [TABS_ATTRIBUTE]: value.groupId ?? '' };
  return h('div', attributes, list, ...panels);
}
