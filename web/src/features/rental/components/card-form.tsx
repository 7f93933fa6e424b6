import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DEMO_CARD, formatCardNumber } from '@koalarent/core/contracts';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { demoCardText, formatCvvInput, formatExpiryInput } from '../model/card-entry';
import { cardErrorText } from '../model/rental-text';

/** The card as typed (spec §3 card entry fields); CardInput turns it into what is sent. */
export interface CardFormValues {
  cardNumber: string;
  nameOnCard: string;
  expiryDate: string;
  cvv: string;
}

export const EMPTY_CARD: CardFormValues = { cardNumber: '', nameOnCard: '', expiryDate: '', cvv: '' };

export const DEMO_CARD_VALUES: Omit<CardFormValues, 'nameOnCard'> = {
  cardNumber: formatCardNumber(DEMO_CARD.number),
  expiryDate: DEMO_CARD.expiry,
  cvv: DEMO_CARD.cvv,
};

/** Spec §9: the suggested demo card, shown to signed-in members, with a button that fills it in. */
export function DemoCardHint({ onUseDemoCard }: { onUseDemoCard(): void }) {
  const { t } = useTranslation('rental');
  return (
    <HStack
      justify="space-between"
      gap="3"
      wrap="wrap"
      p="3"
      rounded="lg"
      bg="bg.muted"
      fontSize="sm"
      data-testid="demo-card"
    >
      <Text>{demoCardText(t)}</Text>
      <Button size="xs" variant="outline" onClick={onUseDemoCard}>
        {t('card.useDemo')}
      </Button>
    </HStack>
  );
}

/**
 * The new-card fields. The number is grouped in fours and the expiry gets its slash as the renter types; the
 * shared CardInput schema (Luhn, MM/YY in the future, 3–4 digit CVV) gives each field its message, shown in the
 * language on screen.
 */
export function CardFields({
  control,
  register,
  errors,
}: {
  control: Control<CardFormValues>;
  register: UseFormRegister<CardFormValues>;
  errors: FieldErrors<CardFormValues>;
}) {
  const { t } = useTranslation('rental');
  return (
    <Stack gap="4">
      <Controller
        control={control}
        name="cardNumber"
        render={({ field }) => (
          <Field.Root required invalid={Boolean(errors.cardNumber)}>
            <Field.Label>
              {t('card.number')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              // 19 digits in groups of four, with their spaces.
              maxLength={23}
            />
            <Field.ErrorText>{cardErrorText(errors.cardNumber?.message, t)}</Field.ErrorText>
          </Field.Root>
        )}
      />
      <Field.Root required invalid={Boolean(errors.nameOnCard)}>
        <Field.Label>
          {t('card.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register('nameOnCard')} autoComplete="cc-name" maxLength={100} />
        <Field.ErrorText>{cardErrorText(errors.nameOnCard?.message, t)}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={2} gap="4">
        <Controller
          control={control}
          name="expiryDate"
          render={({ field }) => (
            <Field.Root required invalid={Boolean(errors.expiryDate)}>
              <Field.Label>
                {t('card.expiry')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(formatExpiryInput(event.target.value))}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('card.expiryPlaceholder')}
                maxLength={5}
              />
              <Field.ErrorText>{cardErrorText(errors.expiryDate?.message, t)}</Field.ErrorText>
            </Field.Root>
          )}
        />
        <Controller
          control={control}
          name="cvv"
          render={({ field }) => (
            <Field.Root required invalid={Boolean(errors.cvv)}>
              <Field.Label>
                {t('card.cvv')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(formatCvvInput(event.target.value))}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
              />
              <Field.ErrorText>{cardErrorText(errors.cvv?.message, t)}</Field.ErrorText>
            </Field.Root>
          )}
        />
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {t('card.privacy')}
      </Text>
    </Stack>
  );
}
