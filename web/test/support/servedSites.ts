/** The loopback ports `playwright.config.ts` serves the built sites on, for tests that use more than their own. */
export const SITE_PORT = Number(process.env.SITE_TEST_PORT ?? 9323);
export const VARIANT_PORT = SITE_PORT + 1;
export const MIGRATED_PORT = SITE_PORT + 2;
