export { describeEachDialect, TEST_JWT_SECRET, type TestContext } from './describe-each-dialect';
export { createTestDatabase, type TestDatabase } from './test-database';
export { loadTestConfig } from './test-config';
export { rawRows } from './raw-query';
export { useStayApp, type StayTestKit } from './stay-app';
// The demo workspace's bike station test places its rental as an order placement does.
export { createRentalsForPlacedOrder } from '../../src/modules/rental';
