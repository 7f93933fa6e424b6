import {
  Alert,
  Button,
  chakra,
  HStack,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CardInput, formatExpiry } from '@koalarent/core/contracts';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuCreditCard, LuLogIn, LuUserPlus } from 'react-icons/lu';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { notify } from '../../../shared/ui/toaster';
import type { PaymentSelection } from '../model/booking-request';
import { brandLabel, type SavedMethod } from '../model/card-entry';
import type { PaymentChoice } from '../model/wizard-state';
import { CardFields, type CardFormValues, DEMO_CARD_VALUES, DemoCardHint, EMPTY_CARD } from './card-form';
import type { StripeCardHandle } from './stripe-card-fields';

// Stripe Elements and Stripe.js: a chunk of their own, fetched only when a Stripe-configured server's payment step
// shows the new-card fields (demo mode never loads it).
const StripeCardFields = lazy(() => import('./stripe-card-fields'));

interface SavedPaymentMethod extends SavedMethod {
  id: number;
  nameOnCard: string;
}

export interface PaymentStepProps {
  formId: string;
  signedIn: boolean;
  /** The signed-in member's name, offered as the name on the demo card. */
  holderName: string | null;
  methods: readonly SavedPaymentMethod[];
  methodsState: 'loading' | 'ready' | 'failed';
  choice: PaymentChoice | null;
  onChoice(choice: PaymentChoice | null): void;
  /** Sends the request; resolves with field messages for the card form (empty when none). */
  onSubmit(selection: PaymentSelection): Promise<Partial<Record<keyof CardFormValues, string>>>;
  onSignIn(register: boolean): void;
  /**
   * The server's Stripe publishable key (appConfig): set, a new card is entered in Stripe's field and only its
   * PaymentMethod id is sent; null, demo mode's card form; undefined while the server's config is loading.
   */
  stripePublishableKey: string | null | undefined;
}

// The form holds the card as typed; the shared schema validates it and hands over the card as sent (digits).
const resolver = zodResolver(CardInput) as unknown as Resolver<CardFormValues, unknown, CardInput>;

const NEW_CARD = 'new';

function choiceValue(choice: PaymentChoice | null): string | null {
  if (!choice) return null;
  return choice.kind === 'new' ? NEW_CARD : String(choice.id);
}

/**
 * Step 3 (spec §4): signed in, a saved payment method or a new card; nobody signed in, sign in or create an
 * account (the wizard saves the rental first and reopens here afterwards).
 */
export function PaymentStep(props: PaymentStepProps) {
  if (!props.signedIn) return <SignInOffer onSignIn={props.onSignIn} />;
  return <PaymentForm {...props} />;
}

function SignInOffer({ onSignIn }: { onSignIn(register: boolean): void }) {
  const { t } = useTranslation('rental');
  return (
    <Stack gap="4">
      <Alert.Root status="info" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('payment.signInTitle')}</Alert.Title>
          <Alert.Description>{t('payment.signInDescription')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => onSignIn(false)}>
          <LuLogIn aria-hidden="true" />
          {t('payment.signIn')}
        </Button>
        <Button variant="outline" onClick={() => onSignIn(true)}>
          <LuUserPlus aria-hidden="true" />
          {t('payment.createAccount')}
        </Button>
      </HStack>
    </Stack>
  );
}

function PaymentForm({
  formId,
  holderName,
  methods,
  methodsState,
  choice,
  onChoice,
  onSubmit,
  stripePublishableKey,
}: PaymentStepProps) {
  const { t } = useTranslation('rental');
  const hydrated = useHydrated();
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<CardFormValues, unknown, CardInput>({ resolver, defaultValues: EMPTY_CARD, mode: 'onTouched' });

  // A saved method that is gone (removed elsewhere) is no longer a choice.
  useEffect(() => {
    if (choice?.kind === 'saved' && methodsState === 'ready' && !methods.some((m) => m.id === choice.id)) {
      onChoice(null);
    }
  }, [choice, methods, methodsState, onChoice]);

  // With no saved card there is nothing else to choose: 'Add a card' is chosen for the member, its fields shown.
  useEffect(() => {
    if (!choice && methodsState === 'ready' && methods.length === 0) onChoice({ kind: 'new' });
  }, [choice, methods, methodsState, onChoice]);

  // The typed card lives only in this form: it is dropped when the renter picks a saved method.
  useEffect(() => {
    if (choice?.kind !== 'new') reset(EMPTY_CARD);
  }, [choice, reset]);

  const applyServerErrors = (fieldErrors: Partial<Record<keyof CardFormValues, string>>) => {
    const entries = Object.entries(fieldErrors) as [keyof CardFormValues, string][];
    // The server's words; the fields show them in the language on screen (CardFields translates them).
    for (const [field, message] of entries) setError(field, { type: 'server', message });
    const first = entries[0];
    if (first) setFocus(first[0]);
  };

  const submitCard = handleSubmit(async (card) => {
    applyServerErrors(await onSubmit({ kind: 'card', card }));
  });

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice) {
      // Spec §5: 'Payment method required: Please select or add a payment method.' as a toast.
      notify.error({
        title: t('toasts.paymentRequiredTitle'),
        description: t('toasts.paymentRequiredDescription'),
      });
      return;
    }
    if (choice.kind === 'saved') {
      await onSubmit({ kind: 'saved', id: choice.id });
      return;
    }
    // The server's config not known yet: nothing is sent until it says which card form it takes.
    if (stripePublishableKey === undefined) return;
    if (stripePublishableKey) {
      const handle = stripeCard.current;
      const paymentMethodId = handle ? await handle.createPaymentMethod() : null;
      if (!paymentMethodId) return;
      const fieldErrors = await onSubmit({ kind: 'stripe', paymentMethodId });
      const cardMessage = fieldErrors.cardNumber ?? fieldErrors.expiryDate ?? fieldErrors.cvv;
      if (fieldErrors.nameOnCard || cardMessage)
        stripeCard.current?.showErrors({ nameOnCard: fieldErrors.nameOnCard, card: cardMessage });
      return;
    }
    await submitCard(event);
  };

  // The demo card fills the new-card fields once they are on screen (choosing it may be what shows them).
  const [demoRequested, setDemoRequested] = useState(false);
  useEffect(() => {
    if (!demoRequested || choice?.kind !== 'new') return;
    setDemoRequested(false);
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue('cardNumber', DEMO_CARD_VALUES.cardNumber, options);
    setValue('expiryDate', DEMO_CARD_VALUES.expiryDate, options);
    setValue('cvv', DEMO_CARD_VALUES.cvv, options);
    if (!getValues('nameOnCard').trim() && holderName) setValue('nameOnCard', holderName, options);
    else setFocus('nameOnCard');
  }, [demoRequested, choice, setValue, getValues, setFocus, holderName]);
  const useDemoCard = () => {
    if (choice?.kind !== 'new') onChoice({ kind: 'new' });
    setDemoRequested(true);
  };

  return (
    <chakra.form id={formId} onSubmit={onFormSubmit} noValidate aria-labelledby="rental-payment-label">
      <Stack gap="5">
        {stripePublishableKey === null ? <DemoCardHint onUseDemoCard={useDemoCard} /> : null}
        <RadioGroup.Root
          value={choiceValue(choice)}
          onValueChange={(details) => {
            if (details.value === NEW_CARD) onChoice({ kind: 'new' });
            else if (details.value) onChoice({ kind: 'saved', id: Number(details.value) });
          }}
          colorPalette="brand"
          aria-labelledby="rental-payment-label"
        >
          <Stack gap="3">
            <RadioGroup.Label id="rental-payment-label" fontWeight="semibold">
              {t('payment.method')}
            </RadioGroup.Label>
            {methodsState === 'loading' ? <Skeleton h="6" w="60" /> : null}
            {methodsState === 'failed' ? (
              <Text fontSize="sm" color="fg.muted">
                {t('payment.methodsFailed')}
              </Text>
            ) : null}
            {methods.map((method) => (
              <RadioGroup.Item key={method.id} value={String(method.id)}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <HStack as="span" gap="2">
                    <LuCreditCard aria-hidden="true" />
                    <span>
                      {brandLabel(method.brand, t)} <span aria-hidden="true">•••• </span>
                      <VisuallyHidden>{t('payment.endingIn')}</VisuallyHidden>
                      {method.last4}
                    </span>
                    <Text as="span" color="fg.muted">
                      {t('payment.expires', { date: formatExpiry(method.expMonth, method.expYear) })}
                    </Text>
                  </HStack>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
            <RadioGroup.Item value={NEW_CARD}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {methods.length > 0 ? t('payment.useNewCard') : t('payment.addCard')}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
        {choice?.kind === 'new' ? (
          stripePublishableKey === null ? (
            <CardFields control={control} register={register} errors={errors} />
          ) : stripePublishableKey && hydrated ? (
            <Suspense fallback={<Skeleton h="24" />}>
              <StripeCardFields
                publishableKey={stripePublishableKey}
                holderName={holderName}
                handleRef={stripeCard}
              />
            </Suspense>
          ) : (
            <Skeleton h="24" />
          )
        ) : null}
      </Stack>
    </chakra.form>
  );
}
