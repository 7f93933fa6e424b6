import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Heading, HStack, List, Portal } from '@chakra-ui/react';
import { localIsoDate } from '@koalarent/core/contracts';
import { type Dispatch, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { localStore } from '../../../shared/storage/safe-storage';
import { notify } from '../../../shared/ui/toaster';
import { useAppConfig } from '../../app-config/hooks/use-app-config';
import { useSession } from '../../auth/hooks/session-context';
import { ITEM_DETAIL_QUERY } from '../../items/graphql/item-detail.query';
import { ITEM_AVAILABILITY_QUERY } from '../graphql/item-availability.query';
import { MY_PAYMENT_METHODS_QUERY } from '../graphql/my-payment-methods.query';
import { PROTECTION_TERMS_QUERY } from '../graphql/protection-terms.query';
import { useRequestBooking } from '../hooks/use-request-booking';
import {
  bookingFailureNotice,
  bookingRequestInput,
  cardFieldErrors,
  failureStep,
  isRetryableFailure,
  type PaymentSelection,
  protectionTermsOf,
  quoteForItem,
  rentalAuthPath,
} from '../model/booking-request';
import { clearPendingRental, savePendingRental } from '../model/pending-rental';
import { checkRentalDates, formatRentalDate } from '../model/rental-dates';
import {
  canLeaveDetails,
  type PaymentChoice,
  toPendingRental,
  type WizardAction,
  type WizardState,
} from '../model/wizard-state';
import { DetailsStep } from './details-step';
import { InstantBookNotice } from './instant-book-notice';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';

export interface RentalWizardItem {
  id: number;
  title: string;
  currency: string;
  pricePerDay: number;
  securityDeposit: number;
}

export interface RentalWizardProps {
  item: RentalWizardItem;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  signedIn: boolean;
}

/** Each step's name: the 'rental' strings `wizard.steps.<name>`. */
const STEP_KEYS = { 1: 'dates', 2: 'review', 3: 'payment' } as const;
const PAYMENT_FORM_ID = 'rental-payment-form';

/**
 * The rental wizard (spec §4): step 1 dates, delivery and message; step 2 the price review; step 3 payment.
 * Continue advances, Back returns a step, Cancel on step 1 closes. Sends the booking request and, on success,
 * closes and resets; a visitor is sent to sign in at step 3 with the rental saved for afterwards.
 */
export function RentalWizard({ item, state, dispatch, signedIn }: RentalWizardProps) {
  // The wizard is its own chunk, opened from the item page: it brings its strings along.
  useNamespaces('rental');
  const { t } = useTranslation('rental');
  const f = useFormat();
  const stepTitle = (step: 1 | 2 | 3) => t(`wizard.steps.${STEP_KEYS[step]}`);
  const session = useSession();
  // Which new-card form the server takes: Stripe's field (a publishable key) or demo mode's own.
  const config = useAppConfig();
  const navigate = useNavigate();
  const client = useApolloClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const { send, sending } = useRequestBooking(item.id);
  // The renter's own today: the calendar's first day and the past-date rule.
  const today = localIsoDate(new Date());

  // The wizard mounts at its first opening; each later opening asks again, since the item's calendar may have
  // filled meanwhile (this renter's own request among others).
  const availability = useQuery(ITEM_AVAILABILITY_QUERY, {
    variables: { itemId: item.id },
    fetchPolicy: 'network-only',
  });
  const refetchAvailability = availability.refetch;
  const wasOpen = useRef(state.open);
  useEffect(() => {
    if (state.open && !wasOpen.current) void refetchAvailability().catch(() => undefined);
    wasOpen.current = state.open;
  }, [state.open, refetchAvailability]);
  const ranges = availability.data?.itemAvailability ?? [];
  const bounds = availability.data?.itemBookingRules ?? null;
  // Issue 26 §2: the optional protection, priced with the server's own terms once it answers them.
  const [protection, setProtection] = useState(false);
  const protectionTerms = useQuery(PROTECTION_TERMS_QUERY, { skip: !state.open });
  const terms = useMemo(
    () => (protectionTerms.data ? protectionTermsOf(protectionTerms.data.protectionTerms) : null),
    [protectionTerms.data],
  );
  const methods = useQuery(MY_PAYMENT_METHODS_QUERY, {
    skip: !state.open || !signedIn || state.step !== 3,
    fetchPolicy: 'cache-and-network',
  });

  const dates = checkRentalDates(
    state.startDate,
    state.endDate,
    { today, ranges, bounds, formatDate: (date) => formatRentalDate(date, f) },
    t,
  );
  const quote = useMemo(
    () =>
      dates.ok && state.startDate && state.endDate
        ? quoteForItem(item, state.startDate, state.endDate, protection ? terms : null)
        : null,
    [dates.ok, item, state.startDate, state.endDate, protection, terms],
  );

  // A step past the dates needs valid dates: a restored rental whose days have passed or been booked meanwhile
  // goes back to step 1 with the reason (once the booked days are known).
  const datesKnown = !availability.loading || availability.data !== undefined;
  useEffect(() => {
    if (!state.open || state.step === 1 || dates.ok || !datesKnown) return;
    setDateError(dates.message);
    dispatch({ type: 'goTo', step: 1 });
  }, [state.open, state.step, dates, datesKnown, dispatch]);

  // Focus follows the step: its heading is read out, and Tab continues into the step.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (!state.open || shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.open, state.step]);

  const onContinue = () => {
    if (state.step === 1) {
      if (!dates.ok) {
        setDateError(dates.message);
        if (dates.reason === 'missing')
          notify.error({
            title: t('toasts.datesRequiredTitle'),
            description: t('toasts.datesRequiredDescription'),
          });
        return;
      }
      if (!canLeaveDetails(state)) return;
      setDateError(null);
    }
    dispatch({ type: 'next' });
  };

  const onSignIn = (register: boolean) => {
    savePendingRental(localStore, toPendingRental(state, item.id));
    navigate(rentalAuthPath(item.id, { register }));
  };

  const onSubmit = async (selection: PaymentSelection) => {
    if (!dates.ok || !quote || !state.startDate || !state.endDate) {
      setDateError(dates.ok ? null : dates.message);
      dispatch({ type: 'goTo', step: 1 });
      return {};
    }
    const input = bookingRequestInput({
      itemId: item.id,
      state,
      startDate: state.startDate,
      endDate: state.endDate,
      quote,
      payment: selection,
      protection: protection && terms !== null,
    });
    // The rental is kept (without any payment detail) while its request is undecided: a reload after a 503 or a
    // lost connection reopens the wizard at this step, and confirming again sends the same idempotency key.
    savePendingRental(localStore, toPendingRental(state, item.id));
    const outcome = await send(input);
    if (outcome.ok || !isRetryableFailure(outcome.error)) clearPendingRental(localStore);
    if (outcome.ok) {
      notify.success(
        outcome.approved
          ? { title: t('toasts.approvedTitle'), description: t('toasts.approvedDescription') }
          : { title: t('toasts.sentTitle'), description: t('toasts.sentDescription') },
      );
      setDateError(null);
      setProtection(false);
      dispatch({ type: 'reset' });
      return {};
    }
    const { error } = outcome;
    if (error.code === 'STILL_PROCESSING') {
      // The server has the request but has not finished it: sending again (same key) gives its answer.
      notify.info({
        title: t('toasts.processingTitle'),
        description: error.message
          ? translateServerMessage(error.message)
          : t('toasts.processingDescription'),
      });
      return {};
    }
    notify.error(bookingFailureNotice(error, t));
    const step = failureStep(error);
    if (step === 1) {
      setDateError(error.message ? translateServerMessage(error.message) : t('dates.unavailable'));
      void availability.refetch().catch(() => undefined);
      dispatch({ type: 'goTo', step: 1 });
    } else if (step === 2) {
      // The owner changed the price, or the operator the protection's terms: show the new breakdown before the
      // renter confirms again.
      void client
        .refetchQueries({ include: [ITEM_DETAIL_QUERY, PROTECTION_TERMS_QUERY] })
        .catch(() => undefined);
      dispatch({ type: 'goTo', step: 2 });
    }
    return cardFieldErrors(error.fieldErrors);
  };

  const onChoice = useMemo(
    () => (choice: PaymentChoice | null) => dispatch({ type: 'payment', choice }),
    [dispatch],
  );

  const methodsState = methods.error && !methods.data ? 'failed' : methods.data ? 'ready' : 'loading';
  const availabilityState =
    availability.error && !availability.data ? 'failed' : availability.data ? 'ready' : 'loading';

  return (
    <Dialog.Root
      open={state.open}
      onOpenChange={(details) => {
        if (!details.open) dispatch({ type: 'close' });
      }}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      initialFocusEl={() => headingRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded={{ md: '2xl' }}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2" pe="12">
              <Dialog.Title>{t('wizard.title', { title: item.title })}</Dialog.Title>
              {/* Where the renter is: a visual guide; the focused step heading below says the same in words. */}
              <List.Root
                as="ol"
                variant="plain"
                flexDirection="row"
                flexWrap="wrap"
                gap="4"
                fontSize="sm"
                aria-label={t('wizard.stepsLabel')}
              >
                {([1, 2, 3] as const).map((step) => (
                  <List.Item
                    key={step}
                    aria-current={step === state.step ? 'step' : undefined}
                    color={step === state.step ? 'fg' : 'fg.muted'}
                    fontWeight={step === state.step ? 'semibold' : 'normal'}
                    borderBottomWidth="2px"
                    borderColor={step === state.step ? 'brand.solid' : 'transparent'}
                  >
                    {step}. {stepTitle(step)}
                  </List.Item>
                ))}
              </List.Root>
            </Dialog.Header>
            <Dialog.Body>
              <Heading as="h3" size="md" mb="4" ref={headingRef} tabIndex={-1} outline="none">
                {t('wizard.stepHeading', {
                  step: String(state.step),
                  total: '3',
                  title: stepTitle(state.step),
                })}
              </Heading>
              {state.step === 1 ? (
                <DetailsStep
                  state={state}
                  dispatch={dispatch}
                  today={today}
                  ranges={ranges}
                  bounds={bounds}
                  availability={availabilityState}
                  onRetryAvailability={() => void availability.refetch().catch(() => undefined)}
                  // A chosen range that breaks a rule says so at once; missing dates only after Continue.
                  dateError={dateError ?? (!dates.ok && dates.reason === 'invalid' ? dates.message : null)}
                  onDatesChange={() => setDateError(null)}
                />
              ) : null}
              {state.step === 2 && quote && state.startDate && state.endDate ? (
                <ReviewStep
                  item={item}
                  state={state}
                  startDate={state.startDate}
                  endDate={state.endDate}
                  quote={quote}
                  protection={terms ? { on: protection, terms, onChange: setProtection } : null}
                />
              ) : null}
              {state.step >= 2 ? <InstantBookNotice itemId={item.id} /> : null}
              {state.step === 3 ? (
                <PaymentStep
                  formId={PAYMENT_FORM_ID}
                  signedIn={signedIn}
                  holderName={
                    session.user && 'fullName' in session.user ? (session.user.fullName ?? null) : null
                  }
                  methods={methods.data?.myPaymentMethods ?? []}
                  methodsState={methodsState}
                  choice={state.payment}
                  onChoice={onChoice}
                  onSubmit={onSubmit}
                  onSignIn={onSignIn}
                  stripePublishableKey={config ? config.stripePublishableKey : undefined}
                />
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3" justify="flex-end" w="full">
                {state.step === 1 ? (
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('wizard.cancel')}</Button>
                  </Dialog.ActionTrigger>
                ) : (
                  <Button variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={sending}>
                    {t('wizard.back')}
                  </Button>
                )}
                {/*
                  Continue and Confirm Booking are different elements (their keys): were step 3's submit button the
                  same DOM button as step 2's Continue, turned into type="submit" while the press that left step 2
                  was still being handled, the browser would finish that press by submitting the payment form, and
                  the renter would see 'Payment method required' before touching anything.
                */}
                {state.step < 3 ? (
                  <Button
                    key="continue"
                    colorPalette="brand"
                    onClick={onContinue}
                    disabled={state.step === 1 && !canLeaveDetails(state)}
                  >
                    {t('wizard.continue')}
                  </Button>
                ) : signedIn ? (
                  <Button
                    key="confirm"
                    type="submit"
                    form={PAYMENT_FORM_ID}
                    colorPalette="brand"
                    loading={sending}
                    loadingText={t('wizard.sending')}
                  >
                    {t('wizard.confirm')}
                  </Button>
                ) : null}
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('wizard.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
