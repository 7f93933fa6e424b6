import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  chakra,
  EmptyState,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuMessageSquare } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { UserAvatar } from '../../layout/header/user-avatar';
import { BlockButton } from '../../moderation/components/block-button';
import { ReportButton } from '../../moderation/components/report-button';
import { MESSAGE_THREAD_QUERY } from '../graphql/message-thread.query';
import { useOpenThread } from '../hooks/open-thread';
import { useMarkThreadRead } from '../hooks/use-mark-thread-read';
import { useSendMessage } from '../hooks/use-send-message';
import { formatMessageTime, isoTime, partyName, senderLabel } from '../model/message-format';
import { threadVariables, unreadFrom } from '../model/messaging-cache';
import { requestBookingId } from '../model/notice';
import { messageText } from '../model/system-message';
import { messageSide, threadForDisplay } from '../model/thread-view';
import type { MessageParty, MessageView } from '../model/types';
import { BookingRequestCard, BookingStateLine } from './booking-card';
import { MessageComposer } from './message-composer';

function Bubble({ message, meId }: { message: MessageView; meId: number }) {
  const { t } = useTranslation('messaging');
  const fmt = useFormat();
  const side = messageSide(message, meId);
  const text = messageText(message, t, fmt);
  const time = (
    <chakra.time dateTime={isoTime(message.createdAt)} fontSize="xs" color="fg.muted" display="block" mt="1">
      {formatMessageTime(message.createdAt, fmt)}
    </chakra.time>
  );
  const itemLink = message.relatedItemId ? (
    <Link
      asChild
      fontSize="xs"
      color={side === 'own' ? 'inherit' : 'brand.fg'}
      textDecoration="underline"
      mt="1"
    >
      <RouterLink to={buildPath(PATHS.item, { id: message.relatedItemId })}>
        {t('thread.viewItem')}
      </RouterLink>
    </Link>
  ) : null;
  // A booking's messages say where it is now: the request carries its card (the owner answers there), the
  // later ones a line with its current state.
  const requestId = requestBookingId(message);
  const booking = requestId ? (
    <BookingRequestCard bookingId={requestId} />
  ) : message.bookingId ? (
    <BookingStateLine bookingId={message.bookingId} />
  ) : null;
  if (side === 'system') {
    return (
      <Box as="li" alignSelf="center" maxW="85%" textAlign="center" data-testid="message" data-side="system">
        <Box px="3" py="2" rounded="lg" bg="bg.subtle" borderWidth="1px" borderColor="border.muted">
          {/* Plain text: a message is never interpreted as HTML. */}
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            {text}
          </Text>
          {booking}
          {itemLink}
        </Box>
        {time}
      </Box>
    );
  }
  const own = side === 'own';
  return (
    <Box
      as="li"
      alignSelf={own ? 'flex-end' : 'flex-start'}
      maxW="80%"
      textAlign={own ? 'end' : 'start'}
      data-testid="message"
      data-side={side}
    >
      <Box
        px="3"
        py="2"
        rounded="2xl"
        roundedBottomRight={own ? 'sm' : '2xl'}
        roundedBottomLeft={own ? '2xl' : 'sm'}
        bg={own ? 'brand.solid' : 'bg.muted'}
        color={own ? 'brand.contrast' : 'fg'}
        textAlign="start"
      >
        <Text as="span" srOnly>
          {t('party.speaker', { name: own ? t('party.you') : senderLabel(message, t) })}
        </Text>
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {text}
        </Text>
        {booking}
        {itemLink}
      </Box>
      {time}
    </Box>
  );
}

export interface MessageThreadProps {
  party: MessageParty;
  meId: number;
  /** The conversation row's unread count (the thread may not hold every unread message). */
  unreadCount: number;
  /** Narrow screens show one panel at a time: the way back to the list. */
  backHref: string;
}

/**
 * Spec §2: the thread with one member — oldest first, mine on the right, each with 'MMM d, h:mm a' — and the text
 * box. 'Start a conversation with {name}' before any message. While it is on screen its messages are read, and new
 * ones (sent here, in another tab, or by the other member) appear as they happen.
 */
export function MessageThread({ party, meId, unreadCount, backHref }: MessageThreadProps) {
  const { t } = useTranslation('messaging');
  const name = partyName(party, t);
  const { data, error, loading, fetchMore, refetch } = useQuery(MESSAGE_THREAD_QUERY, {
    variables: threadVariables(party.id),
  });
  const { send, sending } = useSendMessage();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const nodes = data?.messageThread.nodes;
  const messages = nodes ? threadForDisplay(nodes) : null;
  const lastId = messages?.at(-1)?.id ?? null;
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);

  useOpenThread(party.id);
  useMarkThreadRead(party.id, Math.max(unreadCount, nodes ? unreadFrom(nodes, party.id) : 0));

  // The newest message stays in view as messages arrive, unless the reader has scrolled up to older ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  async function loadOlder() {
    const cursor = data?.messageThread.pageInfo.endCursor;
    if (!cursor) return;
    setLoadingOlder(true);
    const element = scroller.current;
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0;
    try {
      await fetchMore({
        variables: { after: cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          messageThread: {
            ...fetchMoreResult.messageThread,
            nodes: [...previous.messageThread.nodes, ...fetchMoreResult.messageThread.nodes],
          },
        }),
      });
      // Keep the message that was at the top where it was.
      requestAnimationFrame(() => {
        if (element) element.scrollTop = element.scrollHeight - fromBottom;
      });
    } catch {
      // The button stays for another try.
    } finally {
      setLoadingOlder(false);
    }
  }

  const failureText = (message: string | null) =>
    message ? translateServerMessage(message) : t('screen.checkConnection');

  let body: React.ReactNode;
  if (!messages && error) {
    body = (
      <Alert.Root status="error" rounded="lg" m="4" w="auto">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('thread.loadFailed')}</Alert.Title>
          <Alert.Description>{failureText(toAppError(error).message)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          {t('screen.tryAgain')}
        </Button>
      </Alert.Root>
    );
  } else if (!messages) {
    body = (
      <Stack gap="3" p="4" role="status" aria-busy={loading} aria-label={t('thread.loading')}>
        <Skeleton h="10" w="60%" rounded="2xl" />
        <Skeleton h="10" w="50%" rounded="2xl" alignSelf="flex-end" />
        <Skeleton h="10" w="40%" rounded="2xl" />
      </Stack>
    );
  } else if (messages.length === 0) {
    body = (
      <EmptyState.Root flex="1">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuMessageSquare />
          </EmptyState.Indicator>
          <EmptyState.Title>{t('thread.start', { name })}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <Stack gap="3" p="4">
        {data?.messageThread.pageInfo.hasNextPage ? (
          <Button
            size="xs"
            variant="outline"
            alignSelf="center"
            loading={loadingOlder}
            onClick={() => void loadOlder()}
          >
            {t('thread.loadOlder')}
          </Button>
        ) : null}
        <Stack
          as="ol"
          gap="3"
          listStyleType="none"
          aria-label={t('thread.messagesWith', { name })}
          data-testid="message-thread"
        >
          {messages.map((message) => (
            <Bubble key={message.id} message={message} meId={meId} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="0" h="full" minH="0" data-testid="thread-panel">
      <HStack px="3" py="2.5" gap="3" borderBottomWidth="1px" borderColor="border.muted" flexShrink="0">
        <Button asChild variant="ghost" size="sm" px="2" display={{ base: 'inline-flex', md: 'none' }}>
          <RouterLink to={backHref} aria-label={t('thread.back')}>
            <LuArrowLeft aria-hidden="true" />
          </RouterLink>
        </Button>
        <UserAvatar username={party.username || name} image={party.profileImage ?? null} />
        <Link asChild fontWeight="semibold" truncate>
          <RouterLink to={buildPath(PATHS.user, { id: party.id })}>{name}</RouterLink>
        </Link>
        <HStack gap="1" ms="auto" flexShrink={0}>
          <ReportButton targetType="user" targetId={party.id} />
          <BlockButton userId={party.id} name={name} />
        </HStack>
      </HStack>
      <Box
        ref={scroller}
        flex="1"
        minH="0"
        overflowY="auto"
        display="flex"
        flexDirection="column"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('thread.conversationWith', { name })}
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
        }}
      >
        {body}
      </Box>
      <MessageComposer
        recipientName={name}
        sending={sending}
        onSend={async (text) => (await send({ receiverId: party.id, text })) !== null}
      />
    </Stack>
  );
}
