/**
 * Types for `netlify-redirector`, which ships none: Netlify's redirect matcher
 * compiled to WebAssembly, as the Netlify CLI's dev server uses it. Written
 * from its package contents (index.js, and the names the module exports) and
 * from trying it; only what serve/netlifyRules.ts uses.
 */
declare module 'netlify-redirector' {
  /** A request, as the matcher asks about it. */
  interface RedirectorRequest {
    /** `http` or `https`. */
    scheme: string;
    host: string;
    /** The path as the rules spell theirs (see netlifyRules.ts on encoding). */
    path: string;
    /** The query without its `?`. */
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }

  /** The first rule that matched, with `to`'s placeholders filled in. */
  interface RedirectorMatch {
    from: string;
    to: string;
    host: string;
    scheme: string;
    status: number;
    force: boolean;
    negative: boolean;
    force404?: boolean;
    conditions: Record<string, unknown>;
    exceptions: Record<string, unknown>;
    proxyHeaders?: Record<string, string>;
  }

  interface RedirectorMatcher {
    match(request: RedirectorRequest): RedirectorMatch | null;
  }

  interface RedirectorOptions {
    jwtSecret?: string;
    jwtRoleClaim?: string;
  }

  const redirector: {
    /** Rules in `_redirects` text. The options object is required (it fails on undefined). */
    parsePlain(rules: string, options: RedirectorOptions): Promise<RedirectorMatcher>;
    /** Rules as a JSON array of `{ path, to, status, force, params, conditions, host, scheme }`. */
    parseJSON(rules: string, options: RedirectorOptions): Promise<RedirectorMatcher>;
  };
  export = redirector;
}
