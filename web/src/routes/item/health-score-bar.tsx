import { Box, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type HealthColor, healthColor, healthScore } from '../../features/items/model/health-score';

const PALETTE: Record<HealthColor, string> = { green: 'green', yellow: 'yellow', red: 'red' };

/**
 * Spec §2/§9: the item's health score bar, round(averageRating × 20), 85 without a rating; green from 80,
 * yellow from 60, red below. A plain meter (role="meter", labelled by its caption; the condition word is in its value text) drawn as Chakra's small
 * progress bar looked: the Progress component would bring zag's progress machine for a static value.
 */
export function HealthScoreBar({ averageRating }: { averageRating: number }) {
  const score = healthScore(averageRating);
  const color = healthColor(score);
  const labelId = useId();
  const { t } = useTranslation('items');
  return (
    <Box colorPalette={PALETTE[color]} data-health={color}>
      <HStack justify="space-between" mb="1.5">
        <Text as="span" id={labelId} fontSize="sm" fontWeight="medium">
          {t('health.label')}
        </Text>
        <Text as="span" fontSize="sm" fontWeight="semibold" aria-hidden="true">
          {score}/100
        </Text>
      </HStack>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={t('health.valueText', { score: String(score), condition: t(`health.${color}`) })}
        h="2"
        rounded="full"
        overflow="hidden"
        bg="bg.muted"
      >
        <Box h="full" w={`${score}%`} bg="colorPalette.solid" />
      </Box>
    </Box>
  );
}
