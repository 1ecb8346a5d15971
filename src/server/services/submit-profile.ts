/**
 * POST /api/medicare/submit's use case: score every eligible plan for the profile and store the
 * submission with one plan_scores row per plan, all in one transaction (design.md §8).
 */
import { recommendPlans } from '../../engine/recommend.ts';
import type { Profile } from '../../engine/types.ts';
import type { MedicareSubmission } from '../../shared/finder-contracts.ts';
import type { Db } from '../db/client.ts';
import { medicareUsers, planScores } from '../db/schema.ts';
import { writeAudit } from './audit.ts';
import { loadEligiblePlanRows, loadEngineInputs } from './plan-loader.ts';
import { toStoredResult } from './stored-result.ts';
import type { ZipGeo } from './zip-geo.ts';

export function toProfile(submission: {
  zipCode: string;
  county: string | null;
  doctorSearchRadius: number;
  medications: { name: string; dosage: string; quantity: string | number; frequency: string }[];
  doctors: { name: string; specialty: string; providerId?: number | null }[];
}): Profile {
  return {
    zipCode: submission.zipCode,
    county: submission.county,
    radiusMiles: submission.doctorSearchRadius,
    medications: submission.medications.map((m) => ({
      name: m.name,
      dosage: m.dosage,
      quantity: Number(m.quantity),
      frequency: m.frequency === 'quarterly' || m.frequency === 'yearly' ? m.frequency : 'monthly',
    })),
    doctors: submission.doctors.map((d) => ({
      name: d.name,
      specialty: d.specialty,
      providerId: d.providerId ?? null,
    })),
  };
}

export async function submitProfile(
  db: Db,
  geo: ZipGeo,
  submission: MedicareSubmission,
  meta: { clientAddress: string },
): Promise<{ userId: string; eligiblePlans: number }> {
  const profile = toProfile(submission);
  const planRows = await loadEligiblePlanRows(db, submission.county);
  const { plans, context } = await loadEngineInputs(db, geo, profile, planRows);
  const results = recommendPlans(profile, plans, context);

  const userId = await db.transaction(async (tx) => {
    const [user] = await tx
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
      })
      .returning({ id: medicareUsers.id });
    if (!user) throw new Error('submission was not stored');
    const rows = results.map((r) => ({
      userId: user.id,
      planId: r.plan.id,
      totalScore: r.score.toFixed(2),
      costScore: r.componentScores.cost.toFixed(2),
      coverageScore: r.componentScores.coverage.toFixed(2),
      networkScore: r.componentScores.network.toFixed(2),
      benefitsScore: r.componentScores.benefits.toFixed(2),
      medicationsCovered: r.medicationsCovered,
      totalMedications: r.totalMedications,
      doctorsInNetwork: r.doctorsInNetwork,
      totalDoctors: r.totalDoctors,
      estimatedAnnualCost: r.cost.total.toFixed(2),
      reasoning: toStoredResult(r),
    }));
    for (let i = 0; i < rows.length; i += 200) await tx.insert(planScores).values(rows.slice(i, i + 200));
    await writeAudit(tx, {
      actor: 'consumer',
      action: 'submission.create',
      entityType: 'medicare_user',
      entityId: user.id,
      clientAddress: meta.clientAddress,
      details: { eligiblePlans: results.length },
    });
    return user.id;
  });
  return { userId, eligiblePlans: results.length };
}
