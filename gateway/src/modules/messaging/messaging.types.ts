import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfoView } from '../catalog/item.type.js';

// Every decorator names its type explicitly: the build (esbuild/tsx) emits no decorator metadata.

export enum MessageKindGql {
  USER = 'USER',
  SYSTEM = 'SYSTEM',
}

registerEnumType(MessageKindGql, {
  name: 'MessageKind',
  description: 'USER: written by a member. SYSTEM: written by the platform about a booking or listing',
});

/** The other side of a conversation, or whom a new chat is with. */
@ObjectType('MessageParty')
export class MessagePartyView {
  @Field(() => Int) id!: number;
  @Field(() => String) username!: string;
  @Field(() => String, { nullable: true }) fullName!: string | null;
  @Field(() => String, { nullable: true }) profileImage!: string | null;
}

/** Spec §3 Message, and its kind. */
@ObjectType('Message')
export class MessageView {
  @Field(() => Int) id!: number;
  @Field(() => Int) senderId!: number;
  @Field(() => Int) receiverId!: number;
  @Field(() => String, { description: 'Plain text: render it as text, never as HTML' }) content!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Boolean) isRead!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "The sender's full name, else username; null when unknown (the UI shows 'User')",
  })
  senderName!: string | null;
  @Field(() => Int, { nullable: true }) relatedItemId!: number | null;
  @Field(() => Int, { nullable: true }) bookingId!: number | null;
  @Field(() => MessageKindGql) kind!: MessageKindGql;
}

@ObjectType('Conversation')
export class ConversationView {
  @Field(() => MessagePartyView) otherUser!: MessagePartyView;
  @Field(() => MessageView, { description: 'The newest message between the two, either way' })
  lastMessage!: MessageView;
  @Field(() => Int, { description: 'Messages from otherUser to the viewer that are still unread' })
  unreadCount!: number;
}

@ObjectType('ConversationEdge')
export class ConversationEdgeView {
  @Field(() => String) cursor!: string;
  @Field(() => ConversationView) node!: ConversationView;
}

@ObjectType('ConversationConnection')
export class ConversationConnectionView {
  @Field(() => [ConversationEdgeView]) edges!: ConversationEdgeView[];
  @Field(() => [ConversationView]) nodes!: ConversationView[];
  @Field(() => PageInfoView) pageInfo!: PageInfoView;
}

@ObjectType('MessageEdge')
export class MessageEdgeView {
  @Field(() => String) cursor!: string;
  @Field(() => MessageView) node!: MessageView;
}

@ObjectType('MessageConnection')
export class MessageConnectionView {
  @Field(() => [MessageEdgeView]) edges!: MessageEdgeView[];
  @Field(() => [MessageView]) nodes!: MessageView[];
  @Field(() => PageInfoView) pageInfo!: PageInfoView;
}

/** Which kinds of e-mail the member receives; all on until turned off. */
@ObjectType('EmailPreferences')
export class EmailPreferencesView {
  @Field(() => Boolean, { description: 'New booking requests for my items' }) bookingRequests!: boolean;
  @Field(() => Boolean, { description: 'My booking requests approved or rejected' }) bookingUpdates!: boolean;
  @Field(() => Boolean, { description: 'New messages while I have been away a while' }) newMessages!: boolean;
}

/** What REST's `PUT /api/messages/conversation/{otherId}/read` answers. */
export interface UnreadCountBody {
  unreadCount: number;
}
