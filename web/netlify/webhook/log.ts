/**
 * The function's log. Each line is one sentence about one request; before it
 * is written, every secret value is replaced, so an error message that
 * happens to carry the build hook's address (a network error, say) cannot
 * leak it into Netlify's function logs.
 */

export interface WebhookLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export type LogSink = Pick<Console, 'info' | 'warn' | 'error'>;

/** `name` starts every line: the function's name (the deploy list's function shares this log). */
export function redactingLog(sink: LogSink, secrets: readonly string[], name = 'sanity-webhook'): WebhookLog {
  // Longest first, so a secret that contains another is replaced whole.
  const sorted = [...new Set(secrets)].filter(Boolean).sort((a, b) => b.length - a.length);
  const redact = (message: string) => sorted.reduce((text, secret) => text.split(secret).join('[redacted]'), message);
  return {
    info: (message) => sink.info(`${name}: ${redact(message)}`),
    warn: (message) => sink.warn(`${name}: ${redact(message)}`),
    error: (message) => sink.error(`${name}: ${redact(message)}`),
  };
}
