import type { ProviderSearchResult } from './lookup-contracts.ts';

/** Spec §3: "Last, First" when a first name exists, else the last name (or organisation). */
export function providerName(
  provider: Pick<ProviderSearchResult, 'lastNameOrOrgName' | 'firstName'>,
): string {
  const first = provider.firstName?.trim();
  return first ? `${provider.lastNameOrOrgName}, ${first}` : provider.lastNameOrOrgName;
}

/** Spec §3: the specialty falls back to "Unknown". */
export function providerSpecialty(provider: Pick<ProviderSearchResult, 'primarySpecialty'>): string {
  return provider.primarySpecialty?.trim() || 'Unknown';
}

/** Spec §3: "City, State" when both are present; otherwise whichever is known. */
export function providerLocation(provider: Pick<ProviderSearchResult, 'city' | 'state'>): string | null {
  const parts = [provider.city?.trim(), provider.state?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

export function formatDistance(miles: number | undefined): string | null {
  return miles === undefined || !Number.isFinite(miles) ? null : `${miles.toFixed(1)} mi`;
}
