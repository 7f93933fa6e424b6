import { NOTICE_KINDS, type NoticeKind } from '@koalarent/messaging/client';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfoView } from '../catalog/item.type.js';

// Every decorator names its type explicitly: the build (esbuild/tsx) emits no decorator metadata.

export enum MessageKindGql {
  USER = 'USER',
  SYSTEM = 'SYSTEM',
}

registerEnumType(MessageKindGql, {
  name: 'MessageKind',
  description:
    'USER: written by a member. SYSTEM: written by the platform about a booking, a listing, an identity check or a report',
});

/** The notice kinds as a GraphQL enum (same names as the contract's). */
const MessageNoticeKindGql = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, kind])) as {
  [K in NoticeKind]: K;
};

registerEnumType(MessageNoticeKindGql, {
  name: 'MessageNoticeKind',
  description: 'What a platform-written message says; its params carry the facts',
});

/** A notice's facts: each kind fills the fields it needs, the others are null. */
@ObjectType('MessageNoticeParams')
export class MessageNoticeParamsView {
  @Field(() => Int, { nullable: true }) bookingId!: number | null;
  @Field(() => Int, { nullable: true }) itemId!: number | null;
  @Field(() => String) itemTitle!: string;
  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd' }) startDate!: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd' }) endDate!: string | null;
  @Field(() => String, { nullable: true }) currency!: string | null;
  @Field(() => Float, { nullable: true, description: 'Minor units: daily price × days' }) rentMinor!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: 'Minor units: the service fee' }) feeMinor!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: 'Minor units: rent + fee, charged on approval' })
  totalMinor!: number | null;
  @Field(() => Float, { nullable: true, description: 'Minor units: the deposit held apart' })
  depositMinor!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      'Minor units: the late fee (OVERDUE), the claim (DAMAGE_REPORTED), what the owner keeps (DAMAGE_SETTLED)',
  })
  amountMinor!: number | null;
  @Field(() => String, { nullable: true, description: "The member's note or reason, as written" }) note!:
    | string
    | null;
  @Field(() => Date, { nullable: true, description: 'DAMAGE_REPORTED: answer by' }) deadline!: Date | null;
  @Field(() => String, { nullable: true, description: 'renter | owner | expired | other' }) cancelledBy!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'accepted | auto_accepted | admin_decided' })
  settlement!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'REPORT_RESOLVED: what the admin did (dismiss | hide_listing | lock_member | warn)',
  })
  outcome!: string | null;
  @Field(() => String, { nullable: true, description: 'STATUS_CHANGED: the new booking status' }) status!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'pickup | delivery' }) deliveryMethod!: string | null;
  @Field(() => String, { nullable: true }) deliveryAddress!: string | null;
  @Field(() => String, { nullable: true }) renterName!: string | null;
  @Field(() => String, { nullable: true, description: "The renter's own words with the request" }) message!:
    | string
    | null;
}

@ObjectType('MessageNotice')
export class MessageNoticeView {
  @Field(() => MessageNoticeKindGql) kind!: NoticeKind;
  @Field(() => MessageNoticeParamsView) params!: MessageNoticeParamsView;
}

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
  @Field(() => MessageNoticeView, {
    nullable: true,
    description:
      "A platform-written message as a kind and facts, to tell in the reader's language (content says it in English); null for a member's words and older rows",
  })
  notice!: MessageNoticeView | null;
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
