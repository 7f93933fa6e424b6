import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  chakra,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarImportInput } from '@koalarent/core/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuCopy, LuRefreshCw, LuTrash2 } from 'react-icons/lu';
import type { z } from 'zod';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { notify } from '../../../shared/ui/toaster';
import { newIdempotencyKey } from '../../rental/model/booking-request';
import { ADD_CALENDAR_IMPORT_MUTATION } from '../graphql/add-calendar-import.mutation';
import { CALENDAR_SYNC_QUERY } from '../graphql/calendar-sync.query';
import { REMOVE_CALENDAR_IMPORT_MUTATION } from '../graphql/remove-calendar-import.mutation';
import { ROTATE_CALENDAR_FEED_MUTATION } from '../graphql/rotate-calendar-feed.mutation';
import { SYNC_CALENDAR_IMPORT_MUTATION } from '../graphql/sync-calendar-import.mutation';
import { type CalendarT, showDay } from '../model/calendar-text';

/** After a change to the imports, the calendar's blocked days and the imports' statuses are read again. */
const REFETCH = ['OwnerCalendar', 'CalendarSync'];

type Import = {
  id: number;
  url: string;
  name: string | null;
  status: string;
  errorCode: string | null;
  errorDetail: string | null;
  errorMessage: string | null;
  lastSyncAt: string | null;
  rangeCount: number;
  conflicts: readonly { bookingId: number; startDate: string; endDate: string }[];
};

const SYNC_ERRORS = new Set([
  'invalid_url',
  'refused_address',
  'unreachable',
  'timeout',
  'http_status',
  'too_many_redirects',
  'too_large',
  'not_ical',
  'invalid_event',
  'too_many_events',
]);

/** Why an import's last sync changed nothing, in the language on screen (the server's English as a fallback). */
function syncErrorText(entry: Import, t: CalendarT): string {
  const code = entry.errorCode;
  if (code && SYNC_ERRORS.has(code)) {
    const detail = entry.errorDetail ?? '';
    return t(`calendar.sync.errors.${code as 'timeout'}`, { detail });
  }
  return entry.errorMessage ? translateServerMessage(entry.errorMessage) : t('calendar.sync.errors.unknown');
}

function failure(caught: unknown, t: CalendarT): string {
  const error = toAppError(caught);
  return error.message ? translateServerMessage(error.message) : t('calendar.tryAgain');
}

/** The listing's own feed: its secret address to copy into another calendar, and a new address on request. */
function ExportFeed({ itemId, icalUrl }: { itemId: number; icalUrl: string }) {
  const { t } = useTranslation('listing');
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [rotate, { loading }] = useMutation(ROTATE_CALENDAR_FEED_MUTATION, {
    refetchQueries: ['CalendarSync'],
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(icalUrl);
      notify.success({ title: t('calendar.sync.copied'), description: t('calendar.sync.copiedText') });
    } catch {
      input.current?.select();
      notify.error({ title: t('calendar.sync.copyFailed'), description: t('calendar.sync.copyFailedText') });
    }
  }

  async function renew() {
    try {
      await rotate({ variables: { itemId, idempotencyKey: newIdempotencyKey() }, awaitRefetchQueries: true });
      setConfirming(false);
      notify.success({ title: t('calendar.sync.rotated'), description: t('calendar.sync.rotatedText') });
    } catch (caught) {
      notify.error({ title: t('calendar.sync.rotateFailed'), description: failure(caught, t) });
    }
  }

  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {t('calendar.sync.exportHeading')}
      </Heading>
      <Text color="fg.muted">{t('calendar.sync.exportHelp')}</Text>
      <Field.Root>
        <Field.Label>{t('calendar.sync.feedLabel')}</Field.Label>
        <HStack w="full" gap="2">
          <Input ref={input} value={icalUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
            <LuCopy aria-hidden="true" />
            {t('calendar.sync.copy')}
          </Button>
        </HStack>
      </Field.Root>
      {confirming ? (
        <Alert.Root status="warning" rounded="lg">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Description>{t('calendar.sync.rotateWarning')}</Alert.Description>
            <HStack gap="2">
              <Button size="sm" colorPalette="brand" onClick={() => void renew()} loading={loading}>
                {t('calendar.sync.rotateConfirm')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={loading}>
                {t('calendar.sync.cancel')}
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => setConfirming(true)}>
          <LuRefreshCw aria-hidden="true" />
          {t('calendar.sync.rotate')}
        </Button>
      )}
    </Stack>
  );
}

/** One imported calendar: its name, status (with why, when the last sync failed), conflicts, Sync now and Remove. */
function ImportRow({ itemId, entry }: { itemId: number; entry: Import }) {
  const { t } = useTranslation('listing');
  const f = useFormat();
  const [sync, syncing] = useMutation(SYNC_CALENDAR_IMPORT_MUTATION, { refetchQueries: REFETCH });
  const [remove, removing] = useMutation(REMOVE_CALENDAR_IMPORT_MUTATION, { refetchQueries: REFETCH });
  const label = entry.name ?? entry.url;
  const busy = syncing.loading || removing.loading;

  async function syncNow() {
    try {
      const { data } = await sync({
        variables: { itemId, importId: entry.id, idempotencyKey: newIdempotencyKey() },
        awaitRefetchQueries: true,
      });
      const ok = data?.syncCalendarImport.status === 'ok';
      if (ok)
        notify.success({
          title: t('calendar.sync.synced'),
          description: t('calendar.sync.syncedText', { name: label }),
        });
      else
        notify.error({
          title: t('calendar.sync.syncFailed'),
          description: t('calendar.sync.syncFailedText', { name: label }),
        });
    } catch (caught) {
      notify.error({ title: t('calendar.sync.syncFailed'), description: failure(caught, t) });
    }
  }

  async function removeImport() {
    try {
      await remove({
        variables: { itemId, importId: entry.id, idempotencyKey: newIdempotencyKey() },
        awaitRefetchQueries: true,
      });
      notify.success({
        title: t('calendar.sync.removed'),
        description: t('calendar.sync.removedText', { name: label }),
      });
    } catch (caught) {
      notify.error({ title: t('calendar.sync.removeFailed'), description: failure(caught, t) });
    }
  }

  const status = entry.status === 'ok' || entry.status === 'error' ? entry.status : 'pending';
  return (
    <Card.Root as="li" variant="outline" rounded="lg">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" wordBreak="break-all">
              {label}
            </Text>
            {entry.name ? (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {entry.url}
              </Text>
            ) : null}
          </Stack>
          <Badge
            variant="outline"
            colorPalette={status === 'ok' ? 'green' : status === 'error' ? 'red' : 'gray'}
          >
            {t(`calendar.sync.status.${status}`)}
          </Badge>
        </HStack>
        {status === 'error' ? (
          <Text fontSize="sm" color="fg.error">
            {syncErrorText(entry, t)}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {entry.lastSyncAt
            ? t('calendar.sync.lastSync', { when: f.dateTime(entry.lastSyncAt), count: entry.rangeCount })
            : t('calendar.sync.neverSynced')}
        </Text>
        {entry.conflicts.map((conflict) => (
          <Text key={conflict.bookingId} fontSize="sm" color="fg.warning">
            {t('calendar.sync.conflict', {
              id: String(conflict.bookingId),
              start: showDay(conflict.startDate, f),
              end: showDay(conflict.endDate, f),
            })}
          </Text>
        ))}
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void syncNow()}
            loading={syncing.loading}
            disabled={busy}
            aria-label={t('calendar.sync.syncNowFor', { name: label })}
          >
            <LuRefreshCw aria-hidden="true" />
            {t('calendar.sync.syncNow')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => void removeImport()}
            loading={removing.loading}
            disabled={busy}
            aria-label={t('calendar.sync.removeFor', { name: label })}
          >
            <LuTrash2 aria-hidden="true" />
            {t('calendar.sync.remove')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** What the form holds: the name stays '' until the schema turns an empty one into null. */
type ImportFormValues = z.input<typeof CalendarImportInput>;

/** Adds an external calendar (its address, an optional name), validated with core's CalendarImportInput. */
function AddImportForm({ itemId }: { itemId: number }) {
  const { t } = useTranslation('listing');
  const [add] = useMutation(ADD_CALENDAR_IMPORT_MUTATION, { refetchQueries: REFETCH });
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<ImportFormValues, unknown, CalendarImportInput>({
    resolver: zodResolver(CalendarImportInput),
    defaultValues: { url: '', name: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (input) => {
    try {
      await add({
        variables: { itemId, input, idempotencyKey: newIdempotencyKey() },
        awaitRefetchQueries: true,
      });
      reset();
      notify.success({ title: t('calendar.sync.added'), description: t('calendar.sync.addedText') });
    } catch (caught) {
      const error = toAppError(caught);
      const fieldMessage = error.fieldErrors.url ?? error.fieldErrors.name;
      const message =
        fieldMessage ?? (error.message ? translateServerMessage(error.message) : t('calendar.tryAgain'));
      setError(error.fieldErrors.name && !error.fieldErrors.url ? 'name' : 'url', {
        type: 'server',
        message,
      });
      notify.error({ title: t('calendar.sync.addFailed'), description: message });
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="import-heading">
      <Stack gap="3">
        <FormTextField
          control={control}
          name="url"
          label={t('calendar.sync.urlLabel')}
          helperText={t('calendar.sync.urlHelp')}
          type="url"
          inputMode="url"
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="name"
          label={t('calendar.sync.nameLabel')}
          helperText={t('calendar.sync.nameHelp')}
          autoComplete="off"
        />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isSubmitting}>
          {t('calendar.sync.add')}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/**
 * Calendars synced both ways (issue 23 §3), for the owner's calendar screen: the listing's secret iCal feed (copy,
 * get a new address) and the external calendars it imports, each with its status, conflicts, Sync now and Remove.
 */
export function CalendarSync({ itemId }: { itemId: number }) {
  const { t } = useTranslation('listing');
  const { data, error, refetch } = useQuery(CALENDAR_SYNC_QUERY, {
    variables: { itemId },
    fetchPolicy: 'network-only',
  });

  return (
    <Stack as="section" aria-labelledby="sync-heading" gap="5">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="sync-heading">
          {t('calendar.sync.heading')}
        </Heading>
        <Text color="fg.muted">{t('calendar.sync.description')}</Text>
      </Stack>
      {error && !data ? (
        <Alert.Root status="error" rounded="lg" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('calendar.sync.loadFailed')}</Alert.Title>
            <Button size="sm" variant="outline" alignSelf="flex-start" mt="2" onClick={() => void refetch()}>
              {t('calendar.retry')}
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : data ? (
        <>
          <ExportFeed itemId={itemId} icalUrl={data.availabilityRules.icalUrl} />
          <Stack gap="3">
            <Heading as="h3" size="md" id="import-heading">
              {t('calendar.sync.importHeading')}
            </Heading>
            <Text color="fg.muted">{t('calendar.sync.importHelp')}</Text>
            {data.calendarImports.length === 0 ? (
              <Text color="fg.muted">{t('calendar.sync.noImports')}</Text>
            ) : (
              <Stack as="ul" gap="3" listStyleType="none" aria-label={t('calendar.sync.importsList')}>
                {data.calendarImports.map((entry) => (
                  <ImportRow key={entry.id} itemId={itemId} entry={entry} />
                ))}
              </Stack>
            )}
            <AddImportForm itemId={itemId} />
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
