import { CopyButton } from './CopyButton.tsx';
import * as styles from './styles.module.css';

export type CodeValue = {
  code?: string;
  language?: string;
  filename?: string;
  /** Lines and coloured tokens as HTML, made at build time by the source plugin (highlightCode.ts). */
  html?: string;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function CodeBlock({ value }: { value: CodeValue }) {
  const code = value.code ?? '';
  return (
    <div className={styles.codeBlock}>
      {value.filename && <div className={styles.title}>{value.filename}</div>}
      <div className={styles.content}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <pre className={styles.pre} data-language={value.language} tabIndex={0}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the build made from escaped code text */}
          <code dangerouslySetInnerHTML={{ __html: value.html ?? escapeHtml(code) }} />
        </pre>
        <CopyButton code={code} />
      </div>
    </div>
  );
}
