import { Field, InputType, Int } from 'type-graphql';

// Shapes only: the rules and their wording are the messaging service's (sendMessage, updateEmailPreferences), so
// both doors answer the same messages.

@InputType('SendMessageInput')
export class SendMessageInputGql {
  @Field(() => Int) receiverId!: number;
  @Field(() => String) content!: string;
  @Field(() => Int, { nullable: true, description: 'An item one of the two lists' })
  relatedItemId?: number | null;
  @Field(() => Int, { nullable: true, description: 'A booking between the two' }) bookingId?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "REST's `{senderId, receiverId, content}` form: must be the signed-in member (FORBIDDEN otherwise)",
  })
  senderId?: number | null;
}

@InputType('EmailPreferencesInput', { description: 'Kinds left out (or null) keep their value' })
export class EmailPreferencesInputGql {
  @Field(() => Boolean, { nullable: true }) bookingRequests?: boolean | null;
  @Field(() => Boolean, { nullable: true }) bookingUpdates?: boolean | null;
  @Field(() => Boolean, { nullable: true }) newMessages?: boolean | null;
}
