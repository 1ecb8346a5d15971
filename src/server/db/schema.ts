/** Drizzle schema: spec §3's entities and design.md §4's (docs/decisions/0003-data-model-mapping.md). */

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ProfileAnswers } from '../../shared/profile-answers.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const score = (name: string) => numeric(name, { precision: 5, scale: 2 });

export type SubmittedMedication = {
  name: string;
  dosage: string;
  quantity: string;
  frequency: string;
};

/** providerId is kept when picked from the directory. */
export type SubmittedDoctor = {
  name: string;
  specialty: string;
  providerId?: number | null;
};

export const medicationLookup = pgTable('medication_lookup', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  genericName: text('generic_name'),
  category: text('category'),
  medicationType: text('medication_type'),
  availableDosages: text('available_dosages').array().notNull().default(sql`'{}'::text[]`),
  description: text('description'),
  /** Estimated retail dollars per unit (tablet, mL, pen…); editable by admins. */
  estimatedUnitPrice: numeric('estimated_unit_price', { precision: 10, scale: 4 }),
});

/**
 * A version per table that processes cache (medication_lookup, medicare_plans, data_sources, carriers).
 * A statement trigger notes the table in reference_changes and a deferred trigger bumps the version once
 * at commit (drizzle/0034): it moves exactly when the change is visible, and writers never wait on it.
 */
export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The tables a transaction has changed, until it commits (drizzle/0034). */
export const referenceChanges = pgTable(
  'reference_changes',
  {
    txid: bigint('txid', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.txid, t.name] })],
);

export const medicareUsers = pgTable(
  'medicare_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: text('birth_date').notNull(),
    zipCode: varchar('zip_code', { length: 5 }).notNull(),
    county: text('county'),
    isCustomCounty: boolean('is_custom_county').notNull().default(false),
    doctorSearchRadius: integer('doctor_search_radius').notNull().default(20),
    medications: jsonb('medications').$type<SubmittedMedication[]>().notNull(),
    doctors: jsonb('doctors').$type<SubmittedDoctor[]>().notNull(),
    /** Health, qualifiers, other coverage, priorities; `{}` in older submissions, read as the defaults. */
    answers: jsonb('answers').$type<Partial<ProfileAnswers>>().notNull().default({}),
    /** The rank-1 plan's carrier as shown, for the user analytics; null when no plan was eligible. */
    topCarrier: text('top_carrier'),
    /** Lengths of the JSON lists above, so the analytics' averages need not parse them. */
    medicationCount: integer('medication_count'),
    doctorCount: integer('doctor_count'),
    /** SHA-256 (hex) of the browser's history key (ADR 0011); null after "Forget this device". */
    historyKeyHash: text('history_key_hash'),
    /** Submissions made before plan years read 2026. */
    planYear: integer('plan_year').notNull(),
    /** The counselor whose client this is (ADR 0020); a counselor with clients cannot be deleted. */
    counselorId: integer('counselor_id').references((): AnyPgColumn => adminUsers.id, {
      onDelete: 'restrict',
    }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** Set from RETENTION_DAYS (ADR 0020); the default only keeps rows written by scripts valid. */
    retainUntil: timestamp('retain_until', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '400 days'`),
    createdAt: createdAt(),
  },
  (t) => [
    index('medicare_users_created_at_idx').on(t.createdAt),
    index('medicare_users_history_key_idx').on(t.historyKeyHash, t.createdAt),
    index('medicare_users_counselor_idx').on(t.counselorId, t.createdAt),
    index('medicare_users_retain_until_idx').on(t.retainUntil),
  ],
);

/**
 * The user analytics' daily rollup per UTC day of medicare_users.created_at, kept equal to the
 * submissions by triggers (drizzle/0033). Null list lengths are left out, as avg() does. No empty days.
 */
export const userAnalyticsDays = pgTable('user_analytics_days', {
  day: date('day').primaryKey(),
  submissions: integer('submissions').notNull(),
  withoutCounty: integer('without_county').notNull(),
  medicationTotal: bigint('medication_total', { mode: 'number' }).notNull(),
  medicationCounted: integer('medication_counted').notNull(),
  doctorTotal: bigint('doctor_total', { mode: 'number' }).notNull(),
  doctorCounted: integer('doctor_counted').notNull(),
});

export const USER_ANALYTICS_VALUE_KINDS = ['county', 'radius', 'carrier', 'medication', 'specialty'] as const;

/** `period` is the table's `day` or `month` column. */
const valueRollup = (name: string, period: 'day' | 'month') =>
  pgTable(
    name,
    {
      period: date(period).notNull(),
      kind: text('kind', { enum: USER_ANALYTICS_VALUE_KINDS }).notNull(),
      value: text('value').notNull(),
      count: integer('count').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.period, t.kind, t.value] }),
      check(
        `${name}_kind`,
        sql.raw(`kind in (${USER_ANALYTICS_VALUE_KINDS.map((k) => `'${k}'`).join(', ')})`),
      ),
    ],
  );

/**
 * Per UTC day, how many submissions named each county, radius (as text) or rank-1 carrier, and each drug
 * name and specialty as entered (trimmed; blank specialty "Unknown"). Only counts above zero are kept.
 */
export const userAnalyticsDayValues = valueRollup('user_analytics_day_values', 'day');

/** user_analytics_day_values summed per month (`month` is its first day), by the same triggers. */
export const userAnalyticsMonthValues = valueRollup('user_analytics_month_values', 'month');

/** Share links (ADR 0011): the link carries the id and its HMAC; this row holds expiry and revocation. */
export const resultShares = pgTable(
  'result_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => medicareUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('result_shares_user_idx').on(t.userId)],
);

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    lastNameOrOrgName: text('last_name_or_org_name').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    suffix: text('suffix'),
    title: text('title'),
    brdcrt: text('brdcrt'),
    physicalAddress1: text('physical_address1'),
    physicalAddress2: text('physical_address2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    zipCodePlus4: text('zip_code_plus4'),
    county: text('county'),
    phone: text('phone'),
    providerType: text('provider_type'),
    primarySpecialty: text('primary_specialty'),
    secondarySpecialty: text('secondary_specialty'),
    npi: text('npi').unique(),
    primaryLocation: text('primary_location'),
    statusEffectiveDate: text('status_effective_date'),
    orgType: text('org_type'),
    mca: text('mca'),
    rsn: text('rsn'),
    activeDate: text('active_date'),
    mcaRole: text('mca_role'),
    /** Made up by provider-generator.ts: only these may be put in a network by a generator (ADR 0014). */
    sample: boolean('sample').notNull().default(false),
    /** Lower-case "last first specialty", kept by PostgreSQL, for the typeahead's contains-matches. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(last_name_or_org_name) || ' ' || lower(coalesce(first_name, '')) || ' ' || lower(coalesce(primary_specialty, ''))`,
    ),
  },
  (t) => [
    // SQL typeahead (provider-search-sql.ts, ADR 0009): prefixes via btree pattern indexes, contains via
    // trigram (pg_trgm). ZIP first, so a prefix near the person reads only its own matches (at 8 million
    // providers otherwise 12,521 rows for 170 matches: docs/benchmarks-national.md).
    index('providers_zip_last_name_prefix_idx').using(
      'btree',
      t.zipCode,
      sql`lower(${t.lastNameOrOrgName}) text_pattern_ops`,
    ),
    index('providers_zip_first_name_prefix_idx').using(
      'btree',
      t.zipCode,
      sql`lower(coalesce(${t.firstName}, '')) text_pattern_ops`,
    ),
    // Without a ZIP: last then first name, so the read stops at the limit (53,247 of one surname nationally).
    index('providers_last_first_name_prefix_idx').using(
      'btree',
      sql`lower(${t.lastNameOrOrgName}) text_pattern_ops`,
      sql`lower(coalesce(${t.firstName}, '')) text_pattern_ops`,
    ),
    // First-name prefixes shown in first-name order (ADR 0009); "kar" has 34,000 nationally.
    index('providers_first_last_name_prefix_idx').using(
      'btree',
      sql`lower(coalesce(${t.firstName}, '')) text_pattern_ops`,
      sql`lower(${t.lastNameOrOrgName}) text_pattern_ops`,
    ),
    // Contains-matches near a ZIP ranked from the index alone (index-only scan). The id comes second so no
    // two keys are equal and the texts are never compared.
    index('providers_zip_names_idx').using(
      'btree',
      t.zipCode,
      t.id,
      t.searchText,
      t.lastNameOrOrgName,
      t.firstName,
      t.primarySpecialty,
    ),
    // fastupdate off: otherwise a bulk load sits in GIN's pending list, scanned by every search until a
    // vacuum (PGlite has no autovacuum).
    index('providers_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const zipCoordinates = pgTable('zip_coordinates', {
  zipCode: varchar('zip_code', { length: 5 }).primaryKey(),
  latitude: numeric('latitude', { precision: 10, scale: 8 }).notNull(),
  longitude: numeric('longitude', { precision: 11, scale: 8 }).notNull(),
  city: text('city'),
  state: varchar('state', { length: 2 }),
  county: text('county'),
});

export const medicarePlans = pgTable(
  'medicare_plans',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id'),
    /** CMS's contract-plan(-segment) id, H3706-001 or H3706-001-2; one row per plan and plan year. */
    planId: text('plan_id').notNull(),
    /** A plan's years live side by side; an import for one year never touches another. */
    planYear: integer('plan_year').notNull(),
    /** Catalogue name (src/shared/carriers.ts); carrierAsImported keeps the file's spelling. */
    carrier: text('carrier').notNull(),
    carrierAsImported: text('carrier_as_imported'),
    planName: text('plan_name').notNull(),
    /** Catalogue type (src/shared/plan-types.ts); planTypeAsImported keeps the file's spelling. */
    planType: text('plan_type').notNull(),
    planTypeAsImported: text('plan_type_as_imported'),
    monthlyPremium: money('monthly_premium'),
    partBPremiumReduction: money('part_b_premium_reduction'),
    moopInNetwork: money('moop_in_network'),
    moopOutNetwork: money('moop_out_network'),
    medicalDeductible: money('medical_deductible'),
    hasRxCoverage: boolean('has_rx_coverage').notNull().default(true),
    rxDeductible: money('rx_deductible'),
    starRating: numeric('star_rating', { precision: 3, scale: 1 }),
    hospitalNetwork: text('hospital_network'),
    preferredPharmacies: text('preferred_pharmacies'),
    copayStructure: jsonb('copay_structure').$type<Record<string, string>>(),
    benefits: jsonb('benefits').$type<Record<string, string | boolean>>(),
    prescriptionTiers: jsonb('prescription_tiers').$type<Record<string, string>>(),
    /** The state of `counties`, by name ("Oklahoma"). */
    region: text('region'),
    county: text('county'),
    /** As the admin edits them; empty means the whole state. Matching reads `service_area` (ADR 0016). */
    counties: text('counties').array(),
    /** Every state part served (shared/service-area.ts): `OK` for the state, `OK|tulsa` for one county. */
    serviceArea: text('service_area').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes'),
    enrollmentUrl: text('enrollment_url'),
    // From CMS's Landscape file (docs/import-cms-landscape.md): null means "not on file", never "none".
    // `monthly_premium` stays the total the engine counts.
    /** 'MA' (no drugs), 'MA-PD', 'SNP' or 'PDP' (stand-alone drug plan). */
    contractCategory: text('contract_category'),
    /** "Part C Premium" of the county whose premium the row keeps (the most common one). */
    partCPremium: money('part_c_premium'),
    /** "Part D Total Premium" (basic + supplemental) of that county. */
    partDPremium: money('part_d_premium'),
    /** Why `star_rating` is empty: 'not-enough-data', 'too-new', 'not-applicable'; else null. */
    starRatingState: text('star_rating_state'),
    /** 1–5 in steps of 0.1. */
    partCStarRating: numeric('part_c_star_rating', { precision: 3, scale: 1 }),
    partCStarRatingState: text('part_c_star_rating_state'),
    /** 1–5 in steps of 0.1 (MA-PD plans and PDPs). */
    partDStarRating: numeric('part_d_star_rating', { precision: 3, scale: 1 }),
    partDStarRatingState: text('part_d_star_rating_state'),
    /** Null for a plan open to everyone. */
    snpType: text('snp_type'),
    /** 'FIDE', 'HIDE' or 'CO' (coordination only), CMS's short codes whether spelled out or not. */
    dsnpIntegrationStatus: text('dsnp_integration_status'),
    /** "; " between ("Diabetes Mellitus; Chronic Heart Failure"). */
    csnpConditionTypes: text('csnp_condition_types'),
    /** Members with full Medicaid pay $0 for Medicare services. */
    zeroDollarCostSharing: boolean('zero_dollar_cost_sharing'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('medicare_plans_plan_year_uniq').on(t.planId, t.planYear),
    index('medicare_plans_year_active_idx').on(t.planYear, t.isActive),
    index('medicare_plans_carrier_idx').on(t.carrier),
    index('medicare_plans_created_at_idx').on(t.createdAt),
    index('medicare_plans_service_area_idx').using('gin', t.serviceArea),
    check('medicare_plans_service_area_not_empty', sql`cardinality(${t.serviceArea}) > 0`),
    check(
      'medicare_plans_contract_category_values',
      sql`${t.contractCategory} in ('MA', 'MA-PD', 'SNP', 'PDP')`,
    ),
    check(
      'medicare_plans_star_state_values',
      sql`${t.starRatingState} in ('not-enough-data', 'too-new', 'not-applicable')
        and ${t.partCStarRatingState} in ('not-enough-data', 'too-new', 'not-applicable')
        and ${t.partDStarRatingState} in ('not-enough-data', 'too-new', 'not-applicable')`,
    ),
  ],
);

/**
 * The carriers admins maintain (/admin/carriers): catalogue name and the other spellings files use
 * (src/shared/carriers.ts; services/catalogue/carrier-list.ts). Seeded by migration 0014.
 */
export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** carrierMatchKey(name): two carriers never share a name by that key. */
  nameKey: text('name_key').notNull().unique(),
  aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  hashedPassword: text('hashed_password').notNull(),
  role: text('role').notNull().default('admin'),
  createdAt: createdAt(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
});

export const planUpdateHistory = pgTable(
  'plan_update_history',
  {
    id: serial('id').primaryKey(),
    /** Null once the plan is deleted (the history outlives the plan). */
    planId: integer('plan_id').references(() => medicarePlans.id, { onDelete: 'set null' }),
    planCode: text('plan_code').notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [index('plan_update_history_plan_code_idx').on(t.planCode, t.createdAt)],
);

/** One import of a file (docs/import.md). */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull().default('plans'),
    /** create | upsert for plan-writing kinds, set when it runs; null otherwise. */
    mode: text('mode'),
    status: text('status').notNull(),
    recordsProcessed: integer('records_processed').notNull().default(0),
    recordsTotal: integer('records_total').notNull().default(0),
    errors: jsonb('errors'),
    summary: jsonb('summary'),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set every JOB_HEARTBEAT_MS while running (PostgreSQL); a silent job is failed as abandoned. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_jobs_created_at_idx').on(t.createdAt),
    /** The one guard of "one import of each kind at a time". */
    uniqueIndex('import_jobs_one_importing_per_kind').on(t.kind).where(sql`${t.status} = 'importing'`),
    check(
      'import_jobs_status_values',
      sql`${t.status} in ('pending', 'validating', 'importing', 'completed', 'failed')`,
    ),
  ],
);

/** The uploaded file, kept only while its job may still run. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres sends a Buffer as bytea; PGlite takes any Uint8Array.
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/** An upload waiting for its job, deleted with it. A side table so listing jobs never reads file contents. */
export const importUploads = pgTable('import_uploads', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => importJobs.id, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  content: bytes('content').notNull(),
  createdAt: createdAt(),
});

export const planScores = pgTable(
  'plan_scores',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => medicareUsers.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => medicarePlans.id, { onDelete: 'cascade' }),
    totalScore: score('total_score'),
    costScore: score('cost_score'),
    coverageScore: score('coverage_score'),
    networkScore: score('network_score'),
    benefitsScore: score('benefits_score'),
    medicationsCovered: integer('medications_covered'),
    totalMedications: integer('total_medications'),
    doctorsInNetwork: integer('doctors_in_network'),
    totalDoctors: integer('total_doctors'),
    estimatedAnnualCost: money('estimated_annual_cost'),
    reasoning: jsonb('reasoning'),
    /** Place in the results order, set at submission so the top results are an index range, not a sort. */
    rank: integer('rank'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_scores_user_plan_idx').on(t.userId, t.planId),
    index('plan_scores_user_rank_idx').on(t.userId, t.rank),
  ],
);

export const oklahomaZipCounties = pgTable(
  'oklahoma_zip_counties',
  {
    id: serial('id').primaryKey(),
    zipCode: varchar('zip_code', { length: 5 }).notNull(),
    county: text('county').notNull(),
    /** Percent of the ZIP's population in this county; orders counties. */
    sharePct: numeric('share_pct', { precision: 5, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oklahoma_zip_counties_zip_county_idx').on(t.zipCode, t.county)],
);

// ---- additions of design.md §4 ----

export const planFormulary = pgTable(
  'plan_formulary',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => medicarePlans.id, { onDelete: 'cascade' }),
    medicationName: text('medication_name')
      .notNull()
      .references(() => medicationLookup.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    tier: integer('tier').notNull(),
    priorAuthorization: boolean('prior_authorization').notNull().default(false),
    quantityLimit: boolean('quantity_limit').notNull().default(false),
    stepTherapy: boolean('step_therapy').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.medicationName] }),
    index('plan_formulary_medication_idx').on(t.medicationName),
    check('plan_formulary_tier_range', sql`${t.tier} between 1 and 6`),
  ],
);

export const planNetworks = pgTable(
  'plan_networks',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => medicarePlans.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Written by the sample catalogue's generator: it speaks only for sample providers (ADR 0014). */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.providerId] }),
    index('plan_networks_provider_idx').on(t.providerId),
    index('plan_networks_real_plan_idx').on(t.planId).where(sql`not ${t.sample}`),
    index('plan_networks_sample_plan_idx').on(t.planId).where(sql`${t.sample}`),
  ],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the session token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** The sign-in that issued it and the only cookie it answers in. */
    audience: text('audience').$type<'admin' | 'counselor'>().notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_sessions_admin_user_idx').on(t.adminUserId),
    check('admin_sessions_audience', sql`${t.audience} in ('admin', 'counselor')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    clientAddress: text('client_address'),
    /** Never carries PHI: ids, counts and outcomes only. */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    // Audit page filters; text_pattern_ops so `admin:%` uses the index under any collation.
    index('audit_log_actor_created_at_idx').on(t.actor.op('text_pattern_ops'), t.createdAt),
    index('audit_log_action_created_at_idx').on(t.action.op('text_pattern_ops'), t.createdAt),
    index('audit_log_entity_id_idx').on(t.entityId),
    index('audit_log_record_ids_idx').using('gin', sql`(${t.details} -> 'recordIds')`),
  ],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

// ---- drug costs from Medicare's own files (docs/import-partd.md) ----

/**
 * RxNorm's prescribable drugs as NLM's RxTerms lists them, one row per concept (generic SCD or brand
 * SBD), brand linked to its generic; `medicationName`/`dosage` tie it to the catalogue when they match.
 */
export const rxDrugs = pgTable(
  'rx_drugs',
  {
    rxcui: text('rxcui').primaryKey(),
    genericRxcui: text('generic_rxcui'),
    tty: text('tty').notNull(),
    fullName: text('full_name').notNull(),
    fullGenericName: text('full_generic_name'),
    brandName: text('brand_name'),
    displayName: text('display_name'),
    route: text('route'),
    doseForm: text('dose_form'),
    strength: text('strength'),
    synonym: text('synonym'),
    psn: text('psn'),
    retired: boolean('retired').notNull().default(false),
    medicationName: text('medication_name').references(() => medicationLookup.name, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    dosage: text('dosage'),
    source: text('source').notNull(),
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [
    index('rx_drugs_medication_idx').on(t.medicationName),
    index('rx_drugs_medication_lower_idx').on(sql`lower(${t.medicationName})`),
    index('rx_drugs_generic_idx').on(t.genericRxcui),
  ],
);

/** One import of CMS's Part D files for a year; one release per year is current, replaced whole. */
export const partdReleases = pgTable(
  'partd_releases',
  {
    id: serial('id').primaryKey(),
    contractYear: integer('contract_year').notNull(),
    /** "2026 Q4", or a date "2026-10-15". */
    releaseLabel: text('release_label').notNull(),
    releaseDate: text('release_date'),
    sourceName: text('source_name').notNull(),
    sample: boolean('sample').notNull().default(false),
    current: boolean('current').notNull().default(false),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    importedAt: createdAt(),
  },
  (t) => [index('partd_releases_year_idx').on(t.contractYear, t.current)],
);

const releaseId = () =>
  integer('release_id')
    .notNull()
    .references(() => partdReleases.id, { onDelete: 'cascade' });

export const partdPlans = pgTable(
  'partd_plans',
  {
    releaseId: releaseId(),
    /** H3706-001 (segment 000) or H3706-001-2. */
    planKey: text('plan_key').notNull(),
    contractId: text('contract_id').notNull(),
    planNumber: text('plan_number').notNull(),
    segmentId: text('segment_id').notNull(),
    contractName: text('contract_name'),
    planName: text('plan_name'),
    formularyId: text('formulary_id').notNull(),
    premium: money('premium'),
    deductible: money('deductible'),
    snp: text('snp'),
    suppressed: boolean('suppressed').notNull().default(false),
    countyCodes: text('county_codes').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.planKey] })],
);

const coverageTerms = () => ({
  tier: integer('tier').notNull(),
  quantityLimit: boolean('quantity_limit').notNull(),
  quantityLimitAmount: numeric('quantity_limit_amount', { precision: 12, scale: 3 }),
  quantityLimitDays: integer('quantity_limit_days'),
  priorAuthorization: boolean('prior_authorization').notNull(),
  stepTherapy: boolean('step_therapy').notNull(),
});

export const partdFormulary = pgTable(
  'partd_formulary',
  {
    releaseId: releaseId(),
    formularyId: text('formulary_id').notNull(),
    rxcui: text('rxcui').notNull(),
    ndc: text('ndc').notNull(),
    ...coverageTerms(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.formularyId, t.rxcui, t.ndc] }),
    index('partd_formulary_rxcui_idx').on(t.releaseId, t.rxcui),
  ],
);

export const partdExcludedDrugs = pgTable(
  'partd_excluded_drugs',
  {
    releaseId: releaseId(),
    planKey: text('plan_key').notNull(),
    rxcui: text('rxcui').notNull(),
    ...coverageTerms(),
    cappedBenefit: boolean('capped_benefit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.planKey, t.rxcui] })],
);

export const partdIndications = pgTable(
  'partd_indications',
  {
    releaseId: releaseId(),
    planKey: text('plan_key').notNull(),
    rxcui: text('rxcui').notNull(),
    disease: text('disease').notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.planKey, t.rxcui, t.disease] })],
);

/** Cost share per coverage level, tier and days supply, at the four pharmacy kinds. */
export const partdCosts = pgTable(
  'partd_costs',
  {
    releaseId: releaseId(),
    planKey: text('plan_key').notNull(),
    coverageLevel: integer('coverage_level').notNull(),
    tier: integer('tier').notNull(),
    daysSupply: integer('days_supply').notNull(),
    /** { pref, nonpref, mailPref, mailNonpref }: copay, coinsurance with min and max, or null. */
    shares: jsonb('shares').notNull(),
    specialtyTier: boolean('specialty_tier').notNull(),
    deductibleApplies: boolean('deductible_applies').notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.planKey, t.coverageLevel, t.tier, t.daysSupply] })],
);

export const partdInsulinCosts = pgTable(
  'partd_insulin_costs',
  {
    releaseId: releaseId(),
    planKey: text('plan_key').notNull(),
    tier: integer('tier'),
    daysSupply: integer('days_supply').notNull(),
    copays: jsonb('copays').notNull(),
  },
  (t) => [index('partd_insulin_costs_plan_idx').on(t.releaseId, t.planKey)],
);

export const partdPricing = pgTable(
  'partd_pricing',
  {
    releaseId: releaseId(),
    planKey: text('plan_key').notNull(),
    ndc: text('ndc').notNull(),
    daysSupply: integer('days_supply').notNull(),
    unitCost: numeric('unit_cost', { precision: 14, scale: 5 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.ndc, t.planKey, t.daysSupply] })],
);

export const partdPharmacies = pgTable(
  'partd_pharmacies',
  {
    releaseId: releaseId(),
    planKey: text('plan_key').notNull(),
    npi: text('npi').notNull(),
    zipCode: varchar('zip_code', { length: 5 }),
    retail: boolean('retail').notNull(),
    mail: boolean('mail').notNull(),
    preferredRetail: boolean('preferred_retail').notNull(),
    preferredMail: boolean('preferred_mail').notNull(),
    inArea: boolean('in_area').notNull(),
    floorPrice: numeric('floor_price', { precision: 12, scale: 2 }),
    /** { brand: {30, 60, 90}, generic: {30, 60, 90} }, null where the file gives none. */
    fees: jsonb('fees').notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.planKey, t.npi] })],
);

export const partdCounties = pgTable(
  'partd_counties',
  {
    releaseId: releaseId(),
    countyCode: text('county_code').notNull(),
    state: text('state').notNull(),
    county: text('county').notNull(),
    maRegionCode: text('ma_region_code'),
    pdpRegionCode: text('pdp_region_code'),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.countyCode] })],
);

/** Pharmacies by NPI, naming those in Medicare's network files (sample, or NPPES pharmacy organizations). */
export const pharmacies = pgTable(
  'pharmacies',
  {
    npi: text('npi').primaryKey(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: varchar('state', { length: 2 }),
    zipCode: varchar('zip_code', { length: 5 }),
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [index('pharmacies_zip_code_idx').on(t.zipCode)],
);

/**
 * A plan's Landscape premiums per county: Part C, Part D total, and Part D with full Extra Help. Replaced
 * whole per plan by the Landscape import. `county` '' = "All Counties" of the state; keyed by state
 * too (ADR 0016), so a state's import replaces only its rows.
 */
export const planPremiums = pgTable(
  'plan_premiums',
  {
    planId: text('plan_id').notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    county: text('county').notNull(),
    /** The file's Contract Year, or the year the import was for. */
    contractYear: integer('contract_year').notNull(),
    partCPremium: money('part_c_premium'),
    partDPremium: money('part_d_premium'),
    /** "Part D Premium Obligation with Full Premium Assistance". */
    partDPremiumExtraHelp: money('part_d_premium_extra_help'),
    sample: boolean('sample').notNull().default(false),
    sourceFile: text('source_file').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.contractYear, t.state, t.county] }),
    foreignKey({
      columns: [t.planId, t.contractYear],
      foreignColumns: [medicarePlans.planId, medicarePlans.planYear],
      name: 'plan_premiums_plan_year_fk',
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // The county's row whatever its case, and the state's "All Counties" rows, in one range per plan.
    index('plan_premiums_county_lower_idx').on(t.planId, t.contractYear, t.state, sql`lower(${t.county})`),
  ],
);

/**
 * Every dataset held and where it came from (src/shared/data-sources.ts), one row per import in its
 * own transaction; consumer pages say "Plan data from Medicare, updated <date>" from non-sample kinds.
 */
export const dataSources = pgTable(
  'data_sources',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Null for data of no plan year (drug names, doctors). */
    planYear: integer('plan_year'),
    sourceName: text('source_name').notNull(),
    releaseLabel: text('release_label'),
    /** YYYY-MM-DD, or YYYY-MM when only the month is known. */
    releaseDate: text('release_date'),
    sample: boolean('sample').notNull().default(false),
    rows: integer('rows').notNull().default(0),
    importJobId: integer('import_job_id').references(() => importJobs.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_sources_year_idx').on(t.planYear, t.importedAt)],
);

/**
 * Medigap premiums per carrier, letter, rating method, age band, sex, tobacco and area
 * (src/shared/medigap-contracts.ts). `zip3` null = whole state; nulls not distinct (PostgreSQL 15+)
 * so a state-wide rate is not stored twice.
 */
export const medigapRates = pgTable(
  'medigap_rates',
  {
    id: serial('id').primaryKey(),
    planYear: integer('plan_year').notNull(),
    state: varchar('state', { length: 2 }).notNull().default('OK'),
    carrier: text('carrier').notNull(),
    planLetter: text('plan_letter').notNull(),
    ratingMethod: text('rating_method').notNull(),
    /** Both ends included (attained or issue age by the rating method). */
    ageFrom: integer('age_from').notNull(),
    ageTo: integer('age_to').notNull(),
    sex: text('sex').notNull(),
    tobacco: boolean('tobacco').notNull(),
    zip3: varchar('zip3', { length: 3 }),
    monthlyPremium: money('monthly_premium').notNull(),
    sample: boolean('sample').notNull().default(false),
    source: text('source'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('medigap_rates_lookup_idx').on(t.planYear, t.state, t.planLetter),
    unique('medigap_rates_natural_key')
      .on(t.planYear, t.state, t.carrier, t.planLetter, t.ratingMethod, t.ageFrom, t.sex, t.tobacco, t.zip3)
      .nullsNotDistinct(),
    check(
      'medigap_rates_plan_letter',
      sql`${t.planLetter} in ('A', 'B', 'C', 'D', 'F', 'HDF', 'G', 'HDG', 'K', 'L', 'M', 'N')`,
    ),
    check(
      'medigap_rates_rating_method',
      sql`${t.ratingMethod} in ('attained-age', 'issue-age', 'community-rated')`,
    ),
    check('medigap_rates_sex', sql`${t.sex} in ('female', 'male', 'any')`),
    check('medigap_rates_state', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('medigap_rates_zip3', sql`${t.zip3} ~ '^[0-9]{3}$'`),
    check('medigap_rates_ages', sql`${t.ageFrom} >= 0 and ${t.ageFrom} <= ${t.ageTo} and ${t.ageTo} <= 120`),
    check('medigap_rates_premium_positive', sql`${t.monthlyPremium} > 0`),
  ],
);
