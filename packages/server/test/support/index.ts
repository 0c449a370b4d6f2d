export { describeEachDialect, TEST_JWT_SECRET, type TestContext } from './describe-each-dialect';
export { createTestDatabase, type TestDatabase } from './test-database';
export { loadTestConfig } from './test-config';
