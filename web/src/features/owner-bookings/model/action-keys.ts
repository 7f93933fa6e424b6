import type { AppError } from '../../../shared/errors/app-error';
import { isRetryableFailure } from '../../rental/model/booking-request';

/**
 * Idempotency keys for booking actions (the owner's buttons, a review): one per attempt, kept while the same action is retried after a
 * failure the server may not have seen through (network, still processing), so a retry never acts twice.
 */
export class ActionKeys {
  private readonly open = new Map<string, string>();

  constructor(private readonly newKey: () => string) {}

  keyFor(fingerprint: string): string {
    let key = this.open.get(fingerprint);
    if (!key) {
      key = this.newKey();
      this.open.set(fingerprint, key);
    }
    return key;
  }

  settle(fingerprint: string, outcome: 'retry' | 'decided'): void {
    if (outcome === 'decided') this.open.delete(fingerprint);
  }
}

/** How a failed attempt settles its key: kept for a retry only when the server may not have seen it through. */
export function outcomeOf(error: AppError): 'retry' | 'decided' {
  return isRetryableFailure(error) ? 'retry' : 'decided';
}
