import * as styles from './styles.module.css';

export type CodeValue = { code?: string; language?: string; filename?: string; highlightedLines?: number[] };

export function CodeBlock({ value }: { value: CodeValue }) {
  const lines = (value.code ?? '').split('\n');
  const highlighted = new Set(value.highlightedLines ?? []);
  return (
    <div className={styles.codeBlock}>
      {value.filename && <div className={styles.title}>{value.filename}</div>}
      <pre className={styles.pre} data-language={value.language}>
        <code>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
            <span key={index} className={highlighted.has(index + 1) ? styles.highlightedLine : styles.line}>
              {line}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
}
