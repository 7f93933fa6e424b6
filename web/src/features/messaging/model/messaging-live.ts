import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { TFunction } from 'i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { type Formatters, formattersFor } from '../../../shared/i18n/format';
import { i18n } from '../../../shared/i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../../../shared/i18n/language-selection';
import type { Notice } from '../../../shared/ui/toaster';
import { BOOKING_UPDATED_SUBSCRIPTION } from '../graphql/booking-updated.subscription';
import { MARK_CONVERSATION_READ_MUTATION } from '../graphql/mark-conversation-read.mutation';
import { MESSAGE_RECEIVED_SUBSCRIPTION } from '../graphql/message-received.subscription';
import { SEND_MESSAGE_MUTATION } from '../graphql/send-message.mutation';
import { UNREAD_COUNT_CHANGED_SUBSCRIPTION } from '../graphql/unread-count-changed.subscription';
import { messagePreview, senderLabel } from './message-format';
import {
  applyBookingUpdated,
  applyConversationRead,
  applyMessage,
  applyUnreadCount,
  isIncoming,
  otherPartyId,
} from './messaging-cache';
import { messageText } from './system-message';
import type { MessageView } from './types';

/**
 * Asks again for the named queries that a mounted screen is showing (others are fetched when next shown anyway).
 * By name from the active set, so a list nobody looks at is neither fetched nor warned about.
 */
function refetchShown(client: ApolloClient, names: readonly string[]): void {
  for (const query of client.getObservableQueries('active')) {
    if (query.queryName && names.includes(query.queryName)) void query.refetch().catch(() => undefined);
  }
}

const inFlightReads = new Map<string, Promise<number | null>>();

/**
 * markConversationRead, once at a time per member (opening a thread and a message arriving in it ask together),
 * then the cache shows the thread read and the badge the server's new total. Null when the server refused.
 */
export function markConversationRead(client: ApolloClient, otherUserId: number): Promise<number | null> {
  const key = String(otherUserId);
  const running = inFlightReads.get(key);
  if (running) return running;
  const promise = client
    .mutate({ mutation: MARK_CONVERSATION_READ_MUTATION, variables: { otherUserId } })
    .then(({ data }) => {
      const total = data?.markConversationRead;
      if (typeof total !== 'number') return null;
      applyConversationRead(client.cache, otherUserId, total);
      return total;
    })
    // Reading is a side effect of looking: a failure leaves the thread unread, to be marked on the next visit.
    .catch(() => null)
    .finally(() => inFlightReads.delete(key));
  inFlightReads.set(key, promise);
  return promise;
}

export interface SendInput {
  receiverId: number;
  content: string;
  relatedItemId?: number | null;
  bookingId?: number | null;
}

/**
 * Sends a message and shows it at once in the thread and the conversation list (the subscription's echo of it
 * then changes nothing). Throws what the server answered (see sendFailureNotice).
 */
export async function sendMessage(
  client: ApolloClient,
  input: SendInput,
  meId: number,
): Promise<MessageView> {
  const { data } = await client.mutate({
    mutation: SEND_MESSAGE_MUTATION,
    variables: {
      input: {
        receiverId: input.receiverId,
        content: input.content,
        relatedItemId: input.relatedItemId ?? null,
        bookingId: input.bookingId ?? null,
      },
    },
  });
  const message = data?.sendMessage;
  if (!message) throw new Error('The server did not return the message.');
  const { conversationMissing } = applyMessage(client.cache, message, { meId, openThreadWith: null });
  if (conversationMissing) refetchShown(client, ['Conversations']);
  return message;
}

export interface LiveOptions {
  meId: number;
  /** The member whose thread is open and in view right now, if any. */
  openThreadWith(): number | null;
  /** Shows a toast (a message arrived for a thread that is not open). */
  notify(notice: Notice): void;
  /** Delay before re-subscribing after the socket gave up (ms); doubles up to a minute. Tests shorten it. */
  retryDelayMs?: number;
  /**
   * Told when the server refuses the feed because the session is gone (a lock or logout that happened before the
   * socket opened, so no close code announced it): the app then asks who is signed in and signs the page out.
   */
  onSessionEnded?(): void;
}

/** Codes after which subscribing again cannot help: the session is gone or the member may not listen. */
const FINAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/**
 * The toast for a message whose thread is not open: who wrote, and the start of what they wrote, in the language on
 * screen when it arrives (the bell that starts this feed has loaded the 'messaging' strings).
 */
function newMessageNotice(
  message: MessageView,
  t: TFunction<'messaging'> = currentT(),
  fmt: Formatters = formattersFor(currentLanguage()),
): Notice {
  return {
    title: t('notices.newMessageFrom', { name: senderLabel(message, t) }),
    description: messagePreview(messageText(message, t, fmt), 100),
  };
}

function currentLanguage() {
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

function currentT(): TFunction<'messaging'> {
  return i18n.getFixedT(currentLanguage(), 'messaging');
}

/**
 * The signed-in member's live feed (issue 9 §3): messages, the unread total and booking changes arrive over
 * graphql-ws and go straight into the Apollo cache, so the bell, the open thread, the conversation list and the
 * booking cards change without a reload. A message for a thread that is open is marked read at once; one for any
 * other thread raises a toast. When the socket gives up (a gateway restart), it subscribes again after a pause and
 * asks once for what it may have missed. Returns the function that stops it all.
 */
export function startMessagingLive(client: ApolloClient, options: LiveOptions): () => void {
  const { meId } = options;
  const baseDelay = options.retryDelayMs ?? 2000;
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const stops: (() => void)[] = [];

  function onMessage(message: MessageView) {
    const openWith = options.openThreadWith();
    const { conversationMissing, isNew } = applyMessage(client.cache, message, {
      meId,
      openThreadWith: openWith,
    });
    if (conversationMissing) refetchShown(client, ['Conversations']);
    if (!isNew || !isIncoming(message, meId)) return;
    const otherId = otherPartyId(message, meId);
    if (openWith === otherId) void markConversationRead(client, otherId);
    else options.notify(newMessageNotice(message));
  }

  /** What a reconnected socket may have missed: counts and lists are asked for again (those on screen). */
  function catchUp() {
    refetchShown(client, ['UnreadMessageCount', 'Notifications', 'Conversations']);
  }

  /** Subscribes, and subscribes again after a pause when the stream ends, unless the session is gone. */
  function keep<TData>(
    query: TypedDocumentNode<TData, Record<string, never>>,
    onData: (data: TData) => void,
  ) {
    let delay = baseDelay;
    let current: { unsubscribe(): void } | null = null;
    const start = (resumed: boolean) => {
      if (stopped) return;
      if (resumed) catchUp();
      // Apollo hands a failed stream's error over as a result and then completes.
      let final = false;
      const noteError = (error: unknown) => {
        const code = toAppError(error).code;
        if (code && FINAL_CODES.has(code)) {
          if (code === 'UNAUTHENTICATED' && !final) options.onSessionEnded?.();
          final = true;
        }
      };
      const end = () => {
        current = null;
        if (stopped || final) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          start(true);
        }, delay);
        timers.add(timer);
        delay = Math.min(delay * 2, 60_000);
      };
      current = client.subscribe({ query }).subscribe({
        next: (result) => {
          if (result.error) noteError(result.error);
          else if (result.data) {
            delay = baseDelay;
            onData(result.data as TData);
          }
        },
        error: (error: unknown) => {
          noteError(error);
          end();
        },
        complete: end,
      });
    };
    start(false);
    stops.push(() => current?.unsubscribe());
  }

  keep(MESSAGE_RECEIVED_SUBSCRIPTION, (data) => onMessage(data.messageReceived));
  keep(UNREAD_COUNT_CHANGED_SUBSCRIPTION, (data) => applyUnreadCount(client.cache, data.unreadCountChanged));
  keep(BOOKING_UPDATED_SUBSCRIPTION, (data) => applyBookingUpdated(client.cache, data.bookingUpdated));

  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const stop of stops) stop();
  };
}
