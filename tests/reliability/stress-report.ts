/** Where `npm run test:stress` leaves its figures: .cache/stress/<check>.json (git-ignored; Playwright empties test-results/). */
import fs from 'node:fs';
import path from 'node:path';

export const STRESS_REPORT_DIR = path.resolve('.cache/stress');

/** Writes one check's figures and prints a one-line summary to the run's output. */
export function writeStressReport(name: string, figures: unknown, summary: string): void {
  fs.mkdirSync(STRESS_REPORT_DIR, { recursive: true });
  fs.writeFileSync(path.join(STRESS_REPORT_DIR, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`[stress] ${name}: ${summary}`);
}
