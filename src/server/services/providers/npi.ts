/** NPI vocabulary shared by the provider generator and the NPPES importer: check digit and taxonomy names. */

/** The ISO card-issuer prefix "80840" contributes the constant 24 to the Luhn sum. */
const NPI_PREFIX_LUHN_SUM = 24;

/** The 10th digit: the Luhn check digit over "80840" + the first nine digits (CMS, "NPI check digit"). */
export function npiCheckDigit(first9: string): number {
  if (!/^\d{9}$/.test(first9)) throw new Error('npiCheckDigit needs exactly nine digits');
  let sum = NPI_PREFIX_LUHN_SUM;
  for (let i = 0; i < 9; i += 1) {
    const digit = Number(first9[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidNpi(npi: string): boolean {
  return /^\d{10}$/.test(npi) && npiCheckDigit(npi.slice(0, 9)) === Number(npi[9]);
}

/** NUCC taxonomy codes → plain names (the generator's, then common NPPES ones); `…00000X` falls back. */
export const TAXONOMY_SPECIALTIES: Record<string, string> = {
  '207Q00000X': 'Family Medicine',
  '207R00000X': 'Internal Medicine',
  '207RC0000X': 'Cardiology',
  '207RE0101X': 'Endocrinology',
  '207RG0100X': 'Gastroenterology',
  '207RN0300X': 'Nephrology',
  '207RP1001X': 'Pulmonology',
  '207RR0500X': 'Rheumatology',
  '207RH0003X': 'Hematology & Oncology',
  '2084N0400X': 'Neurology',
  '2084P0800X': 'Psychiatry',
  '207N00000X': 'Dermatology',
  '207W00000X': 'Ophthalmology',
  '152W00000X': 'Optometry',
  '207X00000X': 'Orthopaedic Surgery',
  '208800000X': 'Urology',
  '207Y00000X': 'Otolaryngology (ENT)',
  '213E00000X': 'Podiatry',
  '207V00000X': 'Obstetrics & Gynecology',
  '208600000X': 'General Surgery',
  '207RG0300X': 'Geriatric Medicine',
  '363L00000X': 'Nurse Practitioner',
  '363A00000X': 'Physician Assistant',
  '225100000X': 'Physical Therapy',
  '207P00000X': 'Emergency Medicine',
  '2085R0202X': 'Radiology (Diagnostic)',
  '207K00000X': 'Allergy & Immunology',
  '261QP2300X': 'Primary Care Clinic',
  '261QU0200X': 'Urgent Care',
  '282N00000X': 'General Acute Care Hospital',
  '261QR1300X': 'Rural Health Clinic',
  '332B00000X': 'Durable Medical Equipment',
  '3336C0003X': 'Community/Retail Pharmacy',
  // Further common codes of the real file (import only).
  '207L00000X': 'Anesthesiology',
  '207RI0200X': 'Infectious Disease',
  '207RC0200X': 'Critical Care Medicine',
  '207RI0011X': 'Interventional Cardiology',
  '207RX0202X': 'Medical Oncology',
  '2085R0001X': 'Radiation Oncology',
  '207T00000X': 'Neurological Surgery',
  '208200000X': 'Plastic Surgery',
  '2086S0129X': 'Vascular Surgery',
  '208100000X': 'Physical Medicine & Rehabilitation',
  '208000000X': 'Pediatrics',
  '208D00000X': 'General Practice',
  '208400000X': 'Psychiatry & Neurology',
  '207QG0300X': 'Geriatric Medicine',
  '2084P0805X': 'Geriatric Psychiatry',
  '363LF0000X': 'Nurse Practitioner (Family)',
  '363LA2200X': 'Nurse Practitioner (Adult Health)',
  '363LG0600X': 'Nurse Practitioner (Gerontology)',
  '367500000X': 'Nurse Anesthetist',
  '163W00000X': 'Registered Nurse',
  '122300000X': 'Dentist',
  '1223G0001X': 'Dentist (General Practice)',
  '103T00000X': 'Psychologist',
  '1041C0700X': 'Clinical Social Worker',
  '111N00000X': 'Chiropractic',
  '225X00000X': 'Occupational Therapy',
  '235Z00000X': 'Speech-Language Pathology',
  '231H00000X': 'Audiology',
  '183500000X': 'Pharmacist',
  '261Q00000X': 'Clinic/Center',
  '261QF0400X': 'Federally Qualified Health Center',
  '261QM1300X': 'Multi-Specialty Clinic',
  '193200000X': 'Multi-Specialty Group',
  '193400000X': 'Single Specialty Group',
  '282NC0060X': 'Critical Access Hospital',
  '283Q00000X': 'Psychiatric Hospital',
  '314000000X': 'Skilled Nursing Facility',
  '251E00000X': 'Home Health',
  '251G00000X': 'Hospice',
  '291U00000X': 'Clinical Medical Laboratory',
  '333600000X': 'Pharmacy',
  '341600000X': 'Ambulance',
};

/** The code's name, else its classification's (`207RX…` → `207R00000X`), else "Other (code)"; null for ''. */
export function specialtyForTaxonomy(code: string): string | null {
  const normalized = code.trim().toUpperCase();
  if (normalized === '') return null;
  const exact = TAXONOMY_SPECIALTIES[normalized];
  if (exact) return exact;
  const classification = TAXONOMY_SPECIALTIES[`${normalized.slice(0, 4)}00000X`];
  return classification ?? `Other (${normalized})`;
}
