import { HStack, Slider, Text } from '@chakra-ui/react';
import { PRICE_SLIDER } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import type { PriceRangeViewProps } from './price-range';

/**
 * The interactive price range (spec §5: 0–1000 step 10, '1000+' at the top), committed when the thumb is let
 * go. Its own chunk: zag's slider machine is a few KiB the search page does not need for its first paint;
 * PriceRange (price-range.tsx) draws a static look-alike until this arrives.
 */
export function PriceSlider({ value, setValue, onCommit, label, id }: PriceRangeViewProps) {
  const { t } = useTranslation('search');
  const [low = PRICE_SLIDER.min, high = PRICE_SLIDER.max] = value;
  return (
    <Slider.Root
      min={PRICE_SLIDER.min}
      max={PRICE_SLIDER.max}
      step={PRICE_SLIDER.step}
      minStepsBetweenThumbs={1}
      value={value}
      onValueChange={(details) => setValue(details.value)}
      onValueChangeEnd={(details) => onCommit(details.value)}
      // Each thumb is named by its own hidden label (the shared visible label would name both alike).
      aria-labelledby={[`${id}-min`, `${id}-max`]}
      getAriaValueText={(details) => label(details.value)}
      colorPalette="brand"
    >
      <HStack justify="space-between">
        <Slider.Label fontWeight="semibold">{t('filters.price')}</Slider.Label>
        <Text fontSize="sm" color="fg.muted" aria-hidden="true">
          {label(low)} – {label(high)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
