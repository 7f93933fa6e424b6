/** How an item's approvalStatus is shown to its owner (spec §4: pending, approved, rejected). */
export interface ApprovalStatusView {
  label: string;
  palette: 'orange' | 'green' | 'red' | 'gray';
  /** A sentence for the owner; null when there is nothing to explain. */
  hint: string | null;
}

export function approvalStatusView(status: string, rejectionReason?: string | null): ApprovalStatusView {
  switch (status) {
    case 'pending':
      return {
        label: 'Pending',
        palette: 'orange',
        hint: 'Awaiting approval: an admin checks every new or changed listing before renters can see it.',
      };
    case 'approved':
      return { label: 'Approved', palette: 'green', hint: null };
    case 'rejected':
      return {
        label: 'Rejected',
        palette: 'red',
        hint: rejectionReason?.trim()
          ? `Rejected: ${rejectionReason.trim()}`
          : 'Rejected by an admin. Edit the listing to send it for review again.',
      };
    default:
      // An unknown state is shown as sent rather than guessed at.
      return { label: status, palette: 'gray', hint: null };
  }
}

/** Whether an update sent a previously approved item back to the approval queue. */
export function wentBackToPending(before: string, after: string): boolean {
  return before === 'approved' && after === 'pending';
}
