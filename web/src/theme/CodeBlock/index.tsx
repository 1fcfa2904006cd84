import type { CSSProperties } from 'react';
import { CopyButton } from './CopyButton.tsx';
import * as styles from './styles.module.css';

/** [text, light colour, dark colour, font style flags], made at build time by the source plugin. */
type CodeToken = [text: string, light?: string, dark?: string, fontStyle?: number];

export type CodeValue = {
  code?: string;
  language?: string;
  filename?: string;
  highlightedLines?: number[];
  tokens?: CodeToken[][];
};

function Token({ token: [text, light, dark, fontStyle = 0] }: { token: CodeToken }) {
  if (!light) return text;
  const style = { '--token-light': light, '--token-dark': dark } as CSSProperties;
  if (fontStyle & 1) style.fontStyle = 'italic';
  if (fontStyle & 2) style.fontWeight = 'bold';
  return (
    <span className={styles.token} style={style}>
      {text}
    </span>
  );
}

export function CodeBlock({ value }: { value: CodeValue }) {
  const code = value.code ?? '';
  const lines: CodeToken[][] = value.tokens ?? code.split('\n').map((line) => [[line]]);
  const highlighted = new Set(value.highlightedLines ?? []);
  return (
    <div className={styles.codeBlock}>
      {value.filename && <div className={styles.title}>{value.filename}</div>}
      <div className={styles.content}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <pre className={styles.pre} data-language={value.language} tabIndex={0}>
          <code>
            {lines.map((tokens, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
              <span key={index} className={highlighted.has(index + 1) ? styles.highlightedLine : styles.line}>
                {tokens.map((token, tokenIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity beyond their position
                  <Token key={tokenIndex} token={token} />
                ))}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
        <CopyButton code={code} />
      </div>
    </div>
  );
}
