import { describe, expect, it } from 'vitest';
import { formProgress } from './form-progress';
import { emptyFormValues } from './form-values';

const personal = {
  firstName: 'Ada',
  lastName: 'Byron',
  birthDate: '1955-03-01',
  zipCode: '74012',
  county: 'Tulsa',
};

describe('form progress', () => {
  it('starts at step 1 and 0 %, and moves with each personal field filled in', () => {
    expect(formProgress(emptyFormValues())).toEqual({ step: 1, title: 'Personal Information', percent: 0 });
    expect(formProgress({ ...emptyFormValues(), firstName: 'Ada' }).percent).toBe(7);
    // A ZIP still being typed does not count.
    expect(formProgress({ ...emptyFormValues(), ...personal, zipCode: '740' })).toMatchObject({
      step: 1,
      percent: 27,
    });
  });

  it('goes to step 2 once the personal part is done, then moves with each list done', () => {
    expect(formProgress({ ...emptyFormValues(), ...personal })).toEqual({
      step: 2,
      title: 'Medications & Doctors',
      percent: 33,
    });
    const oneList = { ...emptyFormValues(), ...personal, noMedications: true };
    expect(formProgress(oneList).percent).toBe(50);
    const done = {
      ...oneList,
      doctors: [{ name: 'Lee, Anna', specialty: 'Family Medicine', providerId: 1 }],
    };
    expect(formProgress(done)).toEqual({ step: 2, title: 'Ready to find your plans', percent: 67 });
  });

  it('counts the lists only after the personal part, so the bar never runs ahead of the step', () => {
    const listsOnly = { ...emptyFormValues(), noMedications: true, noDoctors: true };
    expect(formProgress(listsOnly)).toMatchObject({ step: 1, percent: 0 });
  });
});
