/**
 * Matching the profile's doctors to the provider directory, and their network status per plan
 * (the engine issue): by provider id when the form picked one from search, else by normalized
 * name and specialty. A doctor counts as in network only when the plan's network has them and
 * their practice is within the profile's radius of its ZIP.
 */
import { haversineMiles } from './geo.ts';
import type { DirectoryProvider, DoctorLine, EnginePlan, Profile, ProfileDoctor, ZipPoint } from './types.ts';

export const PRIMARY_CARE_PATTERN =
  /family|internal medicine|general practice|geriatric|primary care|nurse practitioner|physician assistant/i;

const TITLES = new Set([
  'dr',
  'doctor',
  'md',
  'do',
  'np',
  'pa',
  'pac',
  'aprn',
  'fnp',
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z\s,'-]/g, ' ')
    .replace(/['-]/g, '')
    .split(/\s+/)
    .filter((w) => w !== '' && w !== ',');
}

/** "Lee, Anna", "Dr. Anna Lee MD" or "Anna Lee" → { last: 'lee', first: 'anna' }. */
export function parseDoctorName(name: string): { last: string; first: string | null } {
  if (name.includes(',')) {
    const [lastPart = '', firstPart = ''] = name.split(',', 2);
    const last = words(lastPart).filter((w) => !TITLES.has(w.replace(/,/g, '')));
    const first = words(firstPart).filter((w) => !TITLES.has(w.replace(/,/g, '')));
    return { last: last.join(' '), first: first[0] ?? null };
  }
  const tokens = words(name).filter((w) => !TITLES.has(w));
  if (tokens.length <= 1) return { last: tokens[0] ?? '', first: null };
  return { last: tokens[tokens.length - 1] ?? '', first: tokens[0] ?? null };
}

const normalize = (text: string | null) => words(text ?? '').join(' ');

/** The directory entry that is this doctor, or null. */
export function matchDoctor(
  doctor: ProfileDoctor,
  candidates: readonly DirectoryProvider[],
): DirectoryProvider | null {
  if (doctor.providerId != null) return candidates.find((c) => c.id === doctor.providerId) ?? null;
  const { last, first } = parseDoctorName(doctor.name);
  if (last === '') return null;
  const specialty = normalize(doctor.specialty);
  let best: { provider: DirectoryProvider; score: number } | null = null;
  for (const c of candidates) {
    if (normalize(c.lastNameOrOrgName) !== last) continue;
    const candidateFirst = normalize(c.firstName);
    let score = 1;
    if (first) {
      if (candidateFirst === first) score += 2;
      else if (candidateFirst.startsWith(first) || first.startsWith(candidateFirst)) score += 1;
      else continue;
    }
    const candidateSpecialty = normalize(c.primarySpecialty);
    if (
      specialty &&
      candidateSpecialty &&
      (candidateSpecialty.includes(specialty) || specialty.includes(candidateSpecialty))
    ) {
      score += 2;
    }
    if (!best || score > best.score || (score === best.score && c.id < best.provider.id))
      best = { provider: c, score };
  }
  return best?.provider ?? null;
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

export function doctorLinesForPlan(resolved: readonly ResolvedDoctor[], plan: EnginePlan): DoctorLine[] {
  return resolved.map((r) => {
    const inNetwork = r.match !== null && plan.network.has(r.match.id);
    return {
      name: r.doctor.name,
      specialty: r.doctor.specialty,
      providerId: r.match?.id ?? null,
      matched: r.match !== null,
      inNetwork,
      distanceMiles: r.distanceMiles,
      withinRadius: r.withinRadius,
      // The search radius limits the doctor search only (ADR 0012): an in-network doctor counts at any distance.
      counted: inNetwork,
      primaryCare: r.primaryCare,
    };
  });
}
