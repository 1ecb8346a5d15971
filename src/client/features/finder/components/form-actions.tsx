import { RotateCcw, Save, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type Props = { pending: boolean; onSave: () => void; onFreshStart: () => void };

/** Spec §2: Save Progress, Begin Fresh Search and the submit button ("Finding Plans..." while pending). */
export function FormActions({ pending, onSave, onFreshStart }: Props) {
  const { t } = useTranslation('finder');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <Button
        id="finder-submit"
        type="submit"
        className="text-lg sm:order-last sm:ml-auto"
        disabled={pending}
      >
        <Search aria-hidden="true" className="size-5" />
        {pending ? t('actions.submitting') : t('actions.submit')}
      </Button>
      <Button variant="outline" onClick={onSave} disabled={pending}>
        <Save aria-hidden="true" className="size-5" />
        {t('actions.save')}
      </Button>
      <Button variant="secondary" onClick={onFreshStart} disabled={pending}>
        <RotateCcw aria-hidden="true" className="size-5" />
        {t('actions.fresh')}
      </Button>
    </div>
  );
}
