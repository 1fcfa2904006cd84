/** The error and every `cause` under it, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current = error;
  while (current instanceof Error && messages.length < 10) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages;
}
