/**
 * A valid Medigap rate (Plan G, attained age 65–69, a woman who does not use tobacco, the whole
 * state), as the admin form sends it and as a row is inserted; tests override what they test.
 */
export function medigapRateFields<T extends object>(overrides: T) {
  return {
    state: 'OK',
    carrier: 'Test Prairie Mutual',
    planLetter: 'G',
    ratingMethod: 'attained-age',
    ageFrom: 65,
    ageTo: 69,
    sex: 'female',
    tobacco: false,
    zip3: null,
    monthlyPremium: '142.50',
    ...overrides,
  } as const;
}
