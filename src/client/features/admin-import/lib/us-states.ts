import { US_STATES } from '../../../../shared/service-area';

// The Landscape file's states and territories by "State Territory Abbreviation"; Oklahoma first (spec §1).
export const LANDSCAPE_STATES: readonly { code: string; name: string }[] = [
  { code: 'OK', name: 'Oklahoma' },
  ...Object.entries(US_STATES)
    .filter(([code]) => code !== 'OK')
    .map(([code, name]) => ({ code, name: code === 'VI' ? 'U.S. Virgin Islands' : name }))
    .sort((a, b) => (a.name < b.name ? -1 : 1)),
];
