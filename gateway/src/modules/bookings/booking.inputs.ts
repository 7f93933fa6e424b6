import { Field, Float, InputType, Int } from 'type-graphql';

// Shapes only: the rules and their spec §5/§8 messages are the shared zod schemas (BookingRequestInput,
// CardInput), applied in the resolver, so both doors answer the same field messages.

@InputType('CardEntryInput', {
  description: 'Spec §3 card entry; the number and CVV are never stored or logged',
})
export class CardEntryInputGql {
  @Field(() => String) cardNumber!: string;
  @Field(() => String) nameOnCard!: string;
  @Field(() => String, { description: 'MM/YY' }) expiryDate!: string;
  @Field(() => String) cvv!: string;
}

@InputType('BookingRequestInput', {
  description:
    'Spec §3 booking request; pay with a saved method (paymentMethodId) or a new card: its details (card) in demo mode, or, when the server pays through Stripe (appConfig.stripePublishableKey set), only the PaymentMethod id Stripe.js made in the browser (stripePaymentMethodId)',
})
export class BookingRequestInputGql {
  @Field(() => Int) itemId!: number;
  @Field(() => String, { description: 'yyyy-mm-dd' }) startDate!: string;
  @Field(() => String, { description: 'yyyy-mm-dd, inclusive' }) endDate!: string;
  @Field(() => Float, { description: 'Rent + 15 % fee (the deposit is not included)' }) totalPrice!: number;
  @Field(() => String, { description: 'pickup | delivery' }) deliveryOption!: string;
  @Field(() => String, { nullable: true }) deliveryAddress?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description:
      'Issue 26 §2: add protection (a fee on the rent that covers accidental damage above the deposit up to a cap; see protectionTerms)',
  })
  protection?: boolean | null;
  // No default here: REST leaves it out when not given, and both doors must send the command one shape (fb5c2c5).
  @Field(() => Float, {
    nullable: true,
    description:
      'Issue 26 §2: the protection fee the renter was shown (with protection: true). Clients should send it: when the terms changed since the quote and the fee differs, the request is refused with PRICE_CHANGED naming the new fee. Left out, the fee is charged as computed now. Without protection it must be left out or 0',
  })
  protectionFee?: number | null;
  @Field(() => Int, { nullable: true }) paymentMethodId?: number | null;
  @Field(() => CardEntryInputGql, {
    nullable: true,
    description: 'A new card typed into our form; refused (400) when the server pays through Stripe',
  })
  card?: CardEntryInputGql | null;
  @Field(() => String, {
    nullable: true,
    description:
      "A new card entered in Stripe's own field: the Stripe PaymentMethod id (pm_…) Stripe.js answered, with the name on the card in its billing details. Refused (400) when the server does not pay through Stripe",
  })
  stripePaymentMethodId?: string | null;
}
