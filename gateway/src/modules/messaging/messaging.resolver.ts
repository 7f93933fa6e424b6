import { DomainError, ErrorCode, isDomainError, isRowId, Topics } from '@koalarent/core';
import {
  conversationBetween,
  conversationsPage,
  type MessagePublication,
  type MessagingCommandDeps,
  markConversationRead,
  messageParty,
  messagesOfUser,
  messageThreadPage,
  notifications,
  sendMessage,
  type UnreadCountPublication,
  unreadMessageCount,
  unreadMessages,
} from '@koalarent/messaging/client';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { assertRole } from '../accounts/auth.guards.js';
import { releaseMessage, reserveMessage } from './message-rate-limit.js';
import { SendMessageInputGql } from './messaging.inputs.js';
import {
  toConversationConnection,
  toMessageConnection,
  toMessageView,
  toPartyView,
} from './messaging.presenter.js';
import {
  ConversationConnectionView,
  MessageConnectionView,
  MessagePartyView,
  MessageView,
} from './messaging.types.js';

/** What the messaging commands need from this request: its EntityManager, where to publish, the outbox relay. */
function commandDeps(ctx: GatewayContext): MessagingCommandDeps {
  return {
    em: ctx.em,
    redis: ctx.deps.redis,
    redisPrefix: ctx.deps.config.REDIS_PREFIX,
    relay: ctx.deps.relay,
  };
}

function invalid(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

/**
 * Messages between members (issue 9). Every operation acts as the signed-in member; the subscriptions take no
 * argument: the member's own topic is chosen here from the session, so nobody can listen to someone else's.
 */
@Resolver()
export class MessagingResolver {
  @Authorized()
  @Query(() => ConversationConnectionView, {
    description: 'My conversations, newest first: the other member, the last message, my unread count',
  })
  async conversations(
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<ConversationConnectionView> {
    return toConversationConnection(await conversationsPage(ctx.em, viewer, { first, after }));
  }

  @Authorized()
  @Query(() => MessageConnectionView, {
    description: 'The thread between me and otherUserId, NEWEST first (page backwards with `after`)',
  })
  async messageThread(
    @Arg('otherUserId', () => Int) otherUserId: number,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<MessageConnectionView> {
    return toMessageConnection(await messageThreadPage(ctx.em, viewer, otherUserId, { first, after }));
  }

  @Authorized()
  @Query(() => MessagePartyView, {
    description: "Whom a new chat is with: NOT_FOUND ('User not found') for an unknown or locked member",
  })
  async messageParty(
    @Arg('userId', () => Int) userId: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<MessagePartyView> {
    return toPartyView(await messageParty(ctx.em, userId));
  }

  @Authorized()
  @Query(() => Int, { description: 'How many messages I received and have not read (the header badge)' })
  unreadMessageCount(@CurrentViewer() viewer: Viewer, @Ctx() ctx: GatewayContext): Promise<number> {
    return unreadMessageCount(ctx.em, viewer);
  }

  @Authorized()
  @Query(() => [MessageView], { description: 'The bell: my newest unread received messages, newest first' })
  async notifications(
    @Arg('first', () => Int, { defaultValue: 10 }) first: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<MessageView[]> {
    return (await notifications(ctx.em, viewer, first)).map(toMessageView);
  }

  @Authorized()
  @Query(() => [MessageView], {
    description: 'REST GET /api/messages/unread: my unread received messages, newest first (at most 500)',
  })
  async unreadMessages(@CurrentViewer() viewer: Viewer, @Ctx() ctx: GatewayContext): Promise<MessageView[]> {
    return (await unreadMessages(ctx.em, viewer)).map(toMessageView);
  }

  @Authorized()
  @Query(() => [MessageView], {
    description:
      'REST GET /api/messages/{userId}: every message I sent or received, oldest first; userId must be me (FORBIDDEN otherwise)',
  })
  async userMessages(
    @Arg('userId', () => Int) userId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<MessageView[]> {
    return (await messagesOfUser(ctx.em, viewer, userId)).map(toMessageView);
  }

  @Authorized()
  @Query(() => [MessageView], {
    description:
      'REST GET /api/messages/conversation/{userId}/{otherId}: the thread, oldest first; only for one of the two (FORBIDDEN otherwise)',
  })
  async conversationMessages(
    @Arg('userId', () => Int) userId: number,
    @Arg('otherId', () => Int) otherId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<MessageView[]> {
    return (await conversationBetween(ctx.em, viewer, userId, otherId)).map(toMessageView);
  }

  @Authorized()
  @Mutation(() => MessageView, {
    description:
      'Sends a message as me: content non-blank and at most 2,000 characters, not to myself, a bookingId or relatedItemId concerning the two of us; RATE_LIMITED when I send too fast',
  })
  async sendMessage(
    @Arg('input', () => SendMessageInputGql) input: SendMessageInputGql,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<MessageView> {
    // REST's `{senderId, receiverId, content}` form names the sender: only as yourself.
    if (input.senderId !== undefined && input.senderId !== null && input.senderId !== viewer.id)
      throw new DomainError(ErrorCode.Forbidden, { message: 'You can only send messages as yourself' });
    if (!isRowId(input.receiverId)) throw invalid('receiverId', 'receiverId must be a member’s id');
    await reserveMessage(ctx.deps, viewer.id);
    try {
      const sent = await sendMessage(commandDeps(ctx), viewer, {
        receiverId: input.receiverId,
        content: input.content,
        relatedItemId: input.relatedItemId ?? null,
        bookingId: input.bookingId ?? null,
      });
      return toMessageView(sent);
    } catch (error) {
      if (isDomainError(error)) await releaseMessage(ctx.deps, viewer.id);
      throw error;
    }
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Marks every message from otherUserId to me read; answers my new total unread count',
  })
  markConversationRead(
    @Arg('otherUserId', () => Int) otherUserId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<number> {
    return markConversationRead(commandDeps(ctx), viewer, otherUserId);
  }

  // These two run for every event on every open tab (issue 9's fan-out benchmark measures the first). Each event
  // checks the subscriber as `@Authorized()` would (the same `assertRole`, before anything else), but inline:
  // type-graphql runs `@Authorized` as an async middleware chain, a handful of promises per event on a path that
  // is otherwise synchronous from the Redis message to the socket. (`@Authorized` also wrapped `subscribe`, which
  // makes the same check itself before it picks the topic.)
  @Subscription(() => MessageView, {
    description: 'Every message I send or receive (so my other tabs update too); my topic, from my session',
    subscribe: ({ context }: { context: GatewayContext }) => {
      // The topic is chosen from the session, never from anything the client sends.
      assertRole(context);
      return context.deps.pubsub.subscribe<MessagePublication>(Topics.messages(context.viewer!.id));
    },
  })
  messageReceived(@Root() message: MessagePublication, @Ctx() ctx: GatewayContext): MessageView {
    assertRole(ctx);
    return toMessageView(message);
  }

  @Subscription(() => Int, {
    description: 'My total unread count whenever it changes',
    subscribe: ({ context }: { context: GatewayContext }) => {
      assertRole(context);
      return context.deps.pubsub.subscribe<UnreadCountPublication>(Topics.unreadCount(context.viewer!.id));
    },
  })
  unreadCountChanged(@Root() publication: UnreadCountPublication, @Ctx() ctx: GatewayContext): number {
    assertRole(ctx);
    return publication.unreadCount;
  }
}
