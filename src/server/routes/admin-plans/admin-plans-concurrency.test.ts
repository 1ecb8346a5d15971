/**
 * Concurrent admin writes (issue 8, item 11): 20 updates of the same few plans and a bulk action on
 * them, all in flight at once. The end state must be that of some serial order of the successful
 * writes, and the history must hold exactly one row per successful write per plan it changed.
 *
 * The proof of "some serial order": each plan's history rows, in id order (ids are taken inside the
 * transaction, after the row lock, so they follow the order the writes took effect), replayed from
 * the plan as it was before: every row's `before` must equal the state the rows before it left,
 * and the replay must end on the plan's final fields. `npm run test:stress` runs more rounds.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setting } from '../../../../tests/reliability/stress-profile.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { PlanFieldChange } from '../../../shared/admin-plan-contracts.ts';
import { auditLog, medicarePlans, planUpdateHistory } from '../../db/schema.ts';
import { canonical, planFields } from '../../services/admin/admin-plans-history.ts';
import { client, insertPlan } from '../../testing/admin-plans-helpers.ts';

const ROUNDS = setting('CLEARPLAN_ADMIN_WRITE_ROUNDS', 1, 25);
const PLANS = 3;
const UPDATES = 20;

type Write =
  | { kind: 'update'; planId: string; body: { notes: string; monthlyPremium: string; isActive: boolean } }
  | { kind: 'bulk'; planIds: string[] };

describe.each(TEST_DATABASE_KINDS)('concurrent admin writes on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, await t.adminCookie());
  });
  afterAll(() => t.close());

  it(
    `${UPDATES} updates and a bulk deactivate at once end as some serial order, ${ROUNDS} round(s)`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const plans = [];
        for (let i = 0; i < PLANS; i++) plans.push(await insertPlan(t, { isActive: true }));
        const codes = plans.map((p) => p.planId);
        const writes: Write[] = Array.from({ length: UPDATES }, (_, i) => ({
          kind: 'update' as const,
          planId: codes[i % PLANS] as string,
          body: {
            notes: `round ${round} write ${i}`,
            monthlyPremium: (10 + round + i / 100).toFixed(2),
            isActive: i % 3 !== 0,
          },
        }));
        // The bulk action goes out at a different place among the updates each round.
        writes.splice((round * 7) % (UPDATES + 1), 0, { kind: 'bulk', planIds: codes });

        const responses = await Promise.all(
          writes.map((w) =>
            w.kind === 'update'
              ? admin.put(`/api/admin/plans/${w.planId}`, w.body)
              : admin.patch('/api/admin/plans/bulk', { action: 'deactivate', planIds: w.planIds }),
          ),
        );
        const bodies = await Promise.all(responses.map((r) => r.json()));
        // Every write was valid and nothing else touched these plans: all succeed.
        expect(responses.map((r) => r.status)).toEqual(writes.map(() => 200));
        const bulkIndex = writes.findIndex((w) => w.kind === 'bulk');
        const bulkBody = bodies[bulkIndex] as { updated: number; changed: number };
        expect(bulkBody.updated).toBe(PLANS);

        const rowIds = plans.map((p) => p.id);
        const history = await t.database.db
          .select()
          .from(planUpdateHistory)
          .where(inArray(planUpdateHistory.planId, rowIds))
          .orderBy(asc(planUpdateHistory.id));
        // One row per update (each changes its plan's notes) and one per plan the bulk action changed.
        expect(history.filter((h) => h.action === 'update')).toHaveLength(UPDATES);
        expect(history.filter((h) => h.action === 'bulk_deactivate')).toHaveLength(bulkBody.changed);
        expect(history).toHaveLength(UPDATES + bulkBody.changed);

        for (const plan of plans) {
          const mine = history.filter((h) => h.planId === plan.id);
          const sent = writes.filter((w) => w.kind === 'update' && w.planId === plan.planId);
          // Each update's notes appear in exactly one history row of its own plan.
          const recordedNotes = mine
            .filter((h) => h.action === 'update')
            .map((h) => (h.changes as Record<string, PlanFieldChange>).notes?.after);
          expect(recordedNotes.sort()).toEqual(
            sent.map((w) => (w.kind === 'update' ? w.body.notes : '')).sort(),
          );

          // Replay the history in order from the plan as it was: every `before` is what came before.
          const state = planFields(plan) as Record<string, unknown>;
          for (const entry of mine) {
            for (const [field, change] of Object.entries(entry.changes as Record<string, PlanFieldChange>)) {
              expect(
                canonical(state[field] ?? null),
                `${plan.planId} ${field} before history row ${entry.id}`,
              ).toBe(canonical(change.before));
              state[field] = change.after;
            }
          }
          const [final] = await t.database.db
            .select()
            .from(medicarePlans)
            .where(eq(medicarePlans.id, plan.id));
          if (!final) throw new Error(`plan ${plan.planId} vanished`);
          expect(canonical(planFields(final))).toBe(canonical(state));

          // The last update to take effect is the one whose values the plan kept.
          const lastUpdate = mine.filter((h) => h.action === 'update').at(-1);
          const lastNotes = (lastUpdate?.changes as Record<string, PlanFieldChange> | undefined)?.notes
            ?.after;
          const winner = sent.find((w) => w.kind === 'update' && w.body.notes === lastNotes);
          if (winner?.kind !== 'update') throw new Error('the last history row matches no write');
          expect(final.notes).toBe(winner.body.notes);
          expect(final.monthlyPremium).toBe(winner.body.monthlyPremium);
        }

        // Each update answered the plan as its own write left it.
        writes.forEach((w, i) => {
          if (w.kind !== 'update') return;
          expect(bodies[i]).toMatchObject({
            planId: w.planId,
            notes: w.body.notes,
            monthlyPremium: w.body.monthlyPremium,
          });
        });
        const audits = await t.database.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(inArray(auditLog.entityId, codes));
        expect(audits).toHaveLength(UPDATES);
      }
    },
    30_000 + ROUNDS * 20_000,
  );
});
