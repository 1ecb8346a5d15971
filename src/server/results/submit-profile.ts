/** POST /api/medicare/submit: score every eligible plan and store it all in one transaction. */
import { sql } from 'drizzle-orm';
import type { MedicareSubmission } from '../../shared/finder-contracts.ts';
import { type Db, isEmbedded, queryRowsPlanned } from '../db/client.ts';
import { auditLog, medicareUsers, planScores } from '../db/schema.ts';
import { checkStartMonth, submissionPlanYear } from '../services/catalogue/plan-years.ts';
import { auditRow } from '../services/platform/audit.ts';
import type { Caches } from '../services/platform/caches.ts';
import { letRequestsIn, type Turns } from '../services/platform/turns.ts';
import { checkCurrentPlan } from './current-plan.ts';
import { toProfile } from './profile.ts';
import { eligiblePlans, scoreProfile } from './score.ts';
import { toStoredResult } from './stored-result.ts';

type SubmissionMeta = {
  clientAddress: string;
  /** Null for a counselor's client (ADR 0020). */
  historyKeyHash: string | null;
  counselorId?: number | null;
  consentedAt?: Date | null;
  retainUntil: Date;
  actor: string;
  today: Date;
};

export function submitProfile(
  db: Db,
  caches: Caches,
  turns: Turns,
  submission: MedicareSubmission,
  meta: SubmissionMeta,
): Promise<{ userId: string; eligiblePlans: number }> {
  // PGlite runs queries on this thread: one submission at a time in arrival order, the loop let in between
  // steps (turns.ts). PostgreSQL works beside this process and nothing waits.
  if (!isEmbedded(db)) return scoreAndStore(db, caches, submission, meta, async () => {});
  return turns.take(() => scoreAndStore(db, caches, submission, meta, letRequestsIn));
}

async function scoreAndStore(
  db: Db,
  caches: Caches,
  submission: MedicareSubmission,
  meta: SubmissionMeta,
  pause: () => Promise<void>,
): Promise<{ userId: string; eligiblePlans: number }> {
  await pause();
  const catalogue = await caches.plans.now();
  const planYear = await submissionPlanYear(catalogue, meta.today, submission.planYear);
  checkStartMonth(meta.today, planYear, submission.answers.coverageStartMonth);
  await checkCurrentPlan(db, submission.answers.currentPlanId, planYear);
  const profile = toProfile({ ...submission, planYear });
  const eligible = await eligiblePlans(db, caches, profile, catalogue);
  const results = await scoreProfile(db, caches, profile, eligible, { pause });
  await pause();
  // The carrier of the plan shown first, for the user analytics (tests/setup/analytics-fixtures.ts says the same in SQL).
  const first = results.reduce<(typeof results)[number] | undefined>(
    (best, r) => (best === undefined || r.rank < best.rank ? r : best),
    undefined,
  );

  const storeUser = db
    .insert(medicareUsers)
    .values({
      firstName: submission.firstName,
      lastName: submission.lastName,
      birthDate: submission.birthDate,
      zipCode: submission.zipCode,
      county: submission.county,
      isCustomCounty: submission.isCustomCounty,
      doctorSearchRadius: submission.doctorSearchRadius,
      medications: submission.medications,
      doctors: submission.doctors.map((d) => ({
        name: d.name,
        specialty: d.specialty,
        providerId: d.providerId ?? null,
      })),
      answers: submission.answers,
      medicationCount: submission.medications.length,
      doctorCount: submission.doctors.length,
      historyKeyHash: meta.historyKeyHash,
      counselorId: meta.counselorId ?? null,
      consentedAt: meta.consentedAt ?? null,
      retainUntil: meta.retainUntil,
      planYear,
      topCarrier: first?.plan.carrier ?? null,
    })
    .returning({ id: medicareUsers.id });
  // One JSON parameter of positional rows: Drizzle's builder costs ~100 µs a row, and PGlite takes in
  // parameters at ~30 ns a byte so repeated key names cost. jsonb: json re-parses a row for every ->>.
  const rows = results.map((r) => [
    r.plan.id,
    r.score,
    r.componentScores.cost,
    r.componentScores.coverage,
    r.componentScores.network,
    r.componentScores.benefits,
    r.medicationsCovered,
    r.totalMedications,
    r.doctorsInNetwork,
    r.totalDoctors,
    r.cost.total,
    toStoredResult(r),
    r.rank,
  ]);
  const audit = auditRow({
    actor: meta.actor,
    action: 'submission.create',
    entityType: 'medicare_user',
    clientAddress: meta.clientAddress,
    details: { eligiblePlans: results.length },
  });
  // Submission, scores and audit row in one statement (all or none) and one round trip instead of five;
  // the scores' foreign key is checked at statement end. Prepared once per connection (a field left out
  // is written `default`). rank: the engine's order, the one every reader orders by.
  const [stored] = await queryRowsPlanned<{ id: string }>(
    db,
    sql`with stored_user as (${storeUser.getSQL()}),
      stored_scores as (
        insert into ${planScores} (user_id, plan_id, total_score, cost_score, coverage_score, network_score,
          benefits_score, medications_covered, total_medications, doctors_in_network, total_doctors,
          estimated_annual_cost, reasoning, rank)
        select u.id, (e->>0)::int, (e->>1)::numeric(5, 2), (e->>2)::numeric(5, 2),
          (e->>3)::numeric(5, 2), (e->>4)::numeric(5, 2), (e->>5)::numeric(5, 2), (e->>6)::int,
          (e->>7)::int, (e->>8)::int, (e->>9)::int, (e->>10)::numeric(10, 2), e->11, (e->>12)::int
        from stored_user u, jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as e),
      stored_audit as (
        insert into ${auditLog} (actor, action, entity_type, entity_id, client_address, details)
        select ${audit.actor}, ${audit.action}, ${audit.entityType}, u.id::text, ${audit.clientAddress},
          ${JSON.stringify(audit.details)}::jsonb
        from stored_user u)
      select id from stored_user`,
  );
  if (!stored) throw new Error('submission was not stored');
  const userId = String(stored.id);
  return { userId, eligiblePlans: results.length };
}
