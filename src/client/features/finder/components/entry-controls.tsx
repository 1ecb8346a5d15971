import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FREQUENCIES, type Frequency } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

/** Spec §9 frequencies, plus every two months (60-day fills). */
export function FrequencySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Frequency;
  onChange: (frequency: Frequency) => void;
}) {
  const { t } = useTranslation('finder');
  return (
    <div>
      <Label htmlFor={id}>{t('medications.frequency')}</Label>
      <Select
        id={id}
        className="mt-1"
        value={value}
        onChange={(event) => onChange(event.target.value as Frequency)}
      >
        {FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`frequencies.${frequency}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function EntryButtons({
  editing,
  onCommit,
  onCancel,
}: {
  editing: boolean;
  onCommit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('finder');
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={onCommit}>
        {editing ? null : <Plus aria-hidden="true" className="size-5" />}
        {editing ? t('entries.update') : t('entries.add')}
      </Button>
      {editing ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('entries.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
