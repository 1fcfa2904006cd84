import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorChain } from './errorChain.ts';
import * as styles from './styles.module.css';

type Props = { children: ReactNode; fallback: (props: { error: Error; tryAgain: () => void }) => ReactNode };
type State = { error: Error | undefined };

/** Catches a render error below it and shows the fallback instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  tryAgain = () => this.setState({ error: undefined });

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback({ error, tryAgain: this.tryAgain }) : this.props.children;
  }
}

export function PageCrashed({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <main className={styles.crashed} id="__main">
      <h1>This page crashed.</h1>
      <button type="button" className={styles.button} onClick={tryAgain}>
        Try again
      </button>
      <ol className={styles.chain}>
        {errorChain(error).map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the chain is fixed once caught
          <li key={index}>
            <code>{message}</code>
          </li>
        ))}
      </ol>
    </main>
  );
}
