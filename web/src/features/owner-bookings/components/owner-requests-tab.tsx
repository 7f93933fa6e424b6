import { useQuery } from '@apollo/client/react';
import { Badge, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuInbox } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import {
  BookingsLoadFailed,
  BookingsLoading,
  EmptyBookingGroup,
} from '../../bookings/components/booking-list-states';
import { parseRouteId } from '../../listing/route-id';
import { LeaveReviewDialog } from '../../reviews/components/leave-review-dialog';
import { OWNER_BOOKINGS_QUERY } from '../graphql/owner-bookings.query';
import { useOwnerCommands } from '../hooks/use-owner-commands';
import {
  groupOwnerBookings,
  initialSection,
  OWNER_SECTIONS,
  type OwnerAction,
  type OwnerSection,
  ownerSectionOf,
  partyName,
} from '../model/owner-bookings';
import { EarningsPanel } from './earnings-panel';
import { OwnerActionDialogs, type PendingDialog } from './owner-action-dialogs';
import { type OwnerBooking, OwnerBookingCard } from './owner-booking-card';

type SubTab = OwnerSection | 'earnings';

/** Whether an element is still on screen (a card that moved section leaves its button behind, or hidden). */
function isShown(element: HTMLElement | null): element is HTMLElement {
  return Boolean(element?.isConnected) && (element as HTMLElement).getClientRects().length > 0;
}

/**
 * The account page's Requests tab (issue 8 §6): the owner's side of every rental of their items — requests to
 * answer, hand-overs, items out, returns to check, damage claims, the past — and what they earned. The buttons on
 * each card are the server's `allowedActions` for the owner.
 */
export function OwnerRequestsTab() {
  // Shown inside the profile page, whose route loads other namespaces.
  useNamespaces('ownerBookings', 'money', 'progress');
  const { t } = useTranslation('ownerBookings');
  const f = useFormat();
  const { data, loading, error, refetch } = useQuery(OWNER_BOOKINGS_QUERY);
  const failure = error ? toAppError(error).message : null;
  const commands = useOwnerCommands();
  const bookings = data?.ownerBookings;
  const groups = useMemo(() => groupOwnerBookings(bookings ?? []), [bookings]);

  // The sub-tab opens on the first section that asks something of the owner, chosen once when the list first
  // arrives; later changes (a request approved) do not move the owner elsewhere.
  // ?booking={id} (a link from the owner's calendar) opens that booking's section instead, its card in view.
  const [params] = useSearchParams();
  const linked = parseRouteId(params.get('booking') ?? undefined);
  const [chosen, setChosen] = useState<SubTab | null>(null);
  // Adjusting state while rendering (React's pattern for state derived once from props): set before paint.
  if (chosen === null && bookings) {
    const target = linked === null ? undefined : bookings.find((booking) => booking.id === linked);
    setChosen(target ? ownerSectionOf(target) : initialSection(groups));
  }
  const tab: SubTab = chosen ?? 'requests';
  const linkedShown = useRef(false);
  useEffect(() => {
    if (linkedShown.current || linked === null || !bookings) return;
    const heading = document.querySelector<HTMLElement>(`[data-booking-heading="${linked}"]`);
    if (!heading) return;
    linkedShown.current = true;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  });

  const [dialog, setDialog] = useState<PendingDialog | null>(null);
  const [reviewing, setReviewing] = useState<OwnerBooking | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: OwnerAction } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus goes back to the button that opened a dialog, or, when the card moved to another section, the heading.
  const focusTarget = () => (isShown(returnFocus.current) ? returnFocus.current : (heading.current ?? null));

  async function onAction(action: OwnerAction, booking: OwnerBooking, trigger: HTMLElement) {
    returnFocus.current = trigger;
    if (action === 'review') {
      setReviewing(booking);
      return;
    }
    if (action !== 'approve') {
      setDialog({ action, booking });
      return;
    }
    setBusy({ id: booking.id, action });
    await commands.approve(booking);
    setBusy(null);
    // The approved card leaves Requests for Hand-over: focus must not be lost with its button.
    if (!isShown(returnFocus.current)) heading.current?.focus();
  }

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
        {t('tab.heading')}
      </Heading>
      {error && !bookings ? (
        <BookingsLoadFailed
          title={t('tab.loadFailed')}
          description={failure ? translateServerMessage(failure) : t('tab.checkConnection')}
          retryLabel={t('tab.tryAgain')}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : loading && !bookings ? (
        <BookingsLoading label={t('tab.loading')} count={3} cardHeight="40" gap="3" />
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setChosen(details.value as SubTab)}
          variant="enclosed"
          colorPalette="brand"
          size="sm"
        >
          <Tabs.List overflowX="auto" aria-label={t('tab.sectionsLabel')}>
            {OWNER_SECTIONS.map((section) => (
              <Tabs.Trigger key={section} value={section} whiteSpace="nowrap" flexShrink={0}>
                {t(`sections.${section}`)} ({f.number(groups[section].length)})
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value="earnings" whiteSpace="nowrap" flexShrink={0}>
              {t('tab.earnings')}
            </Tabs.Trigger>
          </Tabs.List>
          {OWNER_SECTIONS.map((section) => (
            <Tabs.Content key={section} value={section} pt="5">
              {groups[section].length === 0 ? (
                <EmptyBookingGroup
                  icon={LuInbox}
                  title={t(`empty.${section}.title`)}
                  description={t(`empty.${section}.description`)}
                />
              ) : (
                <Stack as="ul" gap="4" listStyleType="none" aria-label={t(`sections.${section}`)}>
                  {groups[section].map((booking) => (
                    <OwnerBookingCard
                      key={booking.id}
                      booking={booking}
                      busy={busy?.id === booking.id ? busy.action : null}
                      onAction={(action, target, trigger) => void onAction(action, target, trigger)}
                      now={new Date()}
                    />
                  ))}
                </Stack>
              )}
            </Tabs.Content>
          ))}
          <Tabs.Content value="earnings" pt="5">
            <EarningsPanel />
          </Tabs.Content>
        </Tabs.Root>
      )}

      <OwnerActionDialogs
        pending={dialog}
        commands={commands}
        onClose={() => setDialog(null)}
        finalFocus={focusTarget}
        onBusyChange={(running) =>
          setBusy(running && dialog ? { id: dialog.booking.id, action: dialog.action } : null)
        }
      />
      <LeaveReviewDialog
        booking={reviewing ? { id: reviewing.id, itemTitle: reviewing.item?.title ?? null } : null}
        subjectName={reviewing ? partyName(reviewing.renter) : ''}
        writer="owner"
        onClose={() => setReviewing(null)}
        finalFocus={focusTarget}
      />
    </Stack>
  );
}

/** The account tab's label with its badge: requests waiting for the owner's answer (spec §9 caps badges at 9+). */
export function RequestsTabLabel({ waiting }: { waiting: number }) {
  useNamespaces('ownerBookings', 'money', 'progress');
  const { t } = useTranslation('ownerBookings');
  const f = useFormat();
  return (
    <HStack as="span" gap="1.5">
      {t('tab.heading')}
      {waiting > 0 ? (
        <>
          <Badge colorPalette="red" variant="solid" bg="red.700" size="xs" rounded="full" aria-hidden="true">
            {waiting > 9 ? `${f.number(9)}+` : f.number(waiting)}
          </Badge>
          <Text as="span" srOnly>
            {t('tab.waiting', { count: waiting })}
          </Text>
        </>
      ) : null}
    </HStack>
  );
}
