import { PortableText as PortableTextRenderer } from '@portabletext/react';
import { CodeBlock } from '../CodeBlock/index.tsx';
import { inlineMarks } from '../PortableText/marks.tsx';
import * as styles from './styles.module.css';

const KIND_CLASSES: Record<string, string | undefined> = {
  note: styles.note,
  tip: styles.tip,
  info: styles.info,
  caution: styles.caution,
  danger: styles.danger,
};

const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  danger: 'Danger',
};

export type AdmonitionValue = { kind?: string; title?: string; body?: unknown[] };

export function Admonition({ value }: { value: AdmonitionValue }) {
  const kind = value.kind && value.kind in DEFAULT_TITLES ? value.kind : 'note';
  return (
    <aside className={`${styles.admonition} ${KIND_CLASSES[kind] ?? ''}`} data-kind={kind}>
      <p className={styles.title}>{value.title || DEFAULT_TITLES[kind]}</p>
      <div className={styles.body}>
        <PortableTextRenderer
          value={(value.body ?? []) as never}
          components={{ marks: inlineMarks, types: { code: ({ value: code }) => <CodeBlock value={code} /> } }}
        />
      </div>
    </aside>
  );
}
