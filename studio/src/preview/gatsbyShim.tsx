/**
 * What the site's theme components take from `gatsby`, for rendering them to
 * HTML in the Studio's preview (sanity.cli.ts points `gatsby` here): a query
 * is its text, a static query is answered by the Preview (StaticQueries, from
 * the same nodes the build makes), and a link is the anchor Gatsby's Link renders.
 */
import { createContext, type ReactNode, useContext } from 'react';

export const graphql = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  String.raw({ raw: strings }, ...values);

export const prefetchPathname = (): void => undefined;

/** The Preview draws pages as HTML; nothing navigates inside it. */
export const navigate = (): Promise<void> => Promise.resolve();

type Answer = (query: string) => unknown;

const StaticQueryAnswers = createContext<Answer | null>(null);

/** Gives the theme components drawn inside it their static queries' answers. */
export function StaticQueries({ answer, children }: { answer: Answer; children: ReactNode }) {
  return <StaticQueryAnswers.Provider value={answer}>{children}</StaticQueryAnswers.Provider>;
}

export function useStaticQuery<T>(query: string): T {
  const answer = useContext(StaticQueryAnswers);
  if (!answer) throw new Error('A theme component asked a static query outside the Preview’s page.');
  return answer(query) as T;
}

type LinkProps = { to: string; activeClassName?: string; children?: ReactNode; [attribute: string]: unknown };

export function Link({ to, activeClassName: _active, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
