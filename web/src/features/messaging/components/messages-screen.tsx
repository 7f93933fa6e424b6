import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, EmptyState, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMessageSquare, LuMessagesSquare } from 'react-icons/lu';
import { toAppError } from '../../../shared/errors/app-error';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { useSession } from '../../auth/hooks/session-context';
import { CONVERSATIONS_QUERY } from '../graphql/conversations.query';
import { MESSAGE_PARTY_QUERY } from '../graphql/message-party.query';
import { CONVERSATIONS_VARIABLES } from '../model/messaging-cache';
import type { ConversationView, MessageParty } from '../model/types';
import { ConversationList } from './conversation-list';
import { MessageThread } from './message-thread';

/** Spec §2/§9: the messages panel is 500px tall; the list and the thread scroll inside it. */
const PANEL_HEIGHT = '500px';

export interface MessagesScreenProps {
  /** The member whose chat is open (from /messages/{id}, ?user={id}), or null. */
  selectedId: number | null;
  /** Something was asked for that is not a member id (/messages/abc). */
  invalidTarget?: boolean;
  /** Where a conversation row leads. */
  hrefFor(userId: number): string;
  /** The list without a chat open (narrow screens' way back). */
  listHref: string;
}

function Notice({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState.Root flex="1" display="flex" alignItems="center" justifyContent="center">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuMessagesSquare />
        </EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The chat with someone who is not in the list yet: who they are, from the server (NOT_FOUND 'User not found'). */
function NewChat({ userId, meId, listHref }: { userId: number; meId: number; listHref: string }) {
  const { t } = useTranslation('messaging');
  const { data, error, refetch } = useQuery(MESSAGE_PARTY_QUERY, { variables: { userId } });
  if (data) {
    return <MessageThread party={data.messageParty} meId={meId} unreadCount={0} backHref={listHref} />;
  }
  if (error) {
    const appError = toAppError(error);
    if (appError.code === 'NOT_FOUND') return <Notice title={t('screen.userNotFound')} />;
    return (
      <Alert.Root status="error" m="4" w="auto" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('screen.openFailed')}</Alert.Title>
          <Alert.Description>
            {appError.message ? translateServerMessage(appError.message) : t('screen.checkConnection')}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          {t('screen.tryAgain')}
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Stack p="4" gap="3" role="status" aria-busy="true" aria-label={t('screen.loadingConversation')}>
      <Skeleton h="8" w="40%" />
      <Skeleton h="10" w="60%" rounded="2xl" />
    </Stack>
  );
}

/**
 * Spec §2 Messages (the /messages page and the account page's Messages tab): the conversation list on the left, the
 * open thread on the right, 500px tall. On narrow screens one panel shows at a time.
 */
export function MessagesScreen({
  selectedId,
  invalidTarget = false,
  hrefFor,
  listHref,
}: MessagesScreenProps) {
  // Shown on /messages and in the account page's Messages tab.
  useNamespaces('messaging');
  const { t } = useTranslation('messaging');
  const { user } = useSession();
  const meId = user?.id ?? 0;
  const { data, error, loading, fetchMore, refetch } = useQuery(CONVERSATIONS_QUERY, {
    variables: CONVERSATIONS_VARIABLES,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const conversations = data?.conversations.nodes;
  const selected: ConversationView | undefined =
    selectedId === null ? undefined : conversations?.find((row) => row.otherUser.id === selectedId);
  const chatOpen = selectedId !== null || invalidTarget;

  async function loadMore() {
    const cursor = data?.conversations.pageInfo.endCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: cursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.conversations.nodes.map((row) => row.otherUser.id));
          return {
            conversations: {
              ...fetchMoreResult.conversations,
              nodes: [
                ...previous.conversations.nodes,
                ...fetchMoreResult.conversations.nodes.filter((row) => !known.has(row.otherUser.id)),
              ],
            },
          };
        },
      });
    } catch {
      // The button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  }

  const failureText = (message: string | null) =>
    message ? translateServerMessage(message) : t('screen.checkConnection');

  let list: React.ReactNode;
  if (!conversations && error) {
    list = (
      <Alert.Root status="error" m="3" w="auto" rounded="lg" flexDirection="column">
        <Alert.Content>
          <Alert.Title>{t('screen.loadFailed')}</Alert.Title>
          <Alert.Description>{failureText(toAppError(error).message)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          {t('screen.tryAgain')}
        </Button>
      </Alert.Root>
    );
  } else if (!conversations) {
    list = (
      <Stack gap="2" p="3" role="status" aria-busy={loading} aria-label={t('screen.loadingConversations')}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} h="14" rounded="md" />
        ))}
      </Stack>
    );
  } else if (conversations.length === 0) {
    list = <Notice title={t('screen.emptyTitle')} description={t('screen.emptyDescription')} />;
  } else {
    list = (
      <ConversationList
        conversations={conversations}
        selectedId={selectedId}
        hrefFor={hrefFor}
        meId={meId}
        hasMore={data?.conversations.pageInfo.hasNextPage ?? false}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
    );
  }

  let thread: React.ReactNode;
  if (invalidTarget) thread = <Notice title={t('screen.userNotFound')} />;
  else if (selectedId === null) {
    thread = <Notice title={t('screen.selectConversation')} />;
  } else if (selectedId === meId) {
    thread = <Notice title={t('screen.cannotMessageSelf')} />;
  } else if (selected) {
    thread = (
      <MessageThread
        key={selectedId}
        party={selected.otherUser as MessageParty}
        meId={meId}
        unreadCount={selected.unreadCount}
        backHref={listHref}
      />
    );
  } else if (!conversations && !error) {
    // The list will tell whether this is a known conversation.
    thread = <Box />;
  } else {
    thread = <NewChat key={selectedId} userId={selectedId} meId={meId} listHref={listHref} />;
  }

  return (
    <Grid
      templateColumns={{ base: '1fr', md: 'minmax(16rem, 1fr) 2fr' }}
      h={PANEL_HEIGHT}
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      overflow="hidden"
      bg="bg"
      data-testid="messages-panel"
    >
      <Stack
        gap="0"
        minH="0"
        borderInlineEndWidth={{ md: '1px' }}
        borderColor="border.muted"
        display={{ base: chatOpen ? 'none' : 'flex', md: 'flex' }}
      >
        <Text
          as="h2"
          px="4"
          py="3"
          fontWeight="semibold"
          borderBottomWidth="1px"
          borderColor="border.muted"
          flexShrink="0"
        >
          <LuMessageSquare style={{ display: 'inline', marginInlineEnd: '0.5rem' }} aria-hidden="true" />
          {t('screen.conversations')}
        </Text>
        {list}
      </Stack>
      <Stack gap="0" minH="0" display={{ base: chatOpen ? 'flex' : 'none', md: 'flex' }}>
        {thread}
      </Stack>
    </Grid>
  );
}
