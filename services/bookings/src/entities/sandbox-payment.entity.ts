import { MinorUnitsType } from '@koalarent/core';
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * The built-in sandbox provider's own books: one row per authorisation, as a real provider would keep them on its
 * side. It lives in PostgreSQL so holds survive worker restarts and several workers agree; the booking tables
 * never read it.
 */
@Entity({ tableName: 'sandbox_payments' })
@Unique({ name: 'sandbox_payments_idempotency_unique', properties: ['idempotencyKey'] })
export class SandboxPayment {
  [OptionalProps]?: 'capturedCents' | 'refundedCents' | 'operationKeys' | 'createdAt' | 'updatedAt';

  /** 'sbx_pi_…' */
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Property({ type: 'string', length: 120 })
  idempotencyKey!: string;

  @Property({ type: MinorUnitsType })
  amountCents!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  /** authorized → captured | released; refunds reduce what was captured. */
  @Property({ type: 'string', length: 16 })
  status!: 'authorized' | 'captured' | 'released';

  @Property({ type: MinorUnitsType, default: 0 })
  capturedCents = 0;

  @Property({ type: MinorUnitsType, default: 0 })
  refundedCents = 0;

  @Property({ type: 'string', length: 200 })
  paymentMethodRef!: string;

  /** Idempotency keys of the captures, releases and refunds applied: a repeated key changes nothing. */
  @Property({ type: 'json' })
  operationKeys: string[] = [];

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * A card handed to the sandbox provider, as its token. The number itself is not kept: only what a provider shows
 * back (brand, last four, expiry), a keyed fingerprint to recognise a repeated request, and how the sandbox will
 * answer charges on it (Stripe's test cards: declined, insufficient funds, else success).
 */
@Entity({ tableName: 'sandbox_cards' })
@Unique({ name: 'sandbox_cards_idempotency_unique', properties: ['idempotencyKey'] })
export class SandboxCard {
  [OptionalProps]?: 'createdAt';

  /** 'sbx_pm_…' */
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Property({ type: 'string', length: 120 })
  idempotencyKey!: string;

  /** HMAC of the number: tells a retried request from another card sent with the same key. */
  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  @Property({ type: 'string', length: 16 })
  brand!: string;

  @Property({ type: 'string', length: 4 })
  last4!: string;

  @Property({ type: 'smallint' })
  expMonth!: number;

  @Property({ type: 'smallint' })
  expYear!: number;

  @Property({ type: 'string', length: 24 })
  outcome!: 'success' | 'declined' | 'insufficient_funds';

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
