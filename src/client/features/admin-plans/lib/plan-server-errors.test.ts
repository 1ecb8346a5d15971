import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { planFieldErrors } from './plan-server-errors';

const apiError = (status: number, body: unknown) => new ApiError(status, 'Error', JSON.stringify(body));

describe('server errors beside the form fields', () => {
  it('puts a taken plan ID on Plan ID', () => {
    expect(
      planFieldErrors(apiError(409, { error: 'A plan with this ID already exists', code: 'CONFLICT' })),
    ).toEqual({ planId: 'A plan with this ID already exists' });
  });

  it("puts a 400's issues on the fields they name, first message each, ignoring other fields", () => {
    const error = apiError(400, {
      error: 'Region is required',
      code: 'VALIDATION',
      issues: [
        { path: 'region', message: 'Region is required' },
        { path: 'region', message: 'Second message' },
        { path: 'copayStructure.pcpCopayIn', message: 'Not a form field' },
        { path: 'monthlyPremium', message: 'Must be a valid amount (e.g., 0.00)' },
      ],
    });
    expect(planFieldErrors(error)).toEqual({
      region: 'Region is required',
      monthlyPremium: 'Must be a valid amount (e.g., 0.00)',
    });
  });

  it('gives nothing for other failures', () => {
    expect(planFieldErrors(apiError(500, { error: 'Boom', code: 'INTERNAL' }))).toEqual({});
    expect(planFieldErrors(new ApiError(502, 'Bad Gateway', '<html>'))).toEqual({});
    expect(planFieldErrors(new Error('offline'))).toEqual({});
    expect(planFieldErrors(null)).toEqual({});
  });
});
