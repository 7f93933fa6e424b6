import { Alert, Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { CardMessages } from '@koalarent/core/contracts';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
// The pure entry adds Stripe.js's <script> only when loadStripe is called, never as a side effect of the import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type RefObject, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardErrorText } from '../model/rental-text';

/** What the payment step asks of Stripe's card field when the renter confirms. */
export interface StripeCardHandle {
  /**
   * Registers the card with Stripe straight from Stripe's own field (the number and CVC never reach our page's
   * code or our server) and answers its PaymentMethod id, or null after showing on the form why not. The same id
   * is answered again until the card or the name changes, so confirming again after a failure the server may not
   * have decided sends the same request (and the same idempotency key).
   */
  createPaymentMethod(): Promise<string | null>;
  /** The server's messages on the name and the card. */
  showErrors(errors: { nameOnCard?: string | undefined; card?: string | undefined }): void;
}

export interface StripeCardFieldsProps {
  publishableKey: string;
  /** Offered as the name on the card. */
  holderName: string | null;
  handleRef: RefObject<StripeCardHandle | null>;
}

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for this key, fetched from js.stripe.com once, the first time the payment step shows Stripe's field. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    // A failed load (offline, blocked) may be tried again the next time the field is shown.
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's own words (card errors) in the language on screen; the app's five languages are all Stripe's too. */
function stripeLocale(language: string): StripeElementLocale {
  const base = language.split('-')[0];
  return (['en', 'fr', 'de', 'es', 'zh'].includes(base ?? '') ? base : 'auto') as StripeElementLocale;
}

/**
 * The new-card fields when the app pays through Stripe (issue 25 §5, PCI SAQ A): the name on the card here, the
 * number, expiry and CVC in Stripe Elements' card field (an iframe served by Stripe). Loaded lazily by the payment
 * step, and only when the server named a publishable key: in demo mode nothing of Stripe's is ever fetched.
 */
export default function StripeCardFields(props: StripeCardFieldsProps) {
  const { t, i18n } = useTranslation('rental');
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    stripe.then(
      (value) => {
        if (current && !value) setFailed(true);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [stripe]);
  if (failed)
    return (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>{t('card.stripe.unavailable')}</Alert.Title>
      </Alert.Root>
    );
  return (
    <Elements stripe={stripe} options={{ locale: stripeLocale(i18n.language) }}>
      <StripeCardForm holderName={props.holderName} handleRef={props.handleRef} />
    </Elements>
  );
}

function StripeCardForm({ holderName, handleRef }: Omit<StripeCardFieldsProps, 'publishableKey'>) {
  const { t } = useTranslation('rental');
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState(holderName ?? '');
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<{ nameOnCard?: string | undefined; card?: string | undefined }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  // The PaymentMethod made for the card and name as they are now; dropped as soon as either changes.
  const made = useRef<string | null>(null);

  useImperativeHandle(
    handleRef,
    () => ({
      async createPaymentMethod() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) {
          setErrors({ card: t('card.stripe.loading') });
          return null;
        }
        const nameOnCard = name.trim();
        if (nameOnCard.length < 2) {
          setErrors({ nameOnCard: CardMessages.nameOnCard });
          nameRef.current?.focus();
          return null;
        }
        if (made.current) return made.current;
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: nameOnCard },
        });
        if (error || !paymentMethod) {
          setErrors({ card: error?.message ?? t('card.stripe.incomplete') });
          card.focus();
          return null;
        }
        setErrors({});
        made.current = paymentMethod.id;
        return paymentMethod.id;
      },
      showErrors(next) {
        setErrors(next);
        if (next.nameOnCard) nameRef.current?.focus();
      },
    }),
    [stripe, elements, name, t],
  );

  return (
    <Stack gap="4">
      <Field.Root required invalid={Boolean(errors.nameOnCard)}>
        <Field.Label>
          {t('card.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={nameRef}
          name="nameOnCard"
          value={name}
          onChange={(event) => {
            made.current = null;
            setName(event.target.value);
            setErrors((previous) => ({ ...previous, nameOnCard: undefined }));
          }}
          autoComplete="cc-name"
          maxLength={100}
        />
        <Field.ErrorText>{cardErrorText(errors.nameOnCard, t)}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={Boolean(errors.card)}>
        <Field.Label>
          {t('card.stripe.field')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Box
          w="full"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          px="3"
          py="2.5"
          data-testid="stripe-card"
        >
          <CardElement
            onReady={() => setReady(true)}
            onChange={(event) => {
              made.current = null;
              setErrors((previous) => ({ ...previous, card: event.error?.message }));
            }}
          />
        </Box>
        {ready ? null : (
          <Text fontSize="sm" color="fg.muted">
            {t('card.stripe.loading')}
          </Text>
        )}
        <Field.ErrorText>{errors.card ? cardErrorText(errors.card, t) : null}</Field.ErrorText>
      </Field.Root>
      <Text fontSize="xs" color="fg.muted">
        {t('card.stripe.privacy')}
      </Text>
    </Stack>
  );
}
