import { Badge, Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../shared/i18n/format';
import { UserAvatar } from '../../layout/header/user-avatar';
import {
  formatListDate,
  isoTime,
  messagePreview,
  partyName,
  unreadBadgeLabel,
} from '../model/message-format';
import { messageText } from '../model/system-message';
import type { ConversationView } from '../model/types';

export interface ConversationListProps {
  conversations: readonly ConversationView[];
  selectedId: number | null;
  /** Where choosing a conversation leads (/messages/{id}, or the account tab's ?user={id}). */
  hrefFor(userId: number): string;
  meId: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/**
 * Spec §2: the conversation list — the other party's name (or 'User #id'), the last message's date ('MMM d'), a
 * preview and the unread badge — newest first. Each row is a link, so the browser's back button walks the threads.
 */
export function ConversationList({
  conversations,
  selectedId,
  hrefFor,
  meId,
  hasMore,
  loadingMore,
  onLoadMore,
}: ConversationListProps) {
  const { t } = useTranslation('messaging');
  const fmt = useFormat();
  return (
    <Stack gap="0" flex="1" minH="0" overflowY="auto" as="nav" aria-label={t('list.label')}>
      <Box as="ul" listStyleType="none" data-testid="conversation-list">
        {conversations.map((conversation) => {
          const party = conversation.otherUser;
          const name = partyName(party, t);
          const selected = party.id === selectedId;
          const badge = unreadBadgeLabel(conversation.unreadCount);
          const last = conversation.lastMessage;
          const mine = last.senderId === meId;
          return (
            <Box as="li" key={party.id} borderBottomWidth="1px" borderColor="border.muted">
              <Box
                asChild
                display="flex"
                gap="3"
                px="3"
                py="3"
                alignItems="flex-start"
                bg={selected ? 'brand.subtle' : undefined}
                borderInlineStartWidth="3px"
                borderInlineStartColor={selected ? 'brand.solid' : 'transparent'}
                _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '-2px',
                }}
              >
                <RouterLink
                  to={hrefFor(party.id)}
                  aria-current={selected ? 'page' : undefined}
                  data-testid="conversation-row"
                >
                  <UserAvatar username={party.username || name} image={party.profileImage ?? null} />
                  <Stack gap="0.5" flex="1" minW="0">
                    <HStack justify="space-between" gap="2" align="baseline">
                      <Text fontWeight={badge ? 'bold' : 'semibold'} fontSize="sm" truncate>
                        {name}
                      </Text>
                      <chakra.time
                        dateTime={isoTime(last.createdAt)}
                        fontSize="xs"
                        color="fg.muted"
                        flexShrink="0"
                      >
                        {formatListDate(last.createdAt, fmt)}
                      </chakra.time>
                    </HStack>
                    <HStack justify="space-between" gap="2">
                      <Text fontSize="sm" color={badge ? 'fg' : 'fg.muted'} truncate>
                        {mine ? t('list.youPrefix') : ''}
                        {messagePreview(messageText(last, t, fmt))}
                      </Text>
                      {badge ? (
                        <Badge
                          colorPalette="red"
                          variant="solid"
                          bg="red.700"
                          rounded="full"
                          size="xs"
                          flexShrink="0"
                          data-testid="conversation-unread"
                        >
                          <span aria-hidden="true">{badge}</span>
                          <chakra.span srOnly>
                            {t('list.unread', { count: conversation.unreadCount })}
                          </chakra.span>
                        </Badge>
                      ) : null}
                    </HStack>
                  </Stack>
                </RouterLink>
              </Box>
            </Box>
          );
        })}
      </Box>
      {hasMore ? (
        <Box p="3">
          <Button size="sm" variant="outline" w="full" loading={loadingMore} onClick={onLoadMore}>
            {t('list.loadMore')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
