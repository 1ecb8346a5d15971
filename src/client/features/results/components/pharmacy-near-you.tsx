import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PharmacySearchResult } from '../../../../shared/lookup-contracts';
import type { DrugPricing } from '../../../../shared/recommendation-contracts';
import { PharmacySearch } from '../../../components/pharmacy-search';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import type { ResponsiveRow } from '../../../components/ui/responsive-table';
import { isApiError } from '../../../lib/api-client';
import { usePharmacyCost, useSavedUser } from '../api/results-queries';
import { nearYouSummary, networkText, workingOutText } from '../lib/drug-pricing';
import { serverMessage, useResultsText } from '../lib/results-text';
import { PharmacyCostTable, WarningCost } from './pharmacy-cost-table';

const PICKER_ID = 'pharmacy-near-you-picker';
const PICKER_HEADING_ID = 'pharmacy-near-you-picker-heading';
const SEARCH_ID = 'pharmacy-near-you-search';
const RESULT_ID = 'pharmacy-near-you-result';

/** The responsive table draws each row twice (one hidden), so the visible button is found by its data attribute. */
function focusShownToggle() {
  const copies = [...document.querySelectorAll<HTMLElement>('[data-pharmacy-near-you-toggle]')];
  (copies.find((el) => el.getClientRects().length > 0) ?? copies[0])?.focus();
}

/**
 * The plan page's pharmacy table with "A pharmacy near you" first: a search near the person's ZIP; the one
 * picked is priced by the server, shown in the row and said once in a live line that takes the focus.
 */
export function PharmacyNearYou({
  pricing,
  userId,
  planId,
}: {
  pricing: DrugPricing;
  userId: string;
  planId: string;
}) {
  const tx = useResultsText();
  const { t, format } = tx;
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PharmacySearchResult | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const saved = useSavedUser({ kind: 'own', userId }, { enabled: open });
  const cost = usePharmacyCost(userId, planId, picked?.npi ?? null);

  // Focus moves once its target is on the page (the search box waits for the ZIP).
  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'toggle') focusShownToggle();
    else {
      const target = document.getElementById(focusTarget);
      if (!target) return;
      target.focus();
    }
    setFocusTarget(null);
  });

  function toggle() {
    setOpen(!open);
    if (!open) setFocusTarget(SEARCH_ID);
  }
  function close() {
    setOpen(false);
    setFocusTarget('toggle');
  }
  function pick(pharmacy: PharmacySearchResult) {
    setPicked(pharmacy);
    setOpen(false);
    setFocusTarget(RESULT_ID);
  }

  const priced = picked && cost.data ? cost.data : null;
  const toggleButton = (
    <Button
      variant="outline"
      className="mt-2"
      data-print-hide=""
      data-pharmacy-near-you-toggle=""
      aria-expanded={open}
      aria-controls={open ? PICKER_ID : undefined}
      onClick={toggle}
    >
      {picked ? (
        t('nearYou.chooseAnother')
      ) : (
        <>
          {t('nearYou.choose')} <span className="sr-only">{t('nearYou.chooseNearYou')}</span>
        </>
      )}
    </Button>
  );
  let cell: React.ReactNode;
  if (!picked) cell = <p>{t('nearYou.seeCost')}</p>;
  else if (priced) {
    const amount = format.money(priced.annualDrugCost);
    cell = (
      <>
        <span className="block font-semibold">{amount}</span>
        {priced.pharmacy.inNetwork ? (
          <span className="block">{networkText(priced.pharmacy, tx)}</span>
        ) : (
          <WarningCost>{networkText(priced.pharmacy, tx)}</WarningCost>
        )}
      </>
    );
  } else if (cost.isError) cell = <p>{t('nearYou.notWorkedOut')}</p>;
  else cell = <p>{t('nearYou.workingIt')}</p>;

  const row: ResponsiveRow = {
    key: 'near-you',
    header: priced?.pharmacy.name ?? picked?.name ?? t('nearYou.label'),
    cells: [
      <div key="cost" className="text-left">
        {cell}
        {toggleButton}
      </div>,
    ],
  };

  let said = '';
  if (priced) said = nearYouSummary(priced, tx);
  else if (picked && cost.isFetching) said = workingOutText(picked.name, tx);

  return (
    <>
      <PharmacyCostTable pricing={pricing} first={row} />
      {open ? (
        <section
          id={PICKER_ID}
          aria-labelledby={PICKER_HEADING_ID}
          data-print-hide=""
          className="mt-4 flex flex-col gap-3 rounded-lg border-2 border-slate-300 bg-slate-50 p-4"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <h3 id={PICKER_HEADING_ID} className="text-xl font-bold">
            {t('nearYou.findHeading')}
          </h3>
          <p>{t('nearYou.findIntro')}</p>
          <NearYouSearch saved={saved} onPick={pick} />
          <div>
            <Button variant="outline" onClick={close}>
              {tc('actions.cancel')}
            </Button>
          </div>
        </section>
      ) : null}
      <p
        id={RESULT_ID}
        tabIndex={-1}
        role="status"
        className={
          said ? 'mt-4 rounded-md border-2 border-slate-300 bg-white p-3 text-lg font-semibold' : undefined
        }
      >
        {said}
      </p>
      {picked && cost.isError ? (
        <ErrorState
          message={serverMessage(cost.error, t('nearYou.costFailed', { name: picked.name }), tx, {
            409: t('nearYou.notInFiles'),
            404: t('nearYou.resultsNotFound'),
          })}
          onRetry={
            isApiError(cost.error, 409) || isApiError(cost.error, 404) ? undefined : () => void cost.refetch()
          }
        />
      ) : null}
    </>
  );
}

function NearYouSearch({
  saved,
  onPick,
}: {
  saved: ReturnType<typeof useSavedUser>;
  onPick: (pharmacy: PharmacySearchResult) => void;
}) {
  const { t } = useTranslation('results');
  if (saved.isError) {
    return <ErrorState message={t('nearYou.zipFailed')} onRetry={() => void saved.refetch()} />;
  }
  if (!saved.data) return <LoadingState label={t('nearYou.loadingZip')} className="justify-start py-2" />;
  return (
    <PharmacySearch
      zip={saved.data.zipCode}
      onPick={onPick}
      inputId={SEARCH_ID}
      noZip={t('nearYou.noZip')}
      otherwise={t('nearYou.otherwise')}
    />
  );
}
