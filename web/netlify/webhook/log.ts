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

export function redactingLog(sink: LogSink, secrets: readonly string[]): WebhookLog {
  // Longest first, so a secret that contains another is replaced whole.
  const sorted = [...new Set(secrets)].filter(Boolean).sort((a, b) => b.length - a.length);
  const redact = (message: string) => sorted.reduce((text, secret) => text.split(secret).join('[redacted]'), message);
  return {
    info: (message) => sink.info(`sanity-webhook: ${redact(message)}`),
    warn: (message) => sink.warn(`sanity-webhook: ${redact(message)}`),
    error: (message) => sink.error(`sanity-webhook: ${redact(message)}`),
  };
}
