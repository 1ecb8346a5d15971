import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md: every plan write goes through recordPlanChange (plan-changes.ts), the one
 * writer of plan_update_history and of medicare_plans.updated_at (the plan cache's version). Read
 * from the source text, like engine-purity.test.ts: it knows the ways this code writes SQL
 * (Drizzle's builders and sql`` templates), not every way there could be. plan-changes.test.ts
 * drives the routes themselves.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const HOME = 'src/server/services/catalogue/plan-changes.ts';
const SCANNED = ['src/server', 'scripts', 'tests/setup'];

/** Files that write plan rows without recordPlanChange, and why that is right. */
const WRITE_PLANS_DIRECTLY: Record<string, string> = {
  'src/server/db/seed/seed.ts':
    'seeds the reference plans into a fresh database: no admin acted, so no history; new rows take updated_at from the column default now()',
  'src/server/db/seed/plan-catalogue.ts':
    "gives the seeded catalogue plans their formularies and networks (docs/plan-catalogue.md) in the seed's transaction; seed data, not a change to record",
  'scripts/bench.ts': "fills the benchmark's own throwaway database",
  'src/server/testing/admin-plans-helpers.ts':
    'test fixture: puts plan rows in place so a test starts from a known state',
  'src/server/testing/catalogue-helpers.ts':
    "test fixture: ages a plan's updated_at so a test can see a write move it forward",
  'tests/setup/analytics-fixtures.ts': 'test fixture: plans for the analytics tests',
};
/** Files that set medicare_plans.updated_at themselves, and why. */
const SET_UPDATED_AT_DIRECTLY: Record<string, string> = {
  'src/server/testing/catalogue-helpers.ts':
    "test fixture: ages a plan's updated_at so a test can see a write move it forward",
};

const PLAN_TABLES = {
  medicarePlans: 'medicare_plans',
  planFormulary: 'plan_formulary',
  planNetworks: 'plan_networks',
};

/** Statements that write one of the tables: Drizzle builders and SQL text (table by name or `${table}`). */
function writesTo(tables: Record<string, string>): RegExp[] {
  const names = Object.keys(tables).join('|');
  const sqlNames = Object.values(tables).join('|');
  return [
    new RegExp(String.raw`\.(insert|update|delete)\(\s*(${names})\b`),
    new RegExp(
      String.raw`\b(insert\s+into|update|delete\s+from)\s+(\$\{\s*(${names})\s*\}|"?(${sqlNames})\b)`,
      'i',
    ),
  ];
}
const WRITES_PLANS = writesTo(PLAN_TABLES);
const WRITES_HISTORY = writesTo({ planUpdateHistory: 'plan_update_history' });
/** updated_at given a value: in a Drizzle set/values object, an SQL assignment or an INSERT's columns. */
const SETS_UPDATED_AT = [
  // A Drizzle update of the plans table (other tables' updatedAt, such as medigap_rates', are theirs).
  /\.update\(\s*medicarePlans\s*\)\s*\.set\(\s*\{[^)]*\bupdatedAt\b/,
  /\bset\s*:\s*\{[^}]*\bupdatedAt\b/,
  /\.values\([^)]*\bupdatedAt\b/,
  /\bupdated_at\s*=/i,
  /\binsert\s+into[^;`]*\bupdated_at\b/i,
];

/** The code without comments (which may well mention the tables). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
const matches = (patterns: RegExp[], text: string) => patterns.some((p) => p.test(text));

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    const isSource = /\.(ts|mjs)$/.test(entry.name) && !/\.(test|spec|stress)\.ts$/.test(entry.name);
    return isSource ? [rel] : [];
  });
}

describe('plan writes go through recordPlanChange', () => {
  const files = SCANNED.flatMap(sources);
  const text = new Map(files.map((f) => [f, code(fs.readFileSync(path.join(ROOT, f), 'utf8'))]));
  const writers = files.filter((f) => matches(WRITES_PLANS, text.get(f) ?? ''));

  it('recognises the writes it looks for', () => {
    const caught = [
      'await tx.update(medicarePlans).set({ isActive: true, updatedAt: new Date() })',
      'await db.insert(planNetworks).values(rows)',
      `sql\`update \${medicarePlans} set updated_at = now() where id = 1\``,
      'sql`insert into medicare_plans (plan_id, updated_at) values ($1, now())`',
      'sql`delete from "plan_formulary" where plan_id = 1`',
    ];
    for (const snippet of caught) expect(matches(WRITES_PLANS, snippet), snippet).toBe(true);
    expect(matches(WRITES_HISTORY, `sql\`insert into \${planUpdateHistory} (plan_id) select 1\``)).toBe(true);
    expect(matches(WRITES_HISTORY, 'await tx.insert(planUpdateHistory).values(rows)')).toBe(true);
    for (const snippet of [
      caught[0],
      caught[2],
      caught[3],
      '.onConflictDoUpdate({ set: { updatedAt: x } })',
    ]) {
      expect(matches(SETS_UPDATED_AT, snippet ?? ''), snippet).toBe(true);
    }
    // Reads and discarded fields are not writes.
    expect(matches(WRITES_PLANS, 'db.select().from(medicarePlans).where(eq(medicarePlans.id, 1))')).toBe(
      false,
    );
    expect(matches(SETS_UPDATED_AT, 'const { id: _id, updatedAt: _u, ...fields } = input;')).toBe(false);
    expect(matches(SETS_UPDATED_AT, 'sql`select max(updated_at) from medicare_plans`')).toBe(false);
    expect(
      matches(SETS_UPDATED_AT, 'await tx.update(medigapRates).set({ ...changes, updatedAt: now })'),
    ).toBe(false);
  });

  it('finds the plan writers it knows of, so a changed pattern cannot pass unseen', () => {
    expect(writers).toEqual(
      expect.arrayContaining([
        'src/server/services/admin/admin-plans.ts',
        'src/server/services/admin/admin-plans-bulk.ts',
        'src/server/services/admin/plan-catalogue-admin.ts',
        'src/server/services/import/plan-writer.ts',
        'src/server/services/import/catalogue-rows.ts',
        HOME,
      ]),
    );
  });

  it(`writes plan_update_history only in ${HOME}`, () => {
    expect(files.filter((f) => f !== HOME && matches(WRITES_HISTORY, text.get(f) ?? ''))).toEqual([]);
    expect(matches(WRITES_HISTORY, text.get(HOME) ?? '')).toBe(true);
  });

  it(`sets medicare_plans.updated_at only in ${HOME}`, () => {
    const setters = files.filter((f) => matches(SETS_UPDATED_AT, text.get(f) ?? ''));
    expect(setters.filter((f) => f !== HOME && !(f in SET_UPDATED_AT_DIRECTLY))).toEqual([]);
    expect(setters).toContain(HOME);
    // An exemption that no longer sets it is stale: drop it.
    expect(Object.keys(SET_UPDATED_AT_DIRECTLY).filter((f) => !setters.includes(f))).toEqual([]);
  });

  it('every other file that writes plans, formularies or networks calls recordPlanChange', () => {
    const unrecorded = writers.filter(
      (f) => f !== HOME && !(f in WRITE_PLANS_DIRECTLY) && !/\brecordPlanChange\(/.test(text.get(f) ?? ''),
    );
    expect(unrecorded).toEqual([]);
    // An exemption for a file that no longer writes plans is stale: drop it.
    expect(Object.keys(WRITE_PLANS_DIRECTLY).filter((f) => !writers.includes(f))).toEqual([]);
  });
});
