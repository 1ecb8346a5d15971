import { describe, expect, it } from 'vitest';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { suggestedPlanYear } from '../../../lib/admin-plans-api';
import { adminPlanRecord } from '../testing/admin-plan-factory';
import {
  changedFields,
  newPlanValues,
  type PlanFormValues,
  planFormSchema,
  planToFormValues,
  toCreateBody,
} from './plan-form-values';

const filled = (overrides: Partial<PlanFormValues> = {}): PlanFormValues => ({
  ...newPlanValues(2026),
  planId: ' H1234-001 ',
  planYear: '2027',
  carrier: 'Humana',
  planName: 'Gold Plus (HMO)',
  planType: 'HMO',
  region: 'Oklahoma',
  ...overrides,
});

const messages = (values: PlanFormValues) => {
  const result = planFormSchema.safeParse(values);
  if (result.success) return {};
  // The first message per field, as the form shows it.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe('the plan form values', () => {
  it('starts a new plan with spec §5 defaults, in the plan year given', () => {
    expect(newPlanValues(2027)).toEqual({
      planId: '',
      planYear: '2027',
      carrier: '',
      planName: '',
      planType: '',
      monthlyPremium: '0.00',
      partBPremiumReduction: '0.00',
      moopInNetwork: '',
      region: '',
      starRating: '',
      hasRxCoverage: true,
      isActive: true,
      notes: '',
    });
  });

  it.each([
    // today, years on file, suggested: the year the server picks when none is sent
    [new Date(2026, 9, 14), [2026, 2027], 2026], // before October 15: this year
    [new Date(2026, 9, 15), [2026, 2027], 2027], // from October 15: next year, once on file
    [new Date(2026, 10, 26), [2026], 2026], // next year not on file yet: never a year of its own
    [new Date(2026, 2, 1), [2027], 2027], // this year not on file: the newest on file
    [new Date(2026, 10, 26), undefined, 2027], // years unknown: the date's default
    [new Date(2026, 10, 26), [], 2027], // nothing on file: the date's default
  ])('suggests the plan year the server would pick (%s, on file %j → %i)', (today, onFile, year) => {
    expect(suggestedPlanYear(today, onFile)).toBe(year);
  });

  it('refuses a plan year that is not a year, with the server message', () => {
    expect(messages(filled({ planYear: '' }))).toEqual({ planYear: 'Plan year must be a year such as 2027' });
    expect(messages(filled({ planYear: '27' }))).toEqual({
      planYear: 'Plan year must be a year such as 2027',
    });
    expect(messages(filled({ planYear: ' 2027 ' }))).toEqual({});
  });

  it('gives spec §5 messages for the required fields and the premium', () => {
    expect(messages({ ...newPlanValues(2026), monthlyPremium: '12.345' })).toEqual({
      planId: 'Plan ID is required',
      carrier: 'Carrier is required',
      planName: 'Plan name is required',
      planType: 'Plan type is required',
      region: 'Region is required',
      monthlyPremium: 'Must be a valid amount (e.g., 0.00)',
    });
    expect(messages(filled({ monthlyPremium: '' }))).toEqual({
      monthlyPremium: 'Must be a valid amount (e.g., 0.00)',
    });
    expect(messages(filled({ monthlyPremium: 'abc' }))).toEqual({
      monthlyPremium: 'Must be a valid amount (e.g., 0.00)',
    });
    expect(messages(filled({ monthlyPremium: '29' }))).toEqual({});
    expect(messages(filled({ planName: '   ' }))).toEqual({ planName: 'Plan name is required' });
  });

  it('sends a new plan trimmed and normalised, with the deductible defaults', () => {
    expect(
      toCreateBody(filled({ monthlyPremium: '12.5', moopInNetwork: '3900', starRating: '4', notes: '  ' })),
    ).toEqual({
      planId: 'H1234-001',
      planYear: 2027,
      carrier: 'Humana',
      planName: 'Gold Plus (HMO)',
      planType: 'HMO',
      monthlyPremium: '12.50',
      partBPremiumReduction: '0.00',
      moopInNetwork: '3900.00',
      region: 'Oklahoma',
      starRating: 4,
      hasRxCoverage: true,
      isActive: true,
      notes: null,
      medicalDeductible: '0.00',
      rxDeductible: '0.00',
    });
    expect(toCreateBody(filled()).starRating).toBeNull();
  });
});

describe('editing a plan', () => {
  const plan: AdminPlanRecord = adminPlanRecord({
    planId: 'H1234-001',
    monthlyPremium: '12.50',
    partBPremiumReduction: null,
    moopInNetwork: '3900.00',
    starRating: 4.5,
    notes: null,
    region: 'Oklahoma',
  });

  it('prefills the form: empty text for no value, "unrated" for no rating', () => {
    expect(planToFormValues(plan)).toMatchObject({
      planYear: '2026',
      monthlyPremium: '12.50',
      partBPremiumReduction: '',
      moopInNetwork: '3900.00',
      starRating: '4.5',
      notes: '',
    });
    expect(planToFormValues({ ...plan, starRating: null }).starRating).toBe('unrated');
  });

  it('sends nothing when nothing really changed', () => {
    const values = planToFormValues(plan);
    expect(changedFields(plan, values)).toEqual({});
    // "12.5" is the stored 12.50; trailing spaces and an empty note are no change either.
    expect(
      changedFields(plan, { ...values, monthlyPremium: '12.5', region: 'Oklahoma  ', notes: ' ' }),
    ).toEqual({});
  });

  it('sends only the changed fields, normalised', () => {
    const values = planToFormValues(plan);
    expect(
      changedFields(plan, { ...values, monthlyPremium: '29', isActive: false, notes: 'New note ' }),
    ).toEqual({ monthlyPremium: '29.00', isActive: false, notes: 'New note' });
    expect(changedFields(plan, { ...values, partBPremiumReduction: '10' })).toEqual({
      partBPremiumReduction: '10.00',
    });
    expect(changedFields(plan, { ...values, starRating: '5' })).toEqual({ starRating: 5 });
    expect(changedFields(plan, { ...values, planYear: '2027' })).toEqual({ planYear: 2027 });
  });

  it('sends "unrated" when the rating is cleared, and nothing for an unrated plan left unrated', () => {
    const values = planToFormValues(plan);
    expect(changedFields(plan, { ...values, starRating: 'unrated' })).toEqual({ starRating: 'unrated' });
    const unrated = { ...plan, starRating: null };
    expect(changedFields(unrated, planToFormValues(unrated))).toEqual({});
  });
});
