/**
 * Points this Jest worker's TEST_DATABASE_URL at the database the global setup made for it, so
 * spec files running at once in several workers never share rows, locks or pg-boss queues.
 * Runs before each spec file, synchronously: specs may read the URL while being collected.
 */
const prefix = process.env.TEST_DATABASE_PREFIX;
if (prefix && process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${prefix}${process.env.JEST_WORKER_ID ?? '1'}`;
  process.env.TEST_DATABASE_URL = url.toString();
}
