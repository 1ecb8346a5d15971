/** Direct database reads for the formulary and network API tests. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TestApp } from '../../../tests/setup/test-app.ts';
import { medicarePlans, planFormulary, planNetworks, providers } from '../db/schema.ts';

export async function someProviders(t: TestApp, count: number) {
  return t.database.db
    .select()
    .from(providers)
    .where(
      and(isNotNull(providers.firstName), isNotNull(providers.primarySpecialty), isNotNull(providers.city)),
    )
    .orderBy(asc(providers.id))
    .limit(count);
}

export async function firstProvider(t: TestApp) {
  const [provider] = await someProviders(t, 1);
  if (!provider) throw new Error('the seed has no providers');
  return provider;
}

async function planRowId(t: TestApp, planCode: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: medicarePlans.id })
    .from(medicarePlans)
    .where(eq(medicarePlans.planId, planCode));
  if (!row) throw new Error(`no plan ${planCode}`);
  return row.id;
}

export async function formularyOf(t: TestApp, planCode: string) {
  return t.database.db
    .select()
    .from(planFormulary)
    .where(eq(planFormulary.planId, await planRowId(t, planCode)))
    .orderBy(asc(planFormulary.medicationName));
}

export async function networkOf(t: TestApp, planCode: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ providerId: planNetworks.providerId })
    .from(planNetworks)
    .where(eq(planNetworks.planId, await planRowId(t, planCode)))
    .orderBy(asc(planNetworks.providerId));
  return rows.map((r) => r.providerId);
}

/** Puts updated_at far in the past, so a change is seen by it moving forward. */
export async function ageUpdatedAt(t: TestApp, planCode: string): Promise<void> {
  await t.database.db
    .update(medicarePlans)
    .set({ updatedAt: sql`'2020-01-01T00:00:00Z'::timestamptz` })
    .where(eq(medicarePlans.planId, planCode));
}

export async function updatedAtOf(t: TestApp, planCode: string): Promise<Date> {
  const [row] = await t.database.db
    .select({ updatedAt: medicarePlans.updatedAt })
    .from(medicarePlans)
    .where(eq(medicarePlans.planId, planCode));
  if (!row) throw new Error(`no plan ${planCode}`);
  return row.updatedAt;
}
