import assert from 'node:assert/strict';

/** The error `promise` rejects with, which must be a `type`; a promise that resolves fails the test. */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof type, `expected a ${type.name}, got ${error}`);
    return error;
  }
  assert.fail(`expected a ${type.name}, but the promise resolved`);
}
