import { Box, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { chartData } from '../model/demand';

/** The two series' colours (canvas strokes take no theme tokens); both read on light and dark backgrounds. */
const SEARCHES_COLOUR = '#2f855a';
const PAGE_VIEWS_COLOUR = '#3182ce';
const HEIGHT = 220;

export interface DemandChartProps {
  buckets: readonly { start: string; searches: number; pageViews: number }[];
  /** What the chart shows, in words (the canvas says nothing to a screen reader). */
  summary: string;
}

/**
 * Searches and page views over the range as two lines (uPlot, MIT). The library and its styles are fetched with
 * the first chart, so they stay out of every bundle but this one's; it draws in the browser only (an effect).
 */
export function DemandChart({ buckets, summary }: DemandChartProps) {
  const { t } = useTranslation('admin');
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const [ready, setReady] = useState(false);
  const data = chartData(buckets);
  const key = JSON.stringify(data);

  // The chart is made once; later data only replaces its series.
  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      const element = holder.current;
      if (cancelled || !element) return;
      const axisColour = getComputedStyle(element).color;
      const grid = { stroke: 'rgba(128, 128, 128, 0.2)', width: 1 };
      const axis = { stroke: axisColour, grid, ticks: grid };
      chart.current = new UPlot(
        {
          width: Math.max(element.clientWidth, 200),
          height: HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          axes: [axis, axis],
          series: [
            {},
            { label: t('demand.chart.searches'), stroke: SEARCHES_COLOUR, width: 2 },
            { label: t('demand.chart.pageViews'), stroke: PAGE_VIEWS_COLOUR, width: 2 },
          ],
        },
        [[], [], []],
        element,
      );
      observer = new ResizeObserver(() => {
        chart.current?.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT });
      });
      observer.observe(element);
      setReady(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [t]);

  useEffect(() => {
    if (ready) chart.current?.setData(JSON.parse(key) as uPlot.AlignedData);
  }, [ready, key]);

  return (
    <Box>
      <HStack gap="4" mb="2" fontSize="sm" aria-hidden="true">
        <HStack gap="1.5">
          <Box w="3" h="0.5" bg={SEARCHES_COLOUR} />
          <Text>{t('demand.chart.searches')}</Text>
        </HStack>
        <HStack gap="1.5">
          <Box w="3" h="0.5" bg={PAGE_VIEWS_COLOUR} />
          <Text>{t('demand.chart.pageViews')}</Text>
        </HStack>
      </HStack>
      <Box position="relative" minH={`${HEIGHT}px`}>
        {/* The figure's words are its label; what uPlot draws inside is decoration to assistive technology. */}
        <Box ref={holder} role="img" aria-label={summary} color="fg.muted" data-testid="demand-chart" />
        {ready ? null : (
          <Skeleton position="absolute" inset="0" rounded="md" aria-label={t('demand.chart.loading')} />
        )}
      </Box>
    </Box>
  );
}
