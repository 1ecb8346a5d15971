import { ArrowLeft, ArrowRight, RotateCcw, Save, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type Props = { pending: boolean; onSave: () => void; onFreshStart: () => void };

function KeepOrEmpty({ pending, onSave, onFreshStart }: Props) {
  const { t } = useTranslation('finder');
  return (
    <>
      <Button variant="outline" onClick={onSave} disabled={pending}>
        <Save aria-hidden="true" className="size-5" />
        {t('actions.save')}
      </Button>
      <Button variant="secondary" onClick={onFreshStart} disabled={pending}>
        <RotateCcw aria-hidden="true" className="size-5" />
        {t('actions.fresh')}
      </Button>
    </>
  );
}

export function StepOneActions({ onNext, ...props }: Props & { onNext: () => void }) {
  const { t } = useTranslation('finder');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <Button id="finder-next" className="text-lg sm:order-last sm:ml-auto" onClick={onNext}>
        {t('actions.next')}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
      <KeepOrEmpty {...props} />
    </div>
  );
}

export function FormActions({ onBack, ...props }: Props & { onBack: () => void }) {
  const { t } = useTranslation('finder');
  const { pending } = props;
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
      <Button variant="outline" onClick={onBack} disabled={pending}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('actions.back')}
      </Button>
      <KeepOrEmpty {...props} />
    </div>
  );
}
