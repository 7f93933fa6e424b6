import { Checkbox, Field, Fieldset, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  AVAILABILITY_OPTIONS,
  COMMUNICATION_STYLES,
  EXPERIENCE_LEVELS,
  INTERESTS,
  LOCATION_MAX,
  ONBOARDING_CATEGORIES,
  PRIMARY_GOALS,
} from '@koalarent/core/contracts';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceInput } from '../../location/components/place-input';
import type { OnboardingWizardAction, OnboardingWizardState } from '../model/wizard-state';
import { BudgetSlider } from './budget-slider';

export interface StepProps {
  state: OnboardingWizardState;
  dispatch: Dispatch<OnboardingWizardAction>;
}

/** What a chosen card looks like: the Chakra radio and checkbox items, drawn as bordered cards. */
const CARD_STYLE = {
  alignItems: 'flex-start',
  gap: '3',
  w: 'full',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'lg',
  cursor: 'pointer',
  transition: 'border-color 120ms, background 120ms',
  _hover: { borderColor: 'border.emphasized' },
  _checked: { borderColor: 'brand.solid', bg: 'brand.subtle' },
  // Keyboard focus (zag marks the item data-focus-visible) rings the whole card.
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
} as const;

/** A single choice shown as cards (goal, experience, communication style): a labelled radio group. */
function ChoiceCards<V extends string>({
  name,
  label,
  value,
  options,
  onChange,
  columns = 3,
}: {
  name: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string; description: string }[];
  onChange(value: V): void;
  columns?: number;
}) {
  return (
    <RadioGroup.Root
      name={name}
      value={value}
      onValueChange={(details) => {
        const next = options.find((option) => option.value === details.value);
        if (next) onChange(next.value);
      }}
      colorPalette="brand"
      size="sm"
    >
      <Stack gap="3">
        <RadioGroup.Label fontSize="md" fontWeight="semibold">
          {label}
        </RadioGroup.Label>
        <SimpleGrid columns={{ base: 1, sm: columns }} gap="3">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} {...CARD_STYLE}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Stack gap="0.5">
                <RadioGroup.ItemText fontWeight="semibold">{option.label}</RadioGroup.ItemText>
                <Text fontSize="sm" color="fg.muted">
                  {option.description}
                </Text>
              </Stack>
            </RadioGroup.Item>
          ))}
        </SimpleGrid>
      </Stack>
    </RadioGroup.Root>
  );
}

/** Several choices shown as checkable cards, grouped under a legend. */
function MultiChoice<V extends string>({
  legend,
  hint,
  options,
  chosen,
  onToggle,
  columns,
}: {
  legend: string;
  hint?: string;
  options: readonly { value: V; label: string }[];
  chosen: readonly string[];
  onToggle(value: V, checked: boolean): void;
  columns: { base: number; sm: number };
}) {
  return (
    <Fieldset.Root>
      <Stack gap="1">
        <Fieldset.Legend fontSize="md" fontWeight="semibold" color="fg">
          {legend}
        </Fieldset.Legend>
        {hint ? <Fieldset.HelperText>{hint}</Fieldset.HelperText> : null}
      </Stack>
      <Fieldset.Content>
        <SimpleGrid columns={columns} gap="2">
          {options.map((option) => (
            <Checkbox.Root
              key={option.value}
              value={option.value}
              checked={chosen.includes(option.value)}
              onCheckedChange={(details) => onToggle(option.value, details.checked === true)}
              colorPalette="brand"
              size="sm"
              {...CARD_STYLE}
              alignItems="center"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

function StepBody({ children }: { children: ReactNode }) {
  return <Stack gap="8">{children}</Stack>;
}

/** Step 1: rent, lend or both. */
export function GoalStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <StepBody>
      <ChoiceCards
        name="primaryGoal"
        label={t('steps.goal.question')}
        value={state.answers.primaryGoal}
        options={PRIMARY_GOALS.map((goal) => ({
          value: goal,
          label: t(`goals.${goal}.label`),
          description: t(`goals.${goal}.description`),
        }))}
        onChange={(value) => dispatch({ type: 'goal', value })}
      />
    </StepBody>
  );
}

/** Step 2: the six onboarding categories (spec §3), any number. */
export function CategoriesStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <StepBody>
      <MultiChoice
        legend={t('steps.categories.question')}
        hint={t('steps.categories.hint')}
        options={ONBOARDING_CATEGORIES.map((category) => ({
          value: category.id,
          label: t(`categories.${category.id}`),
        }))}
        chosen={state.answers.preferredCategories}
        onToggle={(id, checked) => dispatch({ type: 'category', id, checked })}
        columns={{ base: 1, sm: 2 }}
      />
    </StepBody>
  );
}

/** Step 3: interests (spec §3), any number, and the daily budget (spec §5: 10 to 500 in steps of 10). */
export function InterestsStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <StepBody>
      <MultiChoice
        legend={t('steps.interests.question')}
        hint={t('steps.interests.hint')}
        options={INTERESTS.map((interest) => ({ value: interest, label: t(`interests.${interest}`) }))}
        chosen={state.answers.interests}
        onToggle={(name, checked) => dispatch({ type: 'interest', name, checked })}
        columns={{ base: 2, sm: 3 }}
      />
      <BudgetSlider
        value={[state.answers.budgetMin, state.answers.budgetMax]}
        onChange={(value) => dispatch({ type: 'budget', value })}
      />
    </StepBody>
  );
}

/** Step 4: experience level and location (free text; place suggestions from our own server). */
export function ExperienceStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('onboarding');
  const locationTooLong = state.answers.location.length > LOCATION_MAX;
  return (
    <StepBody>
      <ChoiceCards
        name="experience"
        label={t('steps.experience.question')}
        value={state.answers.experience}
        options={EXPERIENCE_LEVELS.map((level) => ({
          value: level,
          label: t(`experience.${level}.label`),
          description: t(`experience.${level}.description`),
        }))}
        onChange={(value) => dispatch({ type: 'experience', value })}
      />
      <Field.Root id="onboarding-location" invalid={locationTooLong}>
        <Field.Label fontSize="md" fontWeight="semibold">
          {t('steps.experience.location')}
        </Field.Label>
        <PlaceInput
          id="onboarding-location"
          value={state.answers.location}
          onChange={(value) => dispatch({ type: 'location', value })}
          placeholder={t('steps.experience.locationPlaceholder')}
          invalid={locationTooLong}
        />
        <Field.HelperText>{t('steps.experience.locationHint')}</Field.HelperText>
      </Field.Root>
    </StepBody>
  );
}

/** Step 5: communication style and availability (spec §3 options, any number). */
export function CommunicationStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <StepBody>
      <ChoiceCards
        name="communicationStyle"
        label={t('steps.communication.question')}
        value={state.answers.communicationStyle}
        options={COMMUNICATION_STYLES.map((style) => ({
          value: style,
          label: t(`communication.${style}.label`),
          description: t(`communication.${style}.description`),
        }))}
        onChange={(value) => dispatch({ type: 'communication', value })}
      />
      <MultiChoice
        legend={t('steps.communication.availability')}
        hint={t('steps.communication.availabilityHint')}
        options={AVAILABILITY_OPTIONS.map((option) => ({
          value: option,
          label: t(`availability.${option}`),
        }))}
        chosen={state.answers.availability}
        onToggle={(name, checked) => dispatch({ type: 'availability', name, checked })}
        columns={{ base: 1, sm: 2 }}
      />
    </StepBody>
  );
}
