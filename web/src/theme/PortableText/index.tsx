import { type PortableTextComponents, PortableText as PortableTextRenderer } from '@portabletext/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Admonition } from '../Admonition/index.tsx';
import { CodeBlock } from '../CodeBlock/index.tsx';
import { Figure } from '../Figure/index.tsx';
import { Table } from '../Table/index.tsx';
import { headingsOf } from './headingIds.ts';
import { inlineMarks } from './marks.tsx';
import * as styles from './styles.module.css';
import type { PortableTextValue } from './types.ts';

type HeadingProps = { value: { _key?: string; style?: string }; children?: ReactNode };

const HeadingIds = createContext<ReadonlyMap<string, string>>(new Map());

function Heading({ value, children }: HeadingProps) {
  const ids = useContext(HeadingIds);
  const Tag = (value.style ?? 'h2') as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const id = value._key ? ids.get(value._key) : undefined;
  return (
    <Tag id={id} className={styles.heading}>
      {children}
      {id && (
        <a className={styles.anchor} href={`#${id}`} aria-label="Direct link to this section">
          #
        </a>
      )}
    </Tag>
  );
}

export { inlineMarks };

export function RichText({ value }: { value: PortableTextValue }) {
  return <PortableTextRenderer value={value as never} components={{ marks: inlineMarks, types: embeddedTypes }} />;
}

const embeddedTypes: PortableTextComponents['types'] = {
  code: ({ value }) => <CodeBlock value={value} />,
};

const bodyComponents: PortableTextComponents = {
  block: { h2: Heading, h3: Heading, h4: Heading, h5: Heading, h6: Heading },
  marks: inlineMarks,
  types: {
    ...embeddedTypes,
    admonition: ({ value }) => <Admonition value={value} />,
    table: ({ value }) => <Table value={value} />,
    image: ({ value }) => <Figure value={value} />,
  },
};

export function PortableText({ value }: { value: PortableTextValue }) {
  const ids = useMemo(() => new Map(headingsOf(value).map((heading) => [heading.key, heading.id])), [value]);
  return (
    <HeadingIds.Provider value={ids}>
      <PortableTextRenderer value={value as never} components={bodyComponents} />
    </HeadingIds.Provider>
  );
}
