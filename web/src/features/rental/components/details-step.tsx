import {
  Alert,
  Button,
  Field,
  HStack,
  Input,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { BOOKING_MESSAGE_MAX, DELIVERY_ADDRESS_MAX, rentalDays } from '@koalarent/core/contracts';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
import type { DeliveryOption } from '../model/pending-rental';
import { type BookedRange, type BookingBounds, formatRentalDate } from '../model/rental-dates';
import type { WizardAction, WizardState } from '../model/wizard-state';
import { RentalCalendar } from './rental-calendar';

export interface DetailsStepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  today: string;
  ranges: readonly BookedRange[];
  bounds: BookingBounds | null;
  availability: 'loading' | 'ready' | 'failed';
  onRetryAvailability(): void;
  /** The dates' problem after Continue (spec §5 message for missing dates). */
  dateError: string | null;
  onDatesChange(): void;
}

const DELIVERY_OPTIONS: readonly DeliveryOption[] = ['pickup', 'delivery'];

/** Step 1 (spec §4): start and end dates, pickup or delivery (with its address), a message to the owner. */
export function DetailsStep({
  state,
  dispatch,
  today,
  ranges,
  bounds,
  availability,
  onRetryAvailability,
  dateError,
  onDatesChange,
}: DetailsStepProps) {
  const { t } = useTranslation('rental');
  const f = useFormat();
  const { startDate, endDate } = state;
  const days = startDate && endDate && endDate >= startDate ? rentalDays(startDate, endDate) : null;
  const addressMissing = state.deliveryOption === 'delivery' && state.deliveryAddress.trim() === '';

  return (
    <Stack gap="6">
      <Stack gap="3" role="group" aria-labelledby="rental-dates-label">
        <Stack gap="1">
          <Text id="rental-dates-label" fontWeight="semibold">
            {t('details.rentalDates')}
          </Text>
          <Text id="rental-dates-help" fontSize="sm" color="fg.muted">
            {t('details.datesHelp')}
          </Text>
        </Stack>
        {availability === 'failed' ? (
          <Alert.Root status="warning" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('details.availabilityFailed')}</Alert.Description>
            </Alert.Content>
            <Button size="xs" variant="outline" onClick={onRetryAvailability} alignSelf="center">
              {t('details.tryAgain')}
            </Button>
          </Alert.Root>
        ) : null}
        <Skeleton loading={availability === 'loading'} rounded="lg">
          <RentalCalendar
            startDate={startDate}
            endDate={endDate}
            today={today}
            ranges={ranges}
            bounds={bounds}
            invalid={Boolean(dateError)}
            labelledBy="rental-dates-label"
            describedBy={`rental-dates-help rental-dates-summary${dateError ? ' rental-dates-error' : ''}`}
            onChange={(start, end) => {
              dispatch({ type: 'dates', startDate: start, endDate: end });
              onDatesChange();
            }}
          />
        </Skeleton>
        <HStack justify="space-between" align="center" gap="3" wrap="wrap">
          <Text id="rental-dates-summary" fontSize="sm" aria-live="polite">
            <Text as="span" color="fg.muted">
              {t('details.start')}{' '}
            </Text>
            <Text as="span" fontWeight="medium">
              {startDate ? formatRentalDate(startDate, f) : t('details.notChosen')}
            </Text>
            <Text as="span" color="fg.muted">
              {' · '}
              {t('details.end')}{' '}
            </Text>
            <Text as="span" fontWeight="medium">
              {endDate ? formatRentalDate(endDate, f) : t('details.notChosen')}
            </Text>
            {days ? (
              <Text as="span" color="fg.muted">
                {` · ${t('days', { count: days })}`}
              </Text>
            ) : null}
          </Text>
          {startDate ? (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => {
                dispatch({ type: 'dates', startDate: null, endDate: null });
                onDatesChange();
              }}
            >
              {t('details.clearDates')}
            </Button>
          ) : null}
        </HStack>
        {dateError ? (
          <Alert.Root status="error" rounded="lg" id="rental-dates-error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{dateError}</Alert.Description>
          </Alert.Root>
        ) : null}
      </Stack>

      <RadioGroup.Root
        value={state.deliveryOption}
        onValueChange={(details) =>
          dispatch({ type: 'delivery', option: details.value === 'delivery' ? 'delivery' : 'pickup' })
        }
        colorPalette="brand"
        aria-labelledby="rental-delivery-label"
      >
        <Stack gap="2">
          <RadioGroup.Label id="rental-delivery-label" fontWeight="semibold">
            {t('details.pickupOrDelivery')}
          </RadioGroup.Label>
          <HStack gap="6">
            {DELIVERY_OPTIONS.map((option) => (
              <RadioGroup.Item key={option} value={option}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`delivery.${option}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </Stack>
      </RadioGroup.Root>

      {state.deliveryOption === 'delivery' ? (
        <Field.Root required invalid={addressMissing}>
          <Field.Label>
            {t('details.address')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="deliveryAddress"
            autoComplete="street-address"
            value={state.deliveryAddress}
            maxLength={DELIVERY_ADDRESS_MAX}
            onChange={(event) => dispatch({ type: 'address', value: event.target.value })}
          />
          {addressMissing ? (
            <Field.ErrorText>{t('details.addressRequired')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('details.addressHelp')}</Field.HelperText>
          )}
        </Field.Root>
      ) : null}

      <Field.Root>
        <Field.Label>{t('details.message')}</Field.Label>
        <Textarea
          name="message"
          rows={3}
          value={state.message}
          maxLength={BOOKING_MESSAGE_MAX}
          onChange={(event) => dispatch({ type: 'message', value: event.target.value })}
          placeholder={t('details.messagePlaceholder')}
        />
      </Field.Root>
    </Stack>
  );
}
