import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNamespaces } from '../../shared/i18n/i18n';

/** The 'listing' namespace's `t` (components pass `useTranslation('listing').t`). */
export type ListingT = TFunction<'listing'>;

/** How an item's approvalStatus is shown to its owner (spec §4: pending, approved, rejected). */
export interface ApprovalStatusView {
  label: string;
  palette: 'orange' | 'green' | 'red' | 'gray';
  /** A sentence for the owner; null when there is nothing to explain. */
  hint: string | null;
}

type ApprovalKey =
  | 'approval.pending'
  | 'approval.approved'
  | 'approval.rejected'
  | 'approval.pendingHint'
  | 'approval.rejectedReason'
  | 'approval.rejectedHint';

/**
 * The English wording, for callers that have no `t` yet (screens of other features that call this without the
 * 'listing' namespace); the same text as locales/listing/en.ts, which approval-status.test.ts checks.
 */
const ENGLISH: Record<ApprovalKey, string> = {
  'approval.pending': 'Pending',
  'approval.approved': 'Approved',
  'approval.rejected': 'Rejected',
  'approval.pendingHint':
    'Awaiting approval: an admin checks every new or changed listing before renters can see it.',
  'approval.rejectedReason': 'Rejected: {{reason}}',
  'approval.rejectedHint': 'Rejected by an admin. Edit the listing to send it for review again.',
};

type Translate = (key: ApprovalKey, values?: { reason: string }) => string;

const english: Translate = (key, values) => ENGLISH[key].replace('{{reason}}', () => values?.reason ?? '');

export function approvalStatusView(
  status: string,
  rejectionReason?: string | null,
  t?: ListingT,
): ApprovalStatusView {
  const text: Translate = t ? (key, values) => (values ? t(key, values) : t(key)) : english;
  switch (status) {
    case 'pending':
      return { label: text('approval.pending'), palette: 'orange', hint: text('approval.pendingHint') };
    case 'approved':
      return { label: text('approval.approved'), palette: 'green', hint: null };
    case 'rejected': {
      const reason = rejectionReason?.trim();
      return {
        label: text('approval.rejected'),
        palette: 'red',
        // The admin's reason is shown as written: it is the admin's own words, not a server message.
        hint: reason ? text('approval.rejectedReason', { reason }) : text('approval.rejectedHint'),
      };
    }
    default:
      // An unknown state is shown as sent rather than guessed at.
      return { label: status, palette: 'gray', hint: null };
  }
}

/**
 * `approvalStatusView` in the language on screen, for components of any page (loads the 'listing' strings
 * first, so a profile or admin screen that shows the badge needs nothing in its route).
 */
export function useApprovalStatusView(): (
  status: string,
  rejectionReason?: string | null,
) => ApprovalStatusView {
  useNamespaces('listing');
  const { t } = useTranslation('listing');
  return (status, rejectionReason) => approvalStatusView(status, rejectionReason, t);
}

/** Whether an update sent a previously approved item back to the approval queue. */
export function wentBackToPending(before: string, after: string): boolean {
  return before === 'approved' && after === 'pending';
}
