import { HStack, Progress, Text } from '@chakra-ui/react';
import { type HealthColor, healthColor, healthScore } from '../../features/items/model/health-score';

const PALETTE: Record<HealthColor, string> = { green: 'green', yellow: 'yellow', red: 'red' };

/** Spec §2/§9: the item's health score bar, round(averageRating × 20), 85 without a rating. */
export function HealthScoreBar({ averageRating }: { averageRating: number }) {
  const score = healthScore(averageRating);
  const color = healthColor(score);
  return (
    <Progress.Root value={score} max={100} colorPalette={PALETTE[color]} size="sm" data-health={color}>
      <HStack justify="space-between" mb="1.5">
        <Progress.Label fontSize="sm" fontWeight="medium">
          Health score
        </Progress.Label>
        <Progress.ValueText fontSize="sm" fontWeight="semibold">
          {score}/100
        </Progress.ValueText>
      </HStack>
      <Progress.Track rounded="full">
        <Progress.Range />
      </Progress.Track>
      <Text srOnly>
        {color === 'green' ? 'Good condition' : color === 'yellow' ? 'Fair condition' : 'Poor condition'}
      </Text>
    </Progress.Root>
  );
}
