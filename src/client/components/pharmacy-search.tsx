import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PharmacySearchResult } from '../../shared/lookup-contracts';
import {
  distanceText,
  PHARMACY_SEARCH_MILES,
  pharmacyAddress,
  usePharmacySearch,
} from '../lib/pharmacy-search';
import { ErrorState } from './ui/error-state';
import { LoadingState } from './ui/loading-state';
import { SampleListingBadge } from './ui/sample-listing-badge';
import { TextField } from './ui/text-field';

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
  const search = usePharmacySearch(text, zip, true);
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
