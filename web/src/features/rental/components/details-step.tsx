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
import {
  BOOKING_MESSAGE_MAX,
  BookingMessages,
  DELIVERY_ADDRESS_MAX,
  deliveryMethodLabel,
  rentalDays,
} from '@koalarent/core/contracts';
import type { Dispatch } from 'react';
import type { DeliveryOption } from '../model/pending-rental';
import { type BookedRange, formatRentalDate } from '../model/rental-dates';
import type { WizardAction, WizardState } from '../model/wizard-state';
import { RentalCalendar } from './rental-calendar';

export interface DetailsStepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  today: string;
  ranges: readonly BookedRange[];
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
  availability,
  onRetryAvailability,
  dateError,
  onDatesChange,
}: DetailsStepProps) {
  const { startDate, endDate } = state;
  const days = startDate && endDate && endDate >= startDate ? rentalDays(startDate, endDate) : null;
  const addressMissing = state.deliveryOption === 'delivery' && state.deliveryAddress.trim() === '';

  return (
    <Stack gap="6">
      <Stack gap="3" role="group" aria-labelledby="rental-dates-label">
        <Stack gap="1">
          <Text id="rental-dates-label" fontWeight="semibold">
            Rental dates
          </Text>
          <Text id="rental-dates-help" fontSize="sm" color="fg.muted">
            Pick the first day, then the last day. Past and booked days cannot be chosen.
          </Text>
        </Stack>
        {availability === 'failed' ? (
          <Alert.Root status="warning" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                Booked dates could not be loaded. You can still choose dates; the owner's calendar is checked
                when you send the request.
              </Alert.Description>
            </Alert.Content>
            <Button size="xs" variant="outline" onClick={onRetryAvailability} alignSelf="center">
              Try again
            </Button>
          </Alert.Root>
        ) : null}
        <Skeleton loading={availability === 'loading'} rounded="lg">
          <RentalCalendar
            startDate={startDate}
            endDate={endDate}
            today={today}
            ranges={ranges}
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
              Start:{' '}
            </Text>
            <Text as="span" fontWeight="medium">
              {startDate ? formatRentalDate(startDate) : 'not chosen'}
            </Text>
            <Text as="span" color="fg.muted">
              {' · '}End:{' '}
            </Text>
            <Text as="span" fontWeight="medium">
              {endDate ? formatRentalDate(endDate) : 'not chosen'}
            </Text>
            {days ? (
              <Text as="span" color="fg.muted">
                {` · ${days} ${days === 1 ? 'day' : 'days'}`}
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
              Clear dates
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
            Pickup or delivery
          </RadioGroup.Label>
          <HStack gap="6">
            {DELIVERY_OPTIONS.map((option) => (
              <RadioGroup.Item key={option} value={option}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{deliveryMethodLabel(option)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </Stack>
      </RadioGroup.Root>

      {state.deliveryOption === 'delivery' ? (
        <Field.Root required invalid={addressMissing}>
          <Field.Label>
            Delivery address
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
            <Field.ErrorText>{BookingMessages.addressRequired}</Field.ErrorText>
          ) : (
            <Field.HelperText>Where the owner should bring the item.</Field.HelperText>
          )}
        </Field.Root>
      ) : null}

      <Field.Root>
        <Field.Label>Message to the owner (optional)</Field.Label>
        <Textarea
          name="message"
          rows={3}
          value={state.message}
          maxLength={BOOKING_MESSAGE_MAX}
          onChange={(event) => dispatch({ type: 'message', value: event.target.value })}
          placeholder="Introduce yourself and say what you need the item for"
        />
      </Field.Root>
    </Stack>
  );
}
