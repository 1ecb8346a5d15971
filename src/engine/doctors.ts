/**
 * Matching the profile's doctors to the provider directory, and their network status per plan
 * (the engine issue and ADR 0012): by the provider id the form picked from the directory search,
 * never by name. A doctor counts as in network when the plan's network has them, at any distance;
 * a doctor not in our directory is neither in nor out of network: their status is unknown, they do
 * not count in the doctor share and their visits are priced as if no doctor were listed.
 *
 * A directory doctor the plan's network data cannot speak for (ADR 0014: a real doctor and a plan
 * with only a sample network, or none) is "not verified": no credit in the doctor share (as out of
 * network), and visits priced as if no doctor were listed (as a doctor not in our directory).
 */
import { haversineMiles } from './geo.ts';
import type { DirectoryProvider, DoctorLine, EnginePlan, Profile, ProfileDoctor, ZipPoint } from './types.ts';

export const PRIMARY_CARE_PATTERN =
  /family|internal medicine|general practice|geriatric|primary care|nurse practitioner|physician assistant/i;

/**
 * The directory entry that is this doctor, or null. Only a doctor picked from the directory search
 * carries a provider id; a name typed by hand is never matched to a directory entry by its name
 * (two doctors share a name, and a stranger's network status would be reported as the person's
 * doctor's): it stays "not in our directory", with its network status unknown.
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
 * Whether a plan's network data can say a directory doctor is out of network (ADR 0014): a network
 * from a real source (an import or an admin) speaks for everyone; the sample generator's speaks
 * only for the sample providers it was made from. Otherwise the doctor's status is not verified.
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
