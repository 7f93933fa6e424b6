import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Badge, Box, Button, Card, Heading, HStack, Image, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { IDENTITY_REASON_MAX, IdentityCheckMessages, multilineText } from '@koalarent/core/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuIdCard } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { toAppError } from '../../../shared/errors/app-error';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { FormTextareaField } from '../../../shared/ui/form-textarea-field';
import { notify } from '../../../shared/ui/toaster';
import { ADMIN_IDENTITY_CHECKS_QUERY } from '../../identity/graphql/admin-identity-checks.query';
import { DECIDE_IDENTITY_CHECK_MUTATION } from '../../identity/graphql/decide-identity-check.mutation';
import { IDENTITY_CHECKS_CHANGED_SUBSCRIPTION } from '../../identity/graphql/identity-checks-changed.subscription';
import { userPath } from '../../items/model/item-links';
import { formatDateTime } from '../model/format';
import { FilteredQueue } from './admin-queue';

type Check = ResultOf<typeof ADMIN_IDENTITY_CHECKS_QUERY>['adminIdentityChecks'][number];
const FILTERS = ['submitted', 'verified', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];

/** The photos' signed links last five minutes: the queue asks for fresh ones before they run out. */
const LINK_REFRESH_MS = 4 * 60 * 1000;

/** The reject dialog's one field: the reason the member is shown (the server's own rule and messages). */
const RejectForm = z.object({
  reason: multilineText({ error: IdentityCheckMessages.reason })
    .trim()
    .min(1, IdentityCheckMessages.reasonRequired)
    .max(IDENTITY_REASON_MAX, IdentityCheckMessages.reasonTooLong),
});
type RejectForm = z.infer<typeof RejectForm>;

const nameOf = (check: Check) => check.fullName || `@${check.username}`;

function RejectDialog({
  check,
  onClose,
  finalFocus,
}: {
  check: Check;
  onClose(): void;
  finalFocus(): HTMLElement | null;
}) {
  const { t } = useTranslation('identity');
  const [decide] = useMutation(DECIDE_IDENTITY_CHECK_MUTATION, {
    refetchQueries: [{ query: ADMIN_IDENTITY_CHECKS_QUERY, variables: { status: 'submitted' } }],
    awaitRefetchQueries: true,
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<z.input<typeof RejectForm>, unknown, RejectForm>({
    resolver: zodResolver(RejectForm),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await decide({ variables: { id: check.id, decision: 'rejected', reason } });
      notify.success({ title: t('queue.rejectedDone', { name: nameOf(check) }) });
      onClose();
    } catch (caught) {
      const error = toAppError(caught);
      if (error.fieldErrors.reason) setError('reason', { type: 'server', message: error.fieldErrors.reason });
      notify.error({ title: t('queue.failed'), description: error.message ?? undefined });
    }
  });

  return (
    <FormDialog
      role="alertdialog"
      title={t('queue.rejectTitle')}
      description={t('queue.rejectDescription', { name: nameOf(check) })}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={() => void submit()}
      finalFocus={finalFocus}
      closeLabel={t('queue.close')}
      cancelLabel={t('queue.cancel')}
      submitLabel={t('queue.reject')}
      pendingLabel={t('queue.rejecting')}
      palette="red"
    >
      <FormTextareaField
        control={control}
        name="reason"
        label={t('queue.reason')}
        required
        rows={3}
        maxLength={IDENTITY_REASON_MAX}
        placeholder={t('queue.reasonPlaceholder')}
      />
    </FormDialog>
  );
}

/** One photo, as large as the card allows, opening the full image (the same signed link) in a new tab. */
function Photo({ url, label, name }: { url: string; label: string; name: string }) {
  const { t } = useTranslation('identity');
  return (
    <Box as="figure" m="0">
      <Link href={url} target="_blank" rel="noreferrer" aria-label={t('queue.openPhoto', { photo: label })}>
        <Image
          src={url}
          alt={t('queue.photoAlt', { photo: label, name })}
          w="full"
          h="56"
          objectFit="contain"
          bg="bg.muted"
          rounded="md"
          borderWidth="1px"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </Link>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
        {label}
      </Text>
    </Box>
  );
}

/** One check: the member, the documents and the selfie side by side, approve or reject with a reason. */
function CheckCard({ check }: { check: Check }) {
  const { t } = useTranslation('identity');
  const f = useFormat();
  const [decide, { loading }] = useMutation(DECIDE_IDENTITY_CHECK_MUTATION, {
    refetchQueries: [{ query: ADMIN_IDENTITY_CHECKS_QUERY, variables: { status: 'submitted' } }],
    awaitRefetchQueries: true,
  });
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const headingId = `identity-check-${check.id}`;
  const name = nameOf(check);
  const [front, back] = check.documentUrls ?? [];

  async function approve() {
    try {
      await decide({ variables: { id: check.id, decision: 'verified', reason: null } });
      notify.success({ title: t('queue.approved', { name }) });
    } catch (caught) {
      notify.error({ title: t('queue.failed'), description: toAppError(caught).message ?? undefined });
    }
  }

  return (
    <Card.Root as="li" variant="outline" aria-labelledby={headingId} data-testid="identity-check-card">
      <Card.Header>
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Box>
            <Heading as="h3" size="md" id={headingId}>
              {name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              @{check.username} ·{' '}
              {t('queue.submittedOn', { date: formatDateTime(String(check.createdAt), f) })}
            </Text>
          </Box>
          <Link asChild colorPalette="brand" fontSize="sm">
            <RouterLink to={userPath(check.userId)}>{t('queue.openProfile')}</RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {check.documentUrls && check.selfieUrl ? (
          <SimpleGrid
            role="group"
            columns={{ base: 1, md: back ? 3 : 2 }}
            gap="4"
            aria-label={t('queue.photos')}
          >
            {front ? <Photo url={front} label={t('queue.front')} name={name} /> : null}
            {back ? <Photo url={back} label={t('queue.back')} name={name} /> : null}
            <Photo url={check.selfieUrl} label={t('queue.selfie')} name={name} />
          </SimpleGrid>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('queue.photosDeleted')}
          </Text>
        )}
        {check.reason ? <Text fontSize="sm">{t('queue.reasonShown', { reason: check.reason })}</Text> : null}
      </Card.Body>
      <Card.Footer>
        {check.status === 'submitted' ? (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="brand" loading={loading} onClick={() => void approve()}>
              {t('queue.approve')}
            </Button>
            <Button
              ref={rejectButton}
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={loading}
              onClick={() => setRejecting(true)}
            >
              {t('queue.reject')}
            </Button>
          </HStack>
        ) : (
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <Badge colorPalette={check.status === 'verified' ? 'green' : 'red'}>
              {t(`queue.${check.status === 'verified' ? 'verified' : 'rejected'}`)}
            </Badge>
            <Text as="span">
              {t('queue.decidedOn', {
                date: formatDateTime(check.decidedAt ? String(check.decidedAt) : null, f),
              })}
            </Text>
          </HStack>
        )}
      </Card.Footer>
      {rejecting ? (
        <RejectDialog
          check={check}
          onClose={() => setRejecting(false)}
          finalFocus={() => rejectButton.current}
        />
      ) : null}
    </Card.Root>
  );
}

/** The admins' Identity queue (issue 26 §1): waiting checks first, oldest first; decided ones a click away. */
export function IdentityTab() {
  useNamespaces('identity');
  const { t } = useTranslation('identity');
  const [status, setStatus] = useState<Filter>('submitted');
  const checks = useQuery(ADMIN_IDENTITY_CHECKS_QUERY, {
    variables: { status },
    pollInterval: LINK_REFRESH_MS,
  });
  // Live like the rest of the dashboard: a check submitted or decided anywhere refreshes the list.
  useSubscription(IDENTITY_CHECKS_CHANGED_SUBSCRIPTION, {
    onData: () => void checks.refetch().catch(() => undefined),
  });

  return (
    <FilteredQueue
      heading={t('queue.heading')}
      values={FILTERS}
      selected={status}
      onSelect={setStatus}
      valueText={(value) => t(`queue.${value}`)}
      items={checks.data?.adminIdentityChecks}
      error={checks.error}
      onRetry={() => void checks.refetch().catch(() => undefined)}
      loadErrorTitle={t('queue.loadFailed')}
      emptyIcon={<LuIdCard />}
      emptyTitle={t('queue.empty')}
    >
      {(check) => <CheckCard check={check} />}
    </FilteredQueue>
  );
}
