/**
 * Makes the test run's seeded PGlite snapshot if this tree has none (tests/setup/test-snapshot.ts),
 * so that the test tiers npm test starts side by side share one seeding.
 */
import { ensureSeededSnapshot, snapshotKey } from '../tests/setup/test-snapshot.ts';

const started = Date.now();
const file = await ensureSeededSnapshot();
console.log(`seeded snapshot ${snapshotKey()}: ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
