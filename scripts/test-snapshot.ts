// Makes the seeded PGlite test snapshot if missing (tests/setup/test-snapshot.ts), so the tiers share one seeding.
import { ensureSeededSnapshot, snapshotKey } from '../tests/setup/test-snapshot.ts';

const started = Date.now();
const file = await ensureSeededSnapshot();
console.log(`seeded snapshot ${snapshotKey()}: ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
