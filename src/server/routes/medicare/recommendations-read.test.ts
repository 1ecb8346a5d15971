import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { formatMoney } from '../../../shared/format.ts';
import { medicarePlans, planScores, providers } from '../../db/schema.ts';
import { readStoredResult } from '../../results/stored-result.ts';

/** What the results page reads back of a stored submission: its stored ranking, as stored. */
describe.each(TEST_DATABASE_KINDS)('reading stored recommendations on %s', (kind) => {
  let t: TestApp;
  let cookies: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
  });
  afterAll(() => t.close());

  const submit = async (body: Record<string, unknown> = {}) => {
    const res = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission(body),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  };
  const storedRanking = (userId: string) =>
    t.database.db
      .select({ planId: medicarePlans.planId, rank: planScores.rank })
      .from(planScores)
      .innerJoin(medicarePlans, eq(medicarePlans.id, planScores.planId))
      .where(eq(planScores.userId, userId))
      .orderBy(asc(planScores.rank));

  it('follows plan_scores.rank and answers it as stored, even against the scores and costs', async () => {
    const userId = await submit();
    const before = await storedRanking(userId);
    // Turn the stored ranking upside down: the read must follow it, not re-sort by score or cost.
    await t.database.db.execute(
      sql`update ${planScores} set rank = ${before.length + 1} - rank where user_id = ${userId}::uuid`,
    );
    const after = await storedRanking(userId);
    expect(after.map((s) => s.planId)).toEqual([...before].reverse().map((s) => s.planId));

    const body = await (await t.request(`/api/medicare/recommendations/${userId}`, { cookies })).json();
    const shown = body.plans as { planId: string; rank: number; score: number }[];
    // Every ranked plan comes back (the page sorts and filters over all of them), in stored order.
    expect(shown.map((p) => p.planId)).toEqual(after.map((s) => s.planId));
    expect(shown.map((p) => p.rank)).toEqual(after.map((s) => s.rank));
    // The former last plans now come first, so the scores no longer go down the list.
    expect(shown.at(0)?.score).toBeLessThanOrEqual(shown.at(-1)?.score ?? 0);

    // The admin's view of that submission follows the stored rank too.
    const admin = await t.adminCookie();
    const res = await t.request(`/api/admin/scoring-analysis?userId=${userId}`, { cookies: admin });
    const { analysis } = await res.json();
    const analysed = analysis.plans as { planId: string; currentRank: number; inTopResults: boolean }[];
    expect(analysed.map((p) => p.planId)).toEqual(after.map((s) => s.planId));
    expect(analysed.map((p) => p.currentRank)).toEqual(after.map((s) => s.rank));
    expect(analysed.filter((p) => p.inTopResults).map((p) => p.planId)).toEqual(
      shown.slice(0, 10).map((p) => p.planId),
    );
  });

  it('gives a plan that moved into the top ten after a deletion its reasons, drug and doctor lines', async () => {
    const [doctor] = await t.database.db
      .select({
        id: providers.id,
        last: providers.lastNameOrOrgName,
        first: providers.firstName,
        specialty: providers.primarySpecialty,
      })
      .from(providers)
      .where(eq(providers.zipCode, '73102'))
      .orderBy(asc(providers.id))
      .limit(1);
    if (!doctor) throw new Error('no seeded provider in 73102');
    const userId = await submit({
      noDoctors: false,
      doctors: [
        {
          name: `${doctor.first ?? ''} ${doctor.last}`.trim(),
          specialty: doctor.specialty ?? 'Unknown',
          providerId: doctor.id,
        },
      ],
    });
    const ranking = await storedRanking(userId);
    expect(ranking.length).toBeGreaterThan(10);
    const eleventh = ranking[10]?.planId as string;
    // Stored without details: it was not among the plans shown when the submission was made.
    const [row] = await t.database.db
      .select({ reasoning: planScores.reasoning })
      .from(planScores)
      .innerJoin(medicarePlans, eq(medicarePlans.id, planScores.planId))
      .where(sql`${planScores.userId} = ${userId}::uuid and ${medicarePlans.planId} = ${eleventh}`);
    expect(readStoredResult(row?.reasoning)).toMatchObject({
      inTopResults: false,
      reasons: [],
      drugs: [],
      doctors: [],
    });

    const read = async () => {
      const res = await t.request(`/api/medicare/recommendations/${userId}`, { cookies });
      expect(res.status).toBe(200);
      return (await res.json()).plans as {
        planId: string;
        rank: number;
        estimatedAnnualCost: number;
        explained: boolean;
        costBreakdown: { premiums: number; drugs: number; medical: number; partBGiveback: number };
        reasoning: string[];
        drugs: { name: string }[];
        doctors: { providerId: number | null; matched: boolean }[];
      }[];
    };
    const before = await read();
    const third = before[2]?.planId as string;
    const admin = await t.adminCookie();
    const deleted = await t.request(`/api/admin/plans/${third}`, {
      method: 'DELETE',
      json: {},
      cookies: admin,
    });
    expect(deleted.status).toBe(200);

    const after = await read();
    expect(after.map((p) => p.planId)).toEqual(before.filter((p) => p.planId !== third).map((p) => p.planId));
    // The others keep their details and ranks; the plan ranked 11th is now tenth in the list,
    // keeps its stored rank, 11, and is explained: its details are worked out on read.
    expect(after.slice(0, 9)).toEqual(before.filter((p) => p.planId !== third).slice(0, 9));
    expect(before[10]).toMatchObject({ planId: eleventh, explained: false, reasoning: [] });
    const moved = after[9];
    expect(moved?.planId).toBe(eleventh);
    expect(moved?.rank).toBe(11);
    expect(moved?.explained).toBe(true);
    expect(moved?.reasoning.length).toBeGreaterThan(2);
    // Worked out from the same profile and an unchanged catalogue: the cost it names is the stored
    // one (with a Part B giveback, what is paid before it comes first: yearly-cost.ts).
    const spend = moved
      ? moved.costBreakdown.premiums + moved.costBreakdown.drugs + moved.costBreakdown.medical
      : -1;
    expect(moved?.reasoning[0]).toMatch(
      (moved?.costBreakdown.partBGiveback ?? 0) > 0
        ? `You pay ${formatMoney(spend)} in the year:`
        : `Estimated yearly cost ${formatMoney(spend)}:`,
    );
    expect(moved?.drugs.map((d) => d.name).sort()).toEqual(['Atorvastatin', 'Eliquis']);
    expect(moved?.doctors).toHaveLength(1);
    expect(moved?.doctors[0]).toMatchObject({ providerId: doctor.id, matched: true });
    expect(moved?.reasoning.some((r) => r.includes(doctor.last))).toBe(true);
  });

  it('gives the reasons in the language of the reader, from the same stored result, older sentences as written', async () => {
    const userId = await submit();
    type Shown = { plans: { reasoning: string[]; eligibilityNote: string | null }[] };
    const read = async (language?: string) =>
      (await (
        await t.request(`/api/medicare/recommendations/${userId}`, {
          cookies,
          headers: language ? { 'accept-language': language } : {},
        })
      ).json()) as Shown;
    const english = await read();
    const spanish = await read('es-US,es;q=0.9');
    expect(english.plans[0]?.reasoning[0]).toMatch(/^Estimated yearly cost \$[\d,]+: /);
    expect(spanish.plans[0]?.reasoning[0]).toMatch(/^Costo anual estimado \$[\d,]+: \$[\d,]+ en primas/);
    expect(spanish.plans[0]?.reasoning).toHaveLength(english.plans[0]?.reasoning.length ?? -1);
    // Any other language reads in English.
    expect(await read('fr')).toEqual(english);

    // A share link's reader chooses too.
    const share = await t.request(`/api/medicare/results/${userId}/shares`, { cookies, json: { days: 7 } });
    const { path } = (await share.json()) as { path: string };
    const token = path.split('/').at(-1) ?? '';
    const shared = (await (
      await t.request(`/api/medicare/shared/${token}`, { cookies, headers: { 'accept-language': 'es' } })
    ).json()) as Shown;
    expect(shared.plans[0]?.reasoning[0]).toMatch(/^Costo anual estimado/);

    // A result stored before reasons were data keeps its English sentences in any language.
    const [first] = await t.database.db
      .select({ id: planScores.id, reasoning: planScores.reasoning })
      .from(planScores)
      .where(and(eq(planScores.userId, userId), eq(planScores.rank, 1)));
    const old = { ...(first?.reasoning as object), reasons: ['$0 monthly premium.', 'Written before.'] };
    await t.database.db
      .update(planScores)
      .set({ reasoning: old })
      .where(eq(planScores.id, first?.id ?? -1));
    expect((await read('es')).plans[0]?.reasoning).toEqual(['$0 monthly premium.', 'Written before.']);
  });

  it('names who may join a Special Needs Plan in the language of the reader', async () => {
    const [snp] = await t.database.db
      .select({ planId: medicarePlans.planId, planYear: medicarePlans.planYear })
      .from(medicarePlans)
      .where(sql`${medicarePlans.planType} ~* 'SNP'`)
      .limit(1);
    expect(snp, 'the demo catalogue has a Special Needs Plan').toBeDefined();
    const note = async (language: string) =>
      (
        (await (
          await t.request(`/api/medicare/plan/${snp?.planId}?year=${snp?.planYear}`, {
            cookies,
            headers: { 'accept-language': language },
          })
        ).json()) as { eligibilityNote: string }
      ).eligibilityNote;
    expect(await note('en')).toMatch(/^Special Needs Plan: only for people/);
    expect(await note('es')).toMatch(/^Plan de Necesidades Especiales: solo para personas/);
  });
});
