import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bullets } from './blocks';
import { DisclosureButton } from './disclosure-button';

/** The engine words reasons most important first, so a card shows the first three before "More reasons". */
export const TOP_REASONS = 3;

export function PlanReasons({ reasons }: { reasons: string[] }) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hidden = reasons.length - TOP_REASONS;
  const shown = open || hidden <= 0 ? reasons : reasons.slice(0, TOP_REASONS);
  return (
    <div>
      <h3 className="text-xl font-bold">{t('planCard.whyThisPlan')}</h3>
      <Bullets id={listId} items={shown} data-print-reasons="" />
      {hidden > 0 ? (
        <DisclosureButton
          open={open}
          controls={listId}
          onToggle={() => setOpen((value) => !value)}
          className="mt-2"
        >
          {open ? t('planCard.fewerReasons') : t('planCard.moreReasons', { count: hidden })}
        </DisclosureButton>
      ) : null}
    </div>
  );
}
