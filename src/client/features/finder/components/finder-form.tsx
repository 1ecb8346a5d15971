import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, RotateCcw, Save, Search } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type MedicareSubmission, medicareSubmissionSchema } from '../../../../shared/finder-contracts';
import { Button } from '../../../components/ui/button';
import { LazyConfirmDialog, preloadConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { useErrorMessage } from '../../../i18n/error-message';
import { toast } from '../../../lib/toast';
import { useSignedInCounselor } from '../../../lib/use-admin-session';
import { useSubmitProfile } from '../api/finder-queries';
import { type LoadedState, useRestoreOnLoad } from '../hooks/use-restore-on-load';
import { withMedicaidFromExtraHelp } from '../lib/coverage-answers';
import { doctorStarted, medicationStarted, newEditor, unfinishedEntry } from '../lib/entry-editor';
import {
  type FinderStep,
  finderStepFromUrl,
  STEP_FIELDS,
  stepOfField,
  stepOneDone,
  stepSearch,
} from '../lib/finder-steps';
import { EMPTY_DOCTOR, EMPTY_MEDICATION, emptyFormValues, type FinderFormValues } from '../lib/form-values';
import { NO_PHARMACY_PICK, pharmacyUnpicked, pickForAnswers } from '../lib/pharmacy-pick';
import { clearProgress, readProgress, restoreProgress, saveProgress } from '../lib/progress-storage';
import { CLIENT_CONSENT_ID, ClientConsent } from './client-consent';
import { CountyPicker } from './county-picker';
import {
  CURRENT_PLAN_UNPICKED_ID,
  type CurrentPlanDraft,
  currentPlanUnpicked,
  NO_CURRENT_PLAN_DRAFT,
} from './current-plan-question';
import { DoctorsSection } from './doctors-section';
import { FINDER_STEP_HEADING_ID, FinderProgress } from './finder-progress';
import { FormSection } from './form-section';
import { HealthAndCoverageSection } from './health-and-coverage-section';
import { MedicationsSection } from './medications-section';
import { PersonalFields } from './personal-fields';
import { PHARMACY_UNPICKED_ID } from './pharmacy-question';
import { PlanStartAndPharmacySection } from './plan-start-and-pharmacy-section';
import { RadiusPicker } from './radius-picker';

/** The server's schema (conventions habit 2); its input type is looser than the form's values, hence the cast. */
const resolver = zodResolver(medicareSubmissionSchema) as unknown as Resolver<
  FinderFormValues,
  unknown,
  MedicareSubmission
>;

const ACTIONS_ROW = 'flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center';

/** Long enough to read the toast and reach its Undo button. */
const UNDO_TOAST_MS = 15_000;

const FOCUS_ORDER: [keyof FinderFormValues, string][] = [
  ['firstName', 'finder-first-name'],
  ['lastName', 'finder-last-name'],
  ['birthDate', 'finder-birth-date'],
  ['zipCode', 'finder-zip-code'],
  ['county', 'finder-county'],
  ['doctorSearchRadius', 'finder-radius-custom'],
  ['medications', 'finder-no-medications'],
  ['doctors', 'finder-no-doctors'],
];

type Unfinished = { medications: boolean; doctors: boolean; currentPlan: boolean; pharmacy: boolean };
const NOTHING_UNFINISHED: Unfinished = {
  medications: false,
  doctors: false,
  currentPlan: false,
  pharmacy: false,
};

function firstUnfinished(left: Unfinished): { id: string; step: FinderStep } | null {
  if (left.currentPlan) return { id: CURRENT_PLAN_UNPICKED_ID, step: 1 };
  if (left.pharmacy) return { id: PHARMACY_UNPICKED_ID, step: 1 };
  if (left.medications) return { id: 'finder-medication-unfinished', step: 2 };
  return left.doctors ? { id: 'finder-doctor-unfinished', step: 2 } : null;
}

/** The finder form, validated with the server's schema; in-progress entries live beside it so Save Progress keeps them. */
export function FinderForm() {
  const { t } = useTranslation('finder');
  const errorMessage = useErrorMessage();
  const form = useForm<FinderFormValues, unknown, MedicareSubmission>({
    resolver,
    defaultValues: emptyFormValues(),
    shouldFocusError: false,
  });
  const [medication, setMedication] = useState(() => newEditor(EMPTY_MEDICATION));
  const [doctor, setDoctor] = useState(() => newEditor(EMPTY_DOCTOR));
  // Bumped on every load or reset so widgets with their own state start over.
  const [generation, setGeneration] = useState(0);
  const [pharmacy, setPharmacy] = useState(NO_PHARMACY_PICK);
  const [currentPlan, setCurrentPlan] = useState<CurrentPlanDraft>(NO_CURRENT_PLAN_DRAFT);
  // What Find My Plans met unfinished, and where focus goes next.
  const [unfinished, setUnfinished] = useState(NOTHING_UNFINISHED);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // The step is in the address (/?step=2) so Back, Forward and reload work; both steps stay mounted so no entry is lost.
  const [searchParams, setSearchParams] = useSearchParams();
  const step = finderStepFromUrl(searchParams);
  // A step set by a load or by the check below is not the person's move: it saves nothing.
  const quietStep = useRef(false);
  // Whether this page's Next made the step-2 history entry (handleBack).
  const nextPushedStep = useRef(false);
  const goToStep = useCallback(
    (next: FinderStep, { replace = false, quiet = false } = {}) => {
      quietStep.current = quiet;
      setSearchParams(stepSearch(next), { replace });
    },
    [setSearchParams],
  );
  // A step change focuses the step's heading; the person's own move saves progress, as Find My Plans does.
  const shownStep = useRef(step);
  const saveOnMove = useRef(() => {});
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo?.(0, 0);
    setFocusTarget((target) => target ?? FINDER_STEP_HEADING_ID);
    if (quietStep.current) quietStep.current = false;
    else saveOnMove.current();
  }, [step]);
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      const field = name?.split('.')[0] as keyof FinderFormValues | undefined;
      if (field && form.getFieldState(field).invalid) void form.trigger(field);
    });
    return () => watching.unsubscribe();
  }, [form]);
  // Preload the Start Fresh confirmation's chunk after the first load.
  useEffect(() => {
    const timer = setTimeout(() => {
      preloadConfirmDialog().catch(() => {}); // a failed preload is retried when the dialog opens
    }, 1000);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const submit = useSubmitProfile();
  const navigate = useNavigate();
  const counselor = useSignedInCounselor();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const { reset } = form;

  const load = useCallback(
    (state: LoadedState) => {
      reset(state.values);
      if (state.step) goToStep(state.step, { replace: true, quiet: true });
      setMedication(state.medication ?? newEditor(EMPTY_MEDICATION));
      setDoctor(state.doctor ?? newEditor(EMPTY_DOCTOR));
      setPharmacy(pickForAnswers(state.pharmacy, state.values.answers));
      setCurrentPlan(NO_CURRENT_PLAN_DRAFT);
      setGeneration((n) => n + 1);
      setUnfinished(NOTHING_UNFINISHED);
      setConsent(false);
      setConsentError(false);
    },
    [reset, goToStep],
  );
  useRestoreOnLoad(load);
  // An address at step 2 opens it only when step 1 is done; otherwise the finder opens at its start.
  useEffect(() => {
    if (step === 2 && !stepOneDone(form.getValues())) goToStep(1, { replace: true, quiet: true });
  }, [step, form, goToStep]);

  /** Whether plans for people with Medicaid are shown follows Extra Help. */
  const currentValues = () => {
    const values = form.getValues();
    return { ...values, answers: withMedicaidFromExtraHelp(values.answers) };
  };
  const store = () => saveProgress({ values: currentValues(), medication, doctor, pharmacy, step });
  /** Saves quietly: full or unavailable storage never blocks the step, help page or search. */
  const storeQuietly = () => {
    try {
      store();
    } catch {}
  };
  saveOnMove.current = storeQuietly;

  function handleSave() {
    try {
      store();
      toast.success(t('actions.saved'));
    } catch {
      toast.error(t('actions.saveFailed'), { description: t('actions.saveFailedDescription') });
    }
  }

  const [confirmFresh, setConfirmFresh] = useState(false);

  function handleFreshStart() {
    const before: LoadedState = {
      values: structuredClone(form.getValues()),
      medication,
      doctor,
      pharmacy,
      step,
    };
    const saved = readProgress();
    clearProgress();
    load({ values: emptyFormValues(), step: 1 });
    setConfirmFresh(false);
    toast.success(t('actions.freshStarted'), {
      description: t('actions.freshStartedDescription'),
      duration: UNDO_TOAST_MS,
      action: {
        label: t('actions.undo'),
        onClick: () => {
          load(before);
          if (saved) restoreProgress(saved);
          toast.success(t('actions.entriesBack'));
        },
      },
    });
  }

  function onValid(submission: MedicareSubmission) {
    if (counselor && !consent) {
      setConsentError(true);
      setFocusTarget(CLIENT_CONSENT_ID);
      return;
    }
    const body = {
      ...submission,
      answers: withMedicaidFromExtraHelp(submission.answers),
      ...(counselor ? { clientConsent: true } : {}),
    };
    submit.mutate(body, {
      // The results page is the confirmation: a toast would arrive after them.
      onSuccess: ({ userId }) => navigate(`/results/${encodeURIComponent(userId)}`),
      onError: (error) => {
        toast.error(t('actions.error'), { description: errorMessage(error, t('actions.submitFailed')) });
      },
    });
  }

  /** A step-1 error met on step 2 (an address opened there with step 1 empty) goes back to step 1. */
  function focusFirstError(hasError: (field: keyof FinderFormValues) => boolean) {
    const first = FOCUS_ORDER.find(([field]) => hasError(field));
    if (!first) return;
    if (stepOfField(first[0]) !== step) goToStep(stepOfField(first[0]));
    setFocusTarget(first[1]);
  }
  const onInvalid = (errors: FieldErrors<FinderFormValues>) =>
    focusFirstError((field) => Boolean(errors[field]));

  function unfinishedDone(part: keyof Unfinished, { moveFocus = true } = {}) {
    const next = { ...unfinished, [part]: false };
    setUnfinished(next);
    if (!unfinished[part] || !moveFocus) return;
    const target = firstUnfinished(next);
    setFocusTarget(target?.step === step ? target.id : step === 1 ? 'finder-next' : 'finder-submit');
  }

  function unfinishedParts(values: FinderFormValues): Unfinished {
    return {
      medications:
        !values.noMedications && unfinishedEntry(values.medications, medication, medicationStarted) !== null,
      doctors: !values.noDoctors && unfinishedEntry(values.doctors, doctor, doctorStarted) !== null,
      currentPlan: currentPlanUnpicked(currentPlan, values.answers.currentPlanId ?? null),
      pharmacy: pharmacyUnpicked(pharmacy, values.answers),
    };
  }

  async function handleNext() {
    const left = unfinishedParts(form.getValues());
    const stepOneLeft = { ...NOTHING_UNFINISHED, currentPlan: left.currentPlan, pharmacy: left.pharmacy };
    const first = firstUnfinished(stepOneLeft);
    if (first) {
      setUnfinished({ ...unfinished, ...stepOneLeft });
      setFocusTarget(first.id);
      return;
    }
    if (!(await form.trigger(STEP_FIELDS[1]))) {
      focusFirstError((field) => form.getFieldState(field).invalid);
      return;
    }
    nextPushedStep.current = true;
    goToStep(2);
  }

  // Back after Next pops the history entry so history holds no step 1 after step 2; otherwise it opens step 1.
  function handleBack() {
    if (nextPushedStep.current) {
      nextPushedStep.current = false;
      navigate(-1);
    } else goToStep(1);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (step === 1) {
      event.preventDefault();
      void handleNext();
      return;
    }
    storeQuietly();
    // Nothing typed is dropped silently: an unadded entry, or "a specific pharmacy" with none picked, stops the search.
    const left = unfinishedParts(form.getValues());
    const first = firstUnfinished(left);
    if (first) {
      event.preventDefault();
      setUnfinished(left);
      if (first.step !== step) goToStep(first.step);
      setFocusTarget(first.id);
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  }

  const pending = submit.isPending;
  const keepOrEmpty = (
    <>
      <Button variant="outline" onClick={handleSave} disabled={pending}>
        <Save aria-hidden="true" className="size-5" />
        {t('actions.save')}
      </Button>
      <Button variant="secondary" onClick={() => setConfirmFresh(true)} disabled={pending}>
        <RotateCcw aria-hidden="true" className="size-5" />
        {t('actions.fresh')}
      </Button>
    </>
  );
  return (
    <FormProvider {...form}>
      <FinderProgress step={step} />
      <form noValidate onSubmit={handleSubmit} aria-label={t('form.label')}>
        <fieldset disabled={pending} className="min-w-0">
          <div hidden={step !== 1} className="flex flex-col gap-8">
            <FormSection id="finder-personal" title={t('form.personal')}>
              <PersonalFields />
              <CountyPicker />
              <RadiusPicker key={generation} />
            </FormSection>
            <PlanStartAndPharmacySection
              key={`plan-start-${generation}`}
              onLeaveForHelp={storeQuietly}
              currentPlan={{
                draft: currentPlan,
                onDraftChange: setCurrentPlan,
                unfinishedShown: unfinished.currentPlan,
                onUnfinishedDone: (options) => unfinishedDone('currentPlan', options),
              }}
              pharmacy={{
                pick: pharmacy,
                onPickChange: setPharmacy,
                unfinishedShown: unfinished.pharmacy,
                onUnfinishedDone: (options) => unfinishedDone('pharmacy', options),
              }}
            />
            <HealthAndCoverageSection />
            <div className={ACTIONS_ROW}>
              <Button
                id="finder-next"
                className="text-lg sm:order-last sm:ml-auto"
                onClick={() => void handleNext()}
              >
                {t('actions.next')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Button>
              {keepOrEmpty}
            </div>
          </div>
          <div hidden={step !== 2} className="flex flex-col gap-8">
            <MedicationsSection
              key={`medications-${generation}`}
              editor={medication}
              onEditorChange={setMedication}
              unfinishedShown={unfinished.medications}
              onUnfinishedDone={() => unfinishedDone('medications')}
            />
            <DoctorsSection
              key={`doctors-${generation}`}
              editor={doctor}
              onEditorChange={setDoctor}
              unfinishedShown={unfinished.doctors}
              onUnfinishedDone={() => unfinishedDone('doctors')}
            />
            {counselor ? (
              <ClientConsent
                days={counselor.retentionDays}
                checked={consent}
                onChange={(checked) => {
                  setConsent(checked);
                  if (checked) setConsentError(false);
                }}
                error={consentError}
              />
            ) : null}
            <div className={ACTIONS_ROW}>
              <Button
                id="finder-submit"
                type="submit"
                className="text-lg sm:order-last sm:ml-auto"
                disabled={pending}
              >
                <Search aria-hidden="true" className="size-5" />
                {pending ? t('actions.submitting') : t('actions.submit')}
              </Button>
              <Button variant="outline" onClick={handleBack} disabled={pending}>
                <ArrowLeft aria-hidden="true" className="size-5" />
                {t('actions.back')}
              </Button>
              {keepOrEmpty}
            </div>
          </div>
        </fieldset>
        <LazyConfirmDialog
          open={confirmFresh}
          onOpenChange={setConfirmFresh}
          title={t('actions.freshTitle')}
          description={<p>{t('actions.freshBody')}</p>}
          confirmLabel={t('actions.freshConfirm')}
          pendingLabel={t('actions.freshPending')}
          pending={false}
          onConfirm={handleFreshStart}
          cancelLabel={t('actions.freshCancel')}
        />
      </form>
    </FormProvider>
  );
}
