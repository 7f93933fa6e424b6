import { chakra, HStack, Text, useSlotRecipe, VisuallyHidden } from '@chakra-ui/react';
import { CURRENCIES, PRICE_SLIDER } from '@koalarent/core/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../features/currency/currency-context';
import { whenIdle } from '../../shared/ui/deferred-module';
import type { SearchState } from './search-params';

export interface PriceRangeViewProps {
  value: number[];
  setValue(value: number[]): void;
  onCommit(value: number[]): void;
  label(amount: number): string;
  /** Prefix of the thumbs' hidden labels: `${id}-min`, `${id}-max`. */
  id: string;
}

type SliderModule = typeof import('./price-slider');
const loadSlider = () => import('./price-slider');
let sliderModule: SliderModule | null = null;
let sliderLoading: Promise<SliderModule> | null = null;
function requestSlider(): Promise<SliderModule> {
  sliderLoading ??= loadSlider().then(
    (module) => {
      sliderModule = module;
      return module;
    },
    (error: unknown) => {
      sliderLoading = null; // offline: the next focus or pointer retries
      throw error;
    },
  );
  return sliderLoading;
}

const percent = (amount: number) =>
  ((amount - PRICE_SLIDER.min) / (PRICE_SLIDER.max - PRICE_SLIDER.min)) * 100;

/**
 * What the slider looks like before its machine has loaded: the same slots styled by the same recipe, and
 * thumbs that are already focusable sliders with their names and values, so the page's first paint, a
 * screen reader and axe see the final control. Focus or a press on it loads the real one at once, which
 * then takes over (focus moves to the same thumb).
 */
function StaticPriceSlider({
  value,
  label,
  id,
  onActivate,
}: Pick<PriceRangeViewProps, 'value' | 'label' | 'id'> & { onActivate(thumb: number | null): void }) {
  const { t } = useTranslation('search');
  const recipe = useSlotRecipe({ key: 'slider' });
  const styles = recipe({});
  const [low = PRICE_SLIDER.min, high = PRICE_SLIDER.max] = value;
  const thumbs = [low, high];
  return (
    <chakra.div css={styles.root} colorPalette="brand" data-static-slider="">
      <HStack justify="space-between">
        <chakra.span css={styles.label} fontWeight="semibold">
          {t('filters.price')}
        </chakra.span>
        <Text fontSize="sm" color="fg.muted" aria-hidden="true">
          {label(low)} – {label(high)}
        </Text>
      </HStack>
      <chakra.div
        css={styles.control}
        touchAction="none"
        userSelect="none"
        onPointerDown={() => onActivate(null)}
      >
        <chakra.div css={styles.track} position="relative">
          <chakra.div
            css={styles.range}
            position="absolute"
            insetInlineStart={`${percent(low)}%`}
            insetInlineEnd={`${100 - percent(high)}%`}
          />
        </chakra.div>
        {thumbs.map((amount, index) => (
          <chakra.div
            // biome-ignore lint/suspicious/noArrayIndexKey: the two thumbs are fixed, min then max
            key={index}
            css={styles.thumb}
            position="absolute"
            transform="translateX(-50%)"
            // Zag's "contain" alignment: the thumb stays inside the track at both ends.
            insetInlineStart={`calc(${percent(amount)}% - (${percent(amount) / 100} - 0.5) * var(--slider-thumb-size))`}
            role="slider"
            tabIndex={0}
            aria-labelledby={`${id}-${index === 0 ? 'min' : 'max'}`}
            aria-orientation="horizontal"
            aria-valuemin={PRICE_SLIDER.min}
            aria-valuemax={PRICE_SLIDER.max}
            aria-valuenow={amount}
            aria-valuetext={label(amount)}
            onFocus={() => onActivate(index)}
          />
        ))}
      </chakra.div>
    </chakra.div>
  );
}

/**
 * The price range filter. Its static look-alike paints first; the real Chakra slider (price-slider.tsx)
 * loads once the page is idle, or at once on focus or a press, and replaces it.
 */
export function PriceRange({
  state,
  onChange,
}: {
  state: SearchState;
  onChange(patch: Partial<SearchState>): void;
}) {
  const { t } = useTranslation('search');
  const { currency } = useCurrency();
  const symbol = CURRENCIES[currency].symbol;
  const [value, setValue] = useState<number[]>([state.minPrice, state.maxPrice]);
  // A new range from the URL (Clear all, Back) replaces the one being dragged. Not a remount (key): that
  // would take the focus off the thumb after each arrow key, which commits a value.
  const committed = `${state.minPrice}-${state.maxPrice}`;
  const [shown, setShown] = useState(committed);
  if (shown !== committed) {
    setShown(committed);
    setValue([state.minPrice, state.maxPrice]);
  }
  const [module, setModule] = useState<SliderModule | null>(sliderModule);
  const focusThumb = useRef<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const label = (amount: number) =>
    amount >= PRICE_SLIDER.max ? `${symbol}${PRICE_SLIDER.max}+` : `${symbol}${amount}`;

  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    const cancel = module
      ? undefined
      : whenIdle(() => {
          requestSlider().then(
            (loaded) => live.current && setModule(loaded),
            () => undefined,
          );
        });
    return () => {
      live.current = false;
      cancel?.();
    };
  }, [module]);

  // The real slider has replaced the look-alike: give the thumb the user was on its focus back.
  // Zag keeps the thumbs hidden until it has measured them (a frame or two), and a hidden one takes no focus.
  useEffect(() => {
    const index = focusThumb.current;
    if (!module || index === null) return;
    focusThumb.current = null;
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const thumb = rootRef.current?.querySelectorAll<HTMLElement>('[role="slider"]')[index];
      thumb?.focus();
      tries += 1;
      if (thumb && document.activeElement !== thumb && tries < 30) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [module]);

  const activate = (thumb: number | null) => {
    focusThumb.current = thumb;
    requestSlider().then(
      (loaded) => live.current && setModule(loaded),
      () => undefined,
    );
  };

  const view: PriceRangeViewProps = {
    value,
    setValue,
    onCommit: ([minPrice = PRICE_SLIDER.min, maxPrice = PRICE_SLIDER.max]) =>
      onChange({ minPrice, maxPrice }),
    label,
    id,
  };
  return (
    <div ref={rootRef}>
      {module ? (
        <module.PriceSlider {...view} />
      ) : (
        <StaticPriceSlider value={value} label={label} id={id} onActivate={activate} />
      )}
      <VisuallyHidden id={`${id}-min`}>{t('filters.minPrice')}</VisuallyHidden>
      <VisuallyHidden id={`${id}-max`}>{t('filters.maxPrice')}</VisuallyHidden>
    </div>
  );
}
