import { HStack, Slider, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ONBOARDING_BUDGET } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { useBudgetFormat } from '../hooks/use-budget-format';

/** Spec §5: the onboarding budget, 10 to 500 per day in steps of 10, with both values shown. */
export function BudgetSlider({
  value,
  onChange,
}: {
  value: readonly [number, number];
  onChange(value: number[]): void;
}) {
  const { t } = useTranslation('onboarding');
  const budget = useBudgetFormat();
  const [low, high] = value;
  return (
    <Slider.Root
      min={ONBOARDING_BUDGET.min}
      max={ONBOARDING_BUDGET.max}
      step={ONBOARDING_BUDGET.step}
      value={[low, high]}
      onValueChange={(details) => onChange(details.value)}
      // Each thumb is named by its own hidden label (the visible one names the pair, and would name both alike).
      aria-labelledby={['onboarding-budget-min', 'onboarding-budget-max']}
      getAriaValueText={(details) => budget(details.value)}
      colorPalette="brand"
      thumbAlignment="contain"
    >
      <Stack gap="1">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Slider.Label fontSize="md" fontWeight="semibold">
            {t('steps.interests.budget')}
          </Slider.Label>
          <Text fontWeight="semibold" color="brand.fg" data-testid="onboarding-budget-value">
            {t('steps.interests.budgetValue', { min: budget(low), max: budget(high) })}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('steps.interests.budgetHint')}
        </Text>
      </Stack>
      <VisuallyHidden id="onboarding-budget-min">{t('steps.interests.budgetMin')}</VisuallyHidden>
      <VisuallyHidden id="onboarding-budget-max">{t('steps.interests.budgetMax')}</VisuallyHidden>
      <Slider.Control mt="3">
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
      <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden="true">
        <span>{budget(ONBOARDING_BUDGET.min)}</span>
        <span>{budget(ONBOARDING_BUDGET.max)}</span>
      </HStack>
    </Slider.Root>
  );
}
