import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { localIsoDate } from '@koalarent/core/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { type DateRange, dateRangeProblem, NO_DATES } from '../../features/items/model/date-range';
import { useHydrated } from '../../shared/hydration/use-hydrated';
import { buildPath, PATHS } from '../../shared/routes/paths';

/** Where the hero's "When?" leads: /search with the dates (issue 23 §4), or plain /search without. */
function dateSearchPath(range: DateRange): string {
  return range.startDate && range.endDate
    ? buildPath(PATHS.search, {}, { startDate: range.startDate, endDate: range.endDate })
    : PATHS.search;
}

/**
 * Issue 23 §4: the home hero's "When?": the first and last day of a rental, handed to /search, which shows only the
 * items free on every one of them. The visitor's today (the earliest first day) is read once the page has hydrated.
 */
export function WhenField() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const today = hydrated ? localIsoDate(new Date()) : null;
  const [range, setRange] = useState<DateRange>(NO_DATES);
  const [problem, setProblem] = useState<ReturnType<typeof dateRangeProblem>>(null);

  function pick(patch: Partial<DateRange>) {
    setRange((current) => ({ ...current, ...patch }));
    setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = dateRangeProblem(range, localIsoDate(new Date()));
    setProblem(found);
    if (found === null) navigate(dateSearchPath(range));
  }

  return (
    <Box
      as="form"
      onSubmit={submit}
      role="search"
      aria-label={t('hero.when')}
      bg="whiteAlpha.200"
      borderWidth="1px"
      borderColor="whiteAlpha.300"
      rounded="2xl"
      p="4"
      maxW="xl"
    >
      <Stack gap="3">
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          {t('hero.when')}
        </Text>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root flex="1" minW="9rem">
            <Field.Label color="whiteAlpha.900" fontSize="sm">
              {t('hero.from')}
            </Field.Label>
            <Input
              type="date"
              name="startDate"
              bg="white"
              color="gray.900"
              value={range.startDate}
              min={today ?? undefined}
              onChange={(event) => pick({ startDate: event.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root flex="1" minW="9rem">
            <Field.Label color="whiteAlpha.900" fontSize="sm">
              {t('hero.to')}
            </Field.Label>
            <Input
              type="date"
              name="endDate"
              bg="white"
              color="gray.900"
              value={range.endDate}
              min={range.startDate || today || undefined}
              onChange={(event) => pick({ endDate: event.currentTarget.value })}
            />
          </Field.Root>
          <Button type="submit" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} rounded="full">
            <LuCalendarSearch aria-hidden="true" />
            {t('hero.findAvailable')}
          </Button>
        </HStack>
        {problem ? (
          <Text
            role="alert"
            fontSize="sm"
            fontWeight="medium"
            bg="white"
            color="red.700"
            rounded="md"
            px="2"
            py="1"
          >
            {t(`hero.dateProblems.${problem}`)}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
