import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProviderSearchResult } from '../../../../shared/lookup-contracts';
import {
  formatDistance,
  providerLocation,
  providerName,
  providerSpecialty,
} from '../../../../shared/provider-display';
import { Combobox } from '../../../components/ui/combobox';
import { SampleListingBadge } from '../../../components/ui/sample-listing-badge';
import { TextField } from '../../../components/ui/text-field';
import { useProviderSearch } from '../api/finder-queries';
import type { DoctorField } from '../lib/entry-editor';
import type { DoctorDraft, FinderFormValues } from '../lib/form-values';
import { EntryButtons } from './entry-list';

type Props = {
  draft: DoctorDraft;
  editing: boolean;
  onDraftChange: (draft: DoctorDraft) => void;
  onCommit: () => void;
  onCancel: () => void;
  invalidFields?: readonly DoctorField[];
};

/** A doctor picked from the directory keeps its id; typed by hand it has none and is never matched by name (engine/doctors.ts). */
export function DoctorEntry({
  draft,
  editing,
  onDraftChange,
  onCommit,
  onCancel,
  invalidFields = [],
}: Props) {
  const { t } = useTranslation('finder');
  const { control } = useFormContext<FinderFormValues>();
  const zip = useWatch({ control, name: 'zipCode' });
  const radius = useWatch({ control, name: 'doctorSearchRadius' });
  // Only what the user types is searched, not a name filled in from a suggestion.
  const [searchText, setSearchText] = useState('');
  const search = useProviderSearch(searchText, zip, radius);

  let emptyMessage = t('doctors.noneFound');
  if (search.isError) emptyMessage = t('doctors.unavailable');
  else if (search.isSearching) emptyMessage = t('doctors.searching');

  function choose(provider: ProviderSearchResult) {
    onDraftChange({
      name: providerName(provider),
      specialty: provider.primarySpecialty ?? '',
      providerId: provider.id,
    });
    setSearchText('');
  }

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h3 className="text-xl font-bold">{editing ? t('doctors.edit') : t('doctors.add')}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <Combobox
          id="finder-doctor-name"
          label={t('doctors.name')}
          listLabel={t('doctors.suggestions')}
          hint={t('doctors.nameHint')}
          value={draft.name}
          onInputChange={(name) => {
            setSearchText(name);
            onDraftChange({ ...draft, name, providerId: null });
          }}
          options={searchText.trim() === draft.name.trim() ? search.providers : []}
          optionKey={(provider) => String(provider.id)}
          renderOption={(provider) => <ProviderOption provider={provider} />}
          onSelect={choose}
          emptyMessage={emptyMessage}
          error={invalidFields.includes('name') ? t('validation.doctorNameRequired') : undefined}
        />
        <TextField
          id="finder-doctor-specialty"
          label={t('doctors.specialty')}
          autoComplete="off"
          value={draft.specialty}
          error={invalidFields.includes('specialty') ? t('validation.specialtyRequired') : undefined}
          onChange={(event) => onDraftChange({ ...draft, specialty: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onCommit();
          }}
        />
      </div>
      <EntryButtons editing={editing} onCommit={onCommit} onCancel={onCancel} />
    </div>
  );
}

function ProviderOption({ provider }: { provider: ProviderSearchResult }) {
  const { t } = useTranslation('finder');
  const details = [
    provider.primarySpecialty?.trim() ? providerSpecialty(provider) : t('doctors.unknownSpecialty'),
    providerLocation(provider),
    formatDistance(provider.distanceMiles),
    provider.npi ? `NPI ${provider.npi}` : null,
  ];
  return (
    <>
      <span className="block font-semibold">
        {providerName(provider)}
        {provider.sample ? <SampleListingBadge kind="doctor" /> : null}
      </span>
      <span className="block text-slate-700">{details.filter(Boolean).join(' · ')}</span>
    </>
  );
}
