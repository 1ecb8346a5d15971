/**
 * The profile's doctors matched to the directory by the provider id the form picked, never by name,
 * and their network status per plan (ADR 0012): in network at any distance. A doctor not in our
 * directory, or one the plan's network cannot speak for (ADR 0014: "not verified"), earns no doctor
 * share and their visits are priced as if unlisted.
 */
import { haversineMiles } from './geo.ts';
import type { DirectoryProvider, DoctorLine, EnginePlan, Profile, ProfileDoctor, ZipPoint } from './types.ts';

export const PRIMARY_CARE_PATTERN =
  /family|internal medicine|general practice|geriatric|primary care|nurse practitioner|physician assistant/i;

/**
 * The directory entry that is this doctor, or null. A typed name is never matched by name (two
 * doctors share a name; a stranger's status would be reported as theirs).
 */
export function matchDoctor(
  doctor: ProfileDoctor,
  candidates: readonly DirectoryProvider[],
): DirectoryProvider | null {
  if (doctor.providerId == null) return null;
  return candidates.find((c) => c.id === doctor.providerId) ?? null;
}

export type ResolvedDoctor = {
  doctor: ProfileDoctor;
  match: DirectoryProvider | null;
  distanceMiles: number | null;
  withinRadius: boolean;
  primaryCare: boolean;
};

/** Done once per profile: who each doctor is and how far away they practise. */
export function resolveDoctors(
  profile: Profile,
  candidates: readonly (readonly DirectoryProvider[])[],
  zipPoints: ReadonlyMap<string, ZipPoint>,
): ResolvedDoctor[] {
  const home = zipPoints.get(profile.zipCode);
  return profile.doctors.map((doctor, i) => {
    const match = matchDoctor(doctor, candidates[i] ?? []);
    const practice = match?.zipCode ? zipPoints.get(match.zipCode) : undefined;
    const distance = home && practice ? haversineMiles(home.lat, home.lon, practice.lat, practice.lon) : null;
    const specialty = match?.primarySpecialty ?? doctor.specialty;
    return {
      doctor,
      match,
      distanceMiles: distance === null ? null : Math.round(distance * 10) / 10,
      withinRadius: distance !== null && distance <= profile.radiusMiles,
      primaryCare: PRIMARY_CARE_PATTERN.test(specialty) || PRIMARY_CARE_PATTERN.test(doctor.specialty),
    };
  });
}

/**
 * Whether a plan's network can say a directory doctor is out (ADR 0014): a real network speaks for
 * everyone, a sample one only for the sample providers.
 */
function networkKnows(plan: Pick<EnginePlan, 'networkSources'>, provider: DirectoryProvider): boolean {
  const sources = plan.networkSources ?? { real: true, sample: true };
  return sources.real || (sources.sample && provider.sample === true);
}

export function doctorLinesForPlan(resolved: readonly ResolvedDoctor[], plan: EnginePlan): DoctorLine[] {
  return resolved.map((r) => {
    const inNetwork = r.match !== null && plan.network.has(r.match.id);
    const notVerified = r.match !== null && !inNetwork && !networkKnows(plan, r.match);
    return {
      name: r.doctor.name,
      specialty: r.doctor.specialty,
      providerId: r.match?.id ?? null,
      matched: r.match !== null,
      inNetwork,
      ...(notVerified ? { notVerified: true } : {}),
      distanceMiles: r.distanceMiles,
      withinRadius: r.withinRadius,
      // The search radius limits the doctor search only (ADR 0012): an in-network doctor counts at any distance.
      counted: inNetwork,
      primaryCare: r.primaryCare,
    };
  });
}
