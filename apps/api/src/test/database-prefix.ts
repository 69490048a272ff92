/**
 * The name every PostgreSQL database of this API test run starts with. The run's
 * global setup (global-setup.ts) sets API_TEST_RUN before the workers start;
 * test-app.ts names its databases with it and the setup's teardown drops them.
 */
export function testDatabasePrefix(): string {
  return `app_test_${process.env.API_TEST_RUN ?? 'local'}_`;
}
