import { Children, createElement, isValidElement, type ReactNode } from 'react';

type TabItemProps = { value?: string; label?: string; default?: boolean; children?: ReactNode };
type Props = {
  groupId?: string;
  defaultValue?: string;
  values?: { value: string; label?: string }[];
  children?: ReactNode;
};

/** `@theme/Tabs`: each item with its value and label, read back as `<Tabs>` and `<TabItem>` tags. */
export default function Tabs({ groupId, defaultValue, values, children }: Props) {
  const items = Children.toArray(children).filter(isValidElement);
  return createElement(
    'div',
    { 'data-import': 'tabs', 'data-group-id': groupId },
    items.map((item, index) => {
      const props = item.props as TabItemProps;
      const value = props.value ?? String(index);
      const label = props.label ?? values?.find((entry) => entry.value === value)?.label ?? value;
      return createElement(
        'div',
        {
          key: value,
          'data-import': 'tab-item',
          'data-value': value,
          'data-label': label,
          'data-default': props.default || defaultValue === value ? 'true' : undefined,
        },
        props.children,
      );
    }),
  );
}
