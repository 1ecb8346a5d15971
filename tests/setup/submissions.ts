/** The submission the API tests send unless they say otherwise: two drugs, no doctors, Oklahoma City. */
export function sampleSubmission(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Quillfeather',
    birthDate: '1953-04-12',
    zipCode: '73102',
    county: 'Oklahoma',
    isCustomCounty: false,
    doctorSearchRadius: 20,
    noMedications: false,
    medications: [
      { name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' },
      { name: 'Eliquis', dosage: '5 mg tablet', quantity: '60', frequency: 'monthly' },
    ],
    noDoctors: true,
    doctors: [] as { name: string; specialty: string; providerId?: number }[],
    ...overrides,
  };
}
