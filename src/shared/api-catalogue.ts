/**
 * Every consumer and admin plan route with its request and response schemas, as the server registers
 * them: /api/openapi.json is made from it and the API tests check every answer against it.
 */
import { z } from 'zod';
import {
  adminPlanCreateSchema,
  adminPlanExportQuerySchema,
  adminPlanListQuerySchema,
  adminPlanListResponseSchema,
  adminPlanOptionsSchema,
  adminPlanRecordSchema,
  adminPlanUpdateSchema,
  bulkPlanRequestSchema,
  bulkPlanResponseSchema,
  planHistoryResponseSchema,
  planYearQuerySchema,
} from './admin-plan-contracts.ts';
import {
  accessStateSchema,
  apiErrorBodySchema,
  counselorSessionSchema,
  countyListSchema,
  countyValidateResponseSchema,
  forgetDeviceResponseSchema,
  medicationLookupItemSchema,
  pharmacySearchResultSchema,
  planDetailSchema,
  planYearsResponseSchema,
  providerSearchResultSchema,
  recommendationsResponseSchema,
  resultShareListSchema,
  resultShareSchema,
  savedUserRecordSchema,
  sharedResultsResponseSchema,
  shareRevokedSchema,
  signInResponseSchema,
  signOutResponseSchema,
  submissionDeletedSchema,
  submitResponseSchema,
} from './api-responses.ts';
import { accessRequestSchema, adminLoginSchema } from './auth-contracts.ts';
import {
  currentPlanComparisonSchema,
  currentPlanMatchSchema,
  currentPlanSearchSchema,
} from './current-plan-contracts.ts';
import { resultsEmailRequestSchema, resultsEmailResponseSchema } from './email-contracts.ts';
import {
  forgetDeviceRequestSchema,
  historySearchRequestSchema,
  medicareSubmissionSchema,
} from './finder-contracts.ts';
import {
  countyValidateSchema,
  pharmacySearchQuerySchema,
  providerSearchQuerySchema,
  zipCodeSchema,
} from './lookup-contracts.ts';
import { PHARMACY_COST_ROUTE, pharmacyCostRequestSchema } from './pharmacy-cost-contracts.ts';
import { pharmacyCostSchema } from './pharmacy-cost-response.ts';
import {
  formularyEntryInputSchema,
  formularyEntrySchema,
  formularyResponseSchema,
  networkProviderSchema,
  networkQuerySchema,
  networkResponseSchema,
} from './plan-catalogue-contracts.ts';
import { roadsComparisonSchema, roadsRequestSchema } from './roads-contracts.ts';
import type { Permission } from './roles.ts';
import { shareCreateSchema } from './share-contracts.ts';
import { SHARED_SUMMARY_PDF_ROUTE, SUMMARY_PDF_ROUTE } from './summary-contracts.ts';

export type ApiEndpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered: `/api/medicare/user/:userId`. */
  path: string;
  summary: string;
  tag: 'Access' | 'Look-ups' | 'Results' | 'History' | 'Sharing' | 'Counselors' | 'Health' | 'Admin plans';
  /** public: no cookie; gate: the access cookie (ADR 0004); a permission: gate + a signed-in role holding it. */
  access: 'public' | 'gate' | Permission;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  status: 200 | 201 | 202;
  response: z.ZodType;
  /** The success answer's media types when it is not JSON (the printable summary's PDF). */
  produces?: readonly string[];
  /** Error statuses beyond 401 without the gate cookie. */
  errors: number[];
};

/** Each path parameter as the routes document it, unless a route says otherwise. */
const PATH_PARAMS: Record<string, z.ZodType> = {
  zip: zipCodeSchema,
  userId: z.string().describe('The opaque result id POST /api/medicare/submit answered'),
  token: z.string().describe('The token of the share link path /shared/{token}'),
  shareId: z.string(),
  planId: z.string().describe('The plan ID, e.g. H1234-001'),
  medicationName: z.string().describe('A drug name of the medication catalogue'),
  providerId: z.string().describe('A provider id of the doctor directory'),
};
/** With its path's `:name` parameters, in their order, when the route does not name its own. */
const params = (e: ApiEndpoint): ApiEndpoint => {
  const names = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  if (e.params || names.length === 0) return e;
  return { ...e, params: z.object(Object.fromEntries(names.map((n) => [n, PATH_PARAMS[n]]))) };
};
export const appInfoSchema = z.strictObject({
  productName: z.string(),
  demoMode: z.boolean(),
  demoAdmin: z.strictObject({ email: z.string(), password: z.string() }).nullable(),
  /** Whether results can be e-mailed from this server (issue 20). */
  emailAvailable: z.boolean(),
});

type Defaulted<K extends keyof ApiEndpoint> = Omit<ApiEndpoint, 'method' | 'path' | K> &
  Partial<Pick<ApiEndpoint, K>>;

/** A consumer route of a tag: 200, behind the access gate and with no error of its own unless said. */
const route =
  (tag: ApiEndpoint['tag']) =>
  (
    method: ApiEndpoint['method'],
    path: string,
    e: Omit<Defaulted<'status' | 'access' | 'errors'>, 'tag'>,
  ): ApiEndpoint =>
    params({ method, path, status: 200, access: 'gate', errors: [], ...e, tag });
const health = route('Health');
const access = route('Access');
const lookUps = route('Look-ups');
const results = route('Results');
const history = route('History');
const sharing = route('Sharing');
const counselors = route('Counselors');

export const CONSUMER_API: ApiEndpoint[] = [
  health('GET', '/api/health', {
    summary: 'Liveness: the process answers',
    access: 'public',
    response: z.strictObject({ status: z.literal('ok') }),
  }),
  health('GET', '/api/ready', {
    summary: 'Readiness: the database answers',
    access: 'public',
    response: z.strictObject({ status: z.literal('ready') }),
    errors: [503],
  }),
  access('GET', '/api/access', {
    summary: 'Whether this browser holds the access-gate cookie',
    access: 'public',
    response: accessStateSchema,
  }),
  access('POST', '/api/access', {
    summary: 'Enter the shared access password; sets the gate cookie',
    access: 'public',
    body: accessRequestSchema,
    response: accessStateSchema,
    errors: [400, 429],
  }),
  access('GET', '/api/app-info', {
    summary:
      'The deployment: product name, whether it runs with demo credentials, whether it can send e-mail',
    response: appInfoSchema,
  }),
  lookUps('GET', '/api/medication-lookup', {
    summary: 'The drug catalogue',
    response: z.array(medicationLookupItemSchema),
  }),
  lookUps('GET', '/api/counties/by-zip/:zip', {
    summary: 'The counties a ZIP lies in, the one holding most of its addresses first',
    response: countyListSchema,
    errors: [400],
  }),
  lookUps('GET', '/api/counties/all', {
    summary: "All of Oklahoma's counties",
    response: countyListSchema,
  }),
  lookUps('POST', '/api/counties/validate', {
    summary: 'Whether a county is one of a ZIP’s',
    body: countyValidateSchema,
    response: countyValidateResponseSchema,
    errors: [400],
  }),
  lookUps('POST', '/api/providers/search', {
    summary: 'Doctors by name or specialty, nearest first (at most 20)',
    body: providerSearchQuerySchema,
    response: z.array(providerSearchResultSchema),
    errors: [400],
  }),
  lookUps('POST', '/api/pharmacies/search', {
    summary: "Pharmacies in Medicare's pharmacy network files near a ZIP, nearest first (at most 20)",
    body: pharmacySearchQuerySchema,
    response: z.array(pharmacySearchResultSchema),
    errors: [400],
  }),
  results('POST', '/api/medicare/submit', {
    summary: 'Score every eligible plan for a profile; the result belongs to this browser (history key)',
    body: medicareSubmissionSchema,
    status: 201,
    response: submitResponseSchema,
    errors: [400, 429],
  }),
  results('GET', '/api/medicare/user/:userId', {
    summary: 'The submitted profile, to the browser that made it',
    response: savedUserRecordSchema,
    errors: [404],
  }),
  results('GET', '/api/medicare/recommendations/:userId', {
    summary:
      'The ranked plans of a submission, to the browser that made it: at most 500 plans an answer (every real result), `?page=2` for the next 500 when `nextPage` says there are more',
    response: recommendationsResponseSchema,
    errors: [400, 404],
  }),
  results('POST', PHARMACY_COST_ROUTE, {
    summary:
      "The year's drug cost for one plan of these results at a pharmacy near the person (its NPI in the body): as a preferred or standard pharmacy of the plan's network, or at full price outside it. Nothing is stored.",
    params: z.object({
      userId: PATH_PARAMS.userId,
      planId: z.string().max(40).describe('The public plan id of a plan in these results, e.g. H1234-001'),
    }),
    body: pharmacyCostRequestSchema,
    response: pharmacyCostSchema,
    errors: [400, 404, 409],
  }),
  results('GET', '/api/medicare/plan/:planId', {
    summary:
      'Everything about one plan, in the plan year `?year=` names (the newest year on file when left out)',
    params: z.object({ planId: z.string().describe('The public plan id, e.g. H1234-001') }),
    response: planDetailSchema,
    errors: [400, 404],
  }),
  lookUps('POST', '/api/medicare/plans/search', {
    summary:
      'Plans a person may have now, by name, carrier or plan ID: the year before the one being chosen, and that year (the finder\'s "Your current plan")',
    body: currentPlanSearchSchema,
    response: z.array(currentPlanMatchSchema),
    errors: [400],
  }),
  results('GET', '/api/medicare/recommendations/:userId/current-plan', {
    summary:
      "The current plan the results name, priced for the person's drugs and doctors now and in the results' year, what changes, and the best plans that cost less",
    response: currentPlanComparisonSchema,
    errors: [404],
  }),
  results('POST', '/api/medicare/recommendations/:userId/roads', {
    summary:
      'Both roads for the results: Medicare Advantage against Original Medicare with a Medigap plan and a drug plan, by yearly cost in a typical and a bad year (sex and tobacco use in the body, for the Medigap rates; optional: the income band, for Medicare’s income-related amounts, and whether the person had Medicare before 2020)',
    body: roadsRequestSchema,
    response: roadsComparisonSchema,
    errors: [400, 404],
  }),
  lookUps('GET', '/api/medicare/plan-years', {
    summary:
      'The plan years the finder offers today, the default first: next year and this year from October 15 to December 31, this year otherwise, among the years with plans on file',
    response: planYearsResponseSchema,
  }),
  history('POST', '/api/medicare/users/search', {
    summary:
      "This browser's earlier searches, by name or birth date (History); 60 searches in 10 minutes per browser or counselor",
    body: historySearchRequestSchema,
    response: z.array(savedUserRecordSchema),
    errors: [400, 429],
  }),
  history('POST', '/api/medicare/history/forget', {
    summary: 'Forget this device: its history key is dropped and its searches no longer open here',
    body: forgetDeviceRequestSchema,
    response: forgetDeviceResponseSchema,
    errors: [400],
  }),
  history('DELETE', '/api/medicare/users/:userId', {
    summary:
      'Delete this client (or this search) now: the submission, its results and share links; its owner only (the browser that made it, or the signed-in counselor whose client it is)',
    body: z.strictObject({}),
    response: submissionDeletedSchema,
    errors: [404],
  }),
  counselors('POST', '/api/counselor/login', {
    summary:
      'Counselor sign-in (ADR 0020): sets the counselor session cookie; admin and editor accounts are refused like a wrong password',
    body: adminLoginSchema,
    response: signInResponseSchema,
    errors: [400, 429],
  }),
  counselors('POST', '/api/counselor/logout', {
    summary: 'Counselor sign-out: ends the session and clears its cookie',
    body: z.strictObject({}),
    response: signOutResponseSchema,
  }),
  counselors('GET', '/api/counselor/session', {
    summary:
      "The signed-in counselor, if any, and how many days a client's information is kept (the consent line's N)",
    response: counselorSessionSchema,
  }),
  sharing('POST', '/api/medicare/results/:userId/shares', {
    summary: 'Make an expiring, revocable link that opens these results read-only',
    body: shareCreateSchema,
    status: 201,
    response: resultShareSchema,
    errors: [400, 404],
  }),
  sharing('GET', '/api/medicare/results/:userId/shares', {
    summary: "The results' live share links",
    response: resultShareListSchema,
    errors: [404],
  }),
  sharing('DELETE', '/api/medicare/results/:userId/shares/:shareId', {
    summary: 'Turn a share link off',
    // Every request that changes data carries a JSON body, an empty object when there is nothing to say.
    body: z.strictObject({}),
    response: shareRevokedSchema,
    errors: [404],
  }),
  sharing('GET', '/api/medicare/shared/:token', {
    summary:
      'What a share link opens: the ranked plans, without the name or birth date (no access password needed: the link is the key), paged as the results (`?page=`); a link and an address each have a budget of reads',
    access: 'public',
    response: sharedResultsResponseSchema,
    errors: [400, 404, 429, 503],
  }),
  sharing('GET', '/api/medicare/shared/:token/plan/:planId', {
    summary: "One plan among a share link's results, in their plan year (no access password needed)",
    access: 'public',
    params: z.object({
      token: PATH_PARAMS.token,
      planId: z.string().describe('A plan id among the shared results'),
    }),
    response: planDetailSchema,
    errors: [404, 429, 503],
  }),
  sharing('POST', '/api/medicare/results/:userId/email', {
    summary:
      'E-mail a new share link of these results (30 days) to one address, with an optional note and, if asked, the first name; nothing else about the person',
    body: resultsEmailRequestSchema,
    status: 202,
    response: resultsEmailResponseSchema,
    errors: [400, 404, 429, 502, 503],
  }),
  results('GET', SUMMARY_PDF_ROUTE, {
    summary:
      'The printable summary of these results as a PDF download (drugs, doctors, the top plans with yearly costs and reasons, next steps, data date, disclaimers); `?lang=en|es`, English by default',
    response: z.string().describe('The PDF file'),
    produces: ['application/pdf'],
    errors: [400, 404, 503],
  }),
  sharing('GET', SHARED_SUMMARY_PDF_ROUTE, {
    summary:
      'The printable summary a share link opens, as a PDF download, without the name or birth date (no access password needed); `?lang=en|es`, English by default',
    access: 'public',
    response: z.string().describe('The PDF file'),
    produces: ['application/pdf'],
    errors: [400, 404, 429, 503],
  }),
];

const deleted = z.strictObject({ deleted: z.literal(1) });
/** An admin plan route: 200 and errors 400, 403, 404 unless said; a route about one plan takes its plan year (`?year=`). */
const plans = (
  method: ApiEndpoint['method'],
  path: string,
  e: Omit<Defaulted<'status' | 'errors'>, 'tag'>,
): ApiEndpoint =>
  params({
    method,
    path,
    status: 200,
    errors: [400, 403, 404],
    ...(path.includes(':planId') ? { query: planYearQuerySchema } : {}),
    ...e,
    tag: 'Admin plans',
  });

/** The admin plan catalogue (spec §7) with formularies and networks; each route needs its permission. */
export const ADMIN_PLAN_API: ApiEndpoint[] = [
  plans('GET', '/api/admin/plans', {
    summary: 'One page of plans: search, filters, sort',
    access: 'plans:read',
    query: adminPlanListQuerySchema,
    response: adminPlanListResponseSchema,
    errors: [400, 403],
  }),
  plans('POST', '/api/admin/plans', {
    summary: 'Create a plan (spec §5 defaults for the fields left out)',
    access: 'plans:write',
    body: adminPlanCreateSchema,
    status: 201,
    response: adminPlanRecordSchema,
    errors: [400, 403, 409],
  }),
  plans('PATCH', '/api/admin/plans/bulk', {
    summary: 'Activate, deactivate or delete up to 1,000 plans at once, all or nothing',
    access: 'plans:bulk',
    body: bulkPlanRequestSchema,
    response: bulkPlanResponseSchema,
  }),
  plans('GET', '/api/admin/plans/options', {
    summary: "The catalogue's carriers, plan types and regions, for filters and forms",
    access: 'plans:read',
    response: adminPlanOptionsSchema,
    errors: [403],
  }),
  plans('GET', '/api/admin/plans/export', {
    summary: "Every plan the list's filters match, as a CSV or Excel file in the import template's columns",
    access: 'plans:read',
    query: adminPlanExportQuerySchema,
    response: z.string().describe('The file'),
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    errors: [400, 403],
  }),
  plans('GET', '/api/admin/plans/:planId/history', {
    summary: "A plan's change history, newest first (also of deleted plans under the ID)",
    access: 'plans:read',
    response: planHistoryResponseSchema,
  }),
  plans('GET', '/api/admin/plans/:planId', {
    summary: 'One plan in the plan year `?year=` names (may be left out for an ID on file for one year)',
    access: 'plans:read',
    response: adminPlanRecordSchema,
  }),
  plans('PUT', '/api/admin/plans/:planId', {
    summary: 'Change the fields sent; the others keep their values',
    access: 'plans:write',
    body: adminPlanUpdateSchema,
    response: adminPlanRecordSchema,
    errors: [400, 403, 404, 409],
  }),
  plans('DELETE', '/api/admin/plans/:planId', {
    summary: 'Delete a plan with its formulary, network and stored scores; its history stays',
    access: 'plans:delete',
    response: deleted,
  }),
  plans('GET', '/api/admin/plans/:planId/formulary', {
    summary: "The plan's formulary, by drug name",
    access: 'plans:read',
    response: formularyResponseSchema,
  }),
  plans('PUT', '/api/admin/plans/:planId/formulary/:medicationName', {
    summary: 'Put a catalogue drug on the formulary, or change its tier and restrictions',
    access: 'plans:write',
    body: formularyEntryInputSchema,
    response: formularyEntrySchema,
  }),
  plans('DELETE', '/api/admin/plans/:planId/formulary/:medicationName', {
    summary: 'Take a drug off the formulary',
    access: 'plans:write',
    response: deleted,
  }),
  plans('GET', '/api/admin/plans/:planId/network', {
    summary: "The plan's network doctors whose name contains `q`, by name (at most 50; `total` counts all)",
    access: 'plans:read',
    query: planYearQuerySchema.extend(networkQuerySchema.shape),
    response: networkResponseSchema,
  }),
  plans('PUT', '/api/admin/plans/:planId/network/:providerId', {
    summary: 'Add a doctor of the directory to the network',
    access: 'plans:write',
    response: networkProviderSchema,
  }),
  plans('DELETE', '/api/admin/plans/:planId/network/:providerId', {
    summary: 'Take a doctor out of the network',
    access: 'plans:write',
    response: deleted,
  }),
];

export { apiErrorBodySchema };
