import { Fragment, type ReactNode, useCallback, useState } from 'react';
import { LeaveReviewDialog } from '../../reviews/components/leave-review-dialog';
import { partyName } from '../model/booking-view';
import type { RenterBooking } from '../model/types';
import type { RenterDialogKind } from './rental-card';
import {
  CancelBookingDialog,
  ConfirmReceiptDialog,
  DamageClaimDialog,
  MessageOwnerDialog,
  ReturnItemDialog,
} from './renter-dialogs';

interface DialogState {
  kind: RenterDialogKind;
  /** The booking as it was when the dialog opened: the dialog outlives its card when the booking changes tab. */
  booking: RenterBooking;
  trigger: HTMLElement;
  open: boolean;
  /** Counts openings: each one draws fresh dialogs, so notes typed for one booking never carry over to the next. */
  session: number;
}

/**
 * The renter's dialogs, mounted once per screen rather than in each card: marking an item returned moves its card
 * to another tab, and a dialog inside that card would vanish mid-close. Focus goes back to the button that opened
 * the dialog, or to `fallbackFocus` once that button is gone.
 */
export function useRenterDialogs(fallbackFocus: () => HTMLElement | null): {
  openDialog(kind: RenterDialogKind, booking: RenterBooking, trigger: HTMLElement): void;
  dialogs: ReactNode;
} {
  const [state, setState] = useState<DialogState | null>(null);
  const openDialog = useCallback((kind: RenterDialogKind, booking: RenterBooking, trigger: HTMLElement) => {
    setState((current) => ({ kind, booking, trigger, open: true, session: (current?.session ?? 0) + 1 }));
  }, []);
  const close = () => setState((current) => (current ? { ...current, open: false } : null));
  const finalFocusEl = () => (state?.trigger.isConnected ? state.trigger : fallbackFocus());

  if (!state) return { openDialog, dialogs: null };
  const props = { booking: state.booking, onClose: close, finalFocusEl };
  const is = (kind: RenterDialogKind) => state.open && state.kind === kind;
  const dialogs = (
    <Fragment key={state.session}>
      <MessageOwnerDialog {...props} open={is('message')} />
      <ConfirmReceiptDialog {...props} open={is('received')} />
      <ReturnItemDialog {...props} open={is('returned')} />
      <CancelBookingDialog {...props} open={is('cancel')} />
      <DamageClaimDialog {...props} open={is('respondToClaim')} />
      <LeaveReviewDialog
        booking={is('review') ? { id: state.booking.id, itemTitle: state.booking.item?.title ?? null } : null}
        subjectName={partyName(state.booking.owner)}
        writer="renter"
        onClose={close}
        finalFocus={finalFocusEl}
      />
    </Fragment>
  );
  return { openDialog, dialogs };
}
