// The elements ClearPlan reads from Da Vinci PDEX Plan-Net resources (IG 1.2.0, FHIR R4). Anything missing or
// mistyped reads as absent: payers' exports vary.

export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
/** InsurancePlan.identifier slice MA-PLAN-ID (Plan-Net 2.0.0 ballot; CMS's CY2027 directory rules). */
export const CMS_PLAN_ID_SYSTEM = 'http://cms.gov/medicare/ma-plan-id';
const PLAN_NET = 'http://hl7.org/fhir/us/davinci-pdex-plan-net';
export const NETWORK_REFERENCE_URL = `${PLAN_NET}/StructureDefinition/network-reference`;
export const NEW_PATIENTS_URL = `${PLAN_NET}/StructureDefinition/newpatients`;
export const NETWORK_PROFILE = `${PLAN_NET}/StructureDefinition/plannet-Network`;
export const ORG_TYPE_SYSTEM = `${PLAN_NET}/CodeSystem/OrgTypeCS`;
export const NUCC_SYSTEM = 'http://nucc.org/provider-taxonomy';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap((v) => text(v) ?? []) : []);

/**
 * The id of a Reference of `type` ("Organization/net-1", absolute URL, "/_history/2" allowed); contained and
 * logical references have none.
 */
export function referenceId(reference: unknown, type: string): string | null {
  if (!isObject(reference)) return null;
  const value = text(reference.reference);
  if (!value) return null;
  const parts = value.replace(/\/_history\/[^/]+$/, '').split('/');
  const id = parts.at(-1);
  return parts.at(-2) === type && id ? id : null;
}

export function npiOf(resource: Json): string | null {
  const npi = list(resource.identifier).find((i) => i.system === NPI_SYSTEM);
  return npi ? text(npi.value) : null;
}

/** An Organization with the Plan-Net Network profile, or typed "ntwk" (OrgTypeCS). */
export function isNetwork(organization: Json): boolean {
  const meta = isObject(organization.meta) ? organization.meta : {};
  if (texts(meta.profile).some((p) => p.split('|')[0] === NETWORK_PROFILE)) return true;
  return list(organization.type).some((type) =>
    list(type.coding).some(
      (c) => c.code === 'ntwk' && (c.system === undefined || c.system === ORG_TYPE_SYSTEM),
    ),
  );
}

/** PractitionerRole.extension:network-reference, each valueReference → Organization (0..1 in the IG; payers write several). */
export function roleNetworkIds(role: Json): string[] {
  return list(role.extension)
    .filter((e) => e.url === NETWORK_REFERENCE_URL)
    .flatMap((e) => referenceId(e.valueReference, 'Organization') ?? []);
}

export type Acceptance = 'accepting' | 'existing patients only' | 'not accepting';

/** AcceptingPatientsCS code (newpt, existptonly, existptfam, nopt) in 1.x; a boolean in the 2020 ballot. */
export function acceptingNewPatients(role: Json): Acceptance | null {
  for (const extension of list(role.extension).filter((e) => e.url === NEW_PATIENTS_URL)) {
    const accepting = list(extension.extension).find((e) => e.url === 'acceptingPatients');
    if (!accepting) continue;
    if (typeof accepting.valueBoolean === 'boolean')
      return accepting.valueBoolean ? 'accepting' : 'not accepting';
    const concept = isObject(accepting.valueCodeableConcept) ? accepting.valueCodeableConcept : {};
    const code = list(concept.coding)
      .map((c) => c.code)
      .find((c) => typeof c === 'string');
    if (code === 'newpt') return 'accepting';
    if (code === 'existptonly' || code === 'existptfam') return 'existing patients only';
    if (code === 'nopt') return 'not accepting';
  }
  return null;
}

export type Specialty = { code: string; display: string | null };

const TAXONOMY_CODE = /^[0-9]{3}[0-9A-Z]{6}X$/i;

export function roleSpecialties(role: Json): Specialty[] {
  return list(role.specialty).flatMap((concept) =>
    list(concept.coding).flatMap((c) => {
      const code = text(c.code);
      if (!code || !(c.system === NUCC_SYSTEM || TAXONOMY_CODE.test(code))) return [];
      return [{ code: code.toUpperCase(), display: text(c.display) ?? text(concept.text) }];
    }),
  );
}

export type PersonName = {
  family: string | null;
  given: string[];
  suffixes: string[];
  text: string | null;
};

export function practitionerName(practitioner: Json): PersonName | null {
  const names = list(practitioner.name);
  const name = names.find((n) => n.use === 'official') ?? names.find((n) => n.use === 'usual') ?? names[0];
  if (!name) return null;
  return {
    family: text(name.family),
    given: texts(name.given),
    suffixes: texts(name.suffix),
    text: text(name.text),
  };
}

export type Address = {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  phone: string | null;
};

export function locationAddress(location: Json): Address {
  const address = isObject(location.address) ? location.address : {};
  const lines = texts(address.line);
  return {
    line1: lines[0] ?? null,
    line2: lines.slice(1).join(', ') || null,
    city: text(address.city),
    state: text(address.state),
    postalCode: text(address.postalCode),
    phone: phoneOf(location),
  };
}

export function phoneOf(resource: Json): string | null {
  const phone = list(resource.telecom).find((t) => t.system === 'phone');
  return phone ? text(phone.value) : null;
}

export type PlanEntry = { cmsPlanIds: string[]; otherIdentifiers: string[]; networkIds: string[] };

function cmsIds(identifiers: unknown): { cms: string[]; other: string[] } {
  const cms: string[] = [];
  const other: string[] = [];
  for (const identifier of list(identifiers)) {
    const value = text(identifier.value);
    if (!value) continue;
    if (identifier.system === CMS_PLAN_ID_SYSTEM) cms.push(value);
    else other.push(typeof identifier.system === 'string' ? `${identifier.system}|${value}` : value);
  }
  return { cms, other };
}

/** The product's and each plan's ids and networks; a plan naming none uses the product's (IG invariant). */
export function insurancePlanEntries(resource: Json): { product: PlanEntry; plans: PlanEntry[] } {
  const productNetworks = list(resource.network).flatMap((r) => referenceId(r, 'Organization') ?? []);
  const { cms, other } = cmsIds(resource.identifier);
  const plans = list(resource.plan).map((plan) => {
    const ids = cmsIds(plan.identifier);
    const networks = list(plan.network).flatMap((r) => referenceId(r, 'Organization') ?? []);
    return {
      cmsPlanIds: ids.cms,
      otherIdentifiers: ids.other,
      networkIds: networks.length > 0 ? networks : productNetworks,
    };
  });
  const allNetworks = [...new Set([...productNetworks, ...plans.flatMap((p) => p.networkIds)])];
  return { product: { cmsPlanIds: cms, otherIdentifiers: other, networkIds: allNetworks }, plans };
}

export type YearSpan = { from: number | null; to: number | null };

export function periodYears(resource: Json): YearSpan {
  const period = isObject(resource.period) ? resource.period : {};
  const year = (value: unknown) => {
    const match = /^(\d{4})/.exec(text(value) ?? '');
    return match ? Number(match[1]) : null;
  };
  return { from: year(period.start), to: year(period.end) };
}

export function spanCoversYear(span: YearSpan, year: number): boolean {
  return (span.from === null || span.from <= year) && (span.to === null || span.to >= year);
}
