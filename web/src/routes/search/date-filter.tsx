import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { localIsoDate } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { type DateRange, dateRangeProblem, hasDates, NO_DATES } from '../../features/items/model/date-range';
import { useHydrated } from '../../shared/hydration/use-hydrated';
import type { SearchState } from './search-params';

interface DateFilterProps {
  state: SearchState;
  onChange(patch: Partial<SearchState>): void;
}

/**
 * Issue 23 §4: the search's dates. A range applies once both days are picked and make sense (the URL keeps it, so a
 * search by dates can be shared); until then the fields say what is missing. The visitor's today (the earliest
 * first day) is read once the page has hydrated: the server's HTML cannot know it.
 */
export function DateFilter({ state, onChange }: DateFilterProps) {
  const { t } = useTranslation('search');
  const hydrated = useHydrated();
  const today = hydrated ? localIsoDate(new Date()) : null;
  const applied: DateRange = { startDate: state.startDate, endDate: state.endDate };
  const [range, setRange] = useState<DateRange>(applied);
  // The fields follow the URL when it changes elsewhere (Clear all, Back): React's "adjusting state on a prop change".
  const appliedKey = `${applied.startDate}/${applied.endDate}`;
  const [seen, setSeen] = useState(appliedKey);
  if (appliedKey !== seen) {
    setSeen(appliedKey);
    setRange(applied);
  }
  const problem = dateRangeProblem(range, today);

  function pick(patch: Partial<DateRange>) {
    const next = { ...range, ...patch };
    setRange(next);
    const complete = hasDates(next) || (next.startDate === '' && next.endDate === '');
    if (complete && dateRangeProblem(next, localIsoDate(new Date())) === null) onChange(next);
  }

  const missing = problem === 'needStart' || problem === 'needEnd';
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="semibold" mb="2">
        {t('filters.dates')}
      </Text>
      <Stack gap="2">
        <HStack gap="2" align="start">
          <Field.Root invalid={problem === 'past'}>
            <Field.Label fontSize="sm">{t('filters.from')}</Field.Label>
            <Input
              type="date"
              name="startDate"
              size="sm"
              value={range.startDate}
              min={today ?? undefined}
              onChange={(event) => pick({ startDate: event.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root invalid={problem === 'endBeforeStart'}>
            <Field.Label fontSize="sm">{t('filters.to')}</Field.Label>
            <Input
              type="date"
              name="endDate"
              size="sm"
              value={range.endDate}
              min={range.startDate || today || undefined}
              onChange={(event) => pick({ endDate: event.currentTarget.value })}
            />
          </Field.Root>
        </HStack>
        {problem && !missing ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {t(`filters.dateProblems.${problem}`)}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {problem ? t(`filters.dateProblems.${problem}`) : t('filters.datesHint')}
          </Text>
        )}
        {hasDates(applied) || range.startDate || range.endDate ? (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => {
              setRange(NO_DATES);
              if (hasDates(applied)) onChange(NO_DATES);
            }}
          >
            <LuX aria-hidden="true" />
            {t('filters.clearDates')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
