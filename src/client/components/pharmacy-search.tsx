import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_CHARS } from '../../shared/constants';
import {
  PHARMACY_SEARCH_MILES,
  type PharmacySearchQuery,
  type PharmacySearchResult,
  zipCodeSchema,
} from '../../shared/lookup-contracts';
import { apiRequest } from '../lib/api-client';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { ErrorState } from './ui/error-state';
import { LoadingState } from './ui/loading-state';
import { SampleListingBadge } from './ui/sample-listing-badge';
import { TextField } from './ui/text-field';

const PHARMACY_SEARCH_STALE_MS = 60 * 1000;
const PHARMACY_SEARCH_DEBOUNCE_MS = 250;

/**
 * Pharmacies nearest a 5-digit ZIP (in the body, never a URL: ADR 0011), narrowed by name from 2 characters.
 * A list for another ZIP is never shown while the new one loads.
 */
function usePharmacySearch(text: string, zip: string) {
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, PHARMACY_SEARCH_DEBOUNCE_MS);
  const q = debounced.length >= SEARCH_MIN_CHARS ? debounced : '';
  const zipReady = zipCodeSchema.safeParse(zip).success;
  const body: PharmacySearchQuery = q ? { zipCode: zip, q } : { zipCode: zip };
  const query = useQuery({
    queryKey: ['pharmacies', 'search', zip, q],
    queryFn: async ({ signal }) => ({
      q,
      pharmacies: await apiRequest<PharmacySearchResult[]>('/api/pharmacies/search', {
        method: 'POST',
        body,
        signal,
      }),
    }),
    enabled: zipReady,
    staleTime: PHARMACY_SEARCH_STALE_MS,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === zip ? previous : undefined),
  });
  return {
    zipReady,
    /** The list and the name it was searched by ('' for nearest); undefined until one arrives. */
    result: query.data,
    isLoading: query.data === undefined && !query.isError,
    isError: query.isError,
    retry: () => void query.refetch(),
    isSearching: debounced !== typed || query.isFetching,
  };
}

export type DistanceWords = { inYourZip: string; miles: (miles: string) => string };
const ENGLISH_DISTANCE: DistanceWords = { inYourZip: 'In your ZIP code', miles: (miles) => `${miles} miles` };

/** Between ZIP centres: "1.2 miles"; "In your ZIP code" at 0 ("0.0 miles" claims too much); null when unknown. */
export function distanceText(miles: number | null, words: DistanceWords = ENGLISH_DISTANCE): string | null {
  if (miles === null || !Number.isFinite(miles)) return null;
  return miles <= 0 ? words.inYourZip : words.miles(miles.toFixed(1));
}

export function pharmacyAddress(pharmacy: Pick<PharmacySearchResult, 'address' | 'city'>): string | null {
  const parts = [pharmacy.address?.trim(), pharmacy.city?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

type Props = {
  zip: string;
  onPick: (pharmacy: PharmacySearchResult) => void;
  inputId: string;
  noZip: string;
  otherwise: string;
};

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** Pharmacies in Medicare's files nearest the ZIP, optionally by name, each a button; shared by the finder and plan page. */
export function PharmacySearch({ zip, onPick, inputId, noZip, otherwise }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = usePharmacySearch(text, zip);
  return (
    <div className="flex flex-col gap-3">
      <TextField
        id={inputId}
        className="sm:max-w-md"
        label={t('pharmacySearch.label')}
        hint={t('pharmacySearch.hint')}
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter here searches; it must not send the whole form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <SearchResults
        zip={zip}
        search={search}
        onPick={onPick}
        headingId={`${inputId}-results-heading`}
        noZip={noZip}
        otherwise={otherwise}
      />
    </div>
  );
}

function SearchResults({
  zip,
  search,
  onPick,
  headingId,
  noZip,
  otherwise,
}: Omit<Props, 'inputId'> & { search: ReturnType<typeof usePharmacySearch>; headingId: string }) {
  const { t } = useTranslation();
  if (!search.zipReady) return <p className="font-semibold">{noZip}</p>;
  if (search.isError) {
    return <ErrorState message={t('pharmacySearch.lookupFailed', { otherwise })} onRetry={search.retry} />;
  }
  if (search.isLoading || !search.result) {
    return <LoadingState label={t('pharmacySearch.looking', { zip })} className="justify-start py-2" />;
  }
  const { q, pharmacies } = search.result;
  // One live line says what the list holds (the results themselves are not read out).
  let status = t('pharmacySearch.found', { count: pharmacies.length });
  if (pharmacies.length === 0) {
    status = q
      ? t('pharmacySearch.noneNamed', { q, miles: PHARMACY_SEARCH_MILES, zip })
      : t('pharmacySearch.none', { miles: PHARMACY_SEARCH_MILES, zip, otherwise: sentence(otherwise) });
  }
  if (search.isSearching) status = t('pharmacySearch.searching');
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className={pharmacies.length === 0 ? 'font-semibold' : 'text-slate-700'}>
        {status}
      </p>
      {pharmacies.length > 0 ? (
        <>
          <p id={headingId} className="font-semibold">
            {q ? t('pharmacySearch.listNamed', { q, zip }) : t('pharmacySearch.list', { zip })}
          </p>
          <ul aria-labelledby={headingId} className="flex flex-col gap-2">
            {pharmacies.map((pharmacy) => (
              <li key={pharmacy.npi}>
                <PharmacyButton pharmacy={pharmacy} onPick={onPick} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function PharmacyButton({
  pharmacy,
  onPick,
}: {
  pharmacy: PharmacySearchResult;
  onPick: (pharmacy: PharmacySearchResult) => void;
}) {
  const { t } = useTranslation();
  const distance = distanceText(pharmacy.distanceMiles, {
    inYourZip: t('pharmacySearch.inYourZip'),
    miles: (miles) => t('pharmacySearch.miles', { miles }),
  });
  const details = [pharmacyAddress(pharmacy), distance].filter((part): part is string => part !== null);
  return (
    <button
      type="button"
      aria-label={[pharmacy.name, ...(pharmacy.sample ? [t('sampleListing.pharmacy')] : []), ...details].join(
        ', ',
      )}
      onClick={() => onPick(pharmacy)}
      className="block min-h-11 w-full rounded-md border-2 border-slate-400 bg-white px-4 py-2 text-left text-slate-900 hover:border-primary hover:bg-blue-50"
    >
      <span className="block font-semibold">
        {pharmacy.name}
        {pharmacy.sample ? <SampleListingBadge kind="pharmacy" /> : null}
      </span>
      {details.map((detail) => (
        <span key={detail} className="block text-slate-800">
          {detail}
        </span>
      ))}
    </button>
  );
}
