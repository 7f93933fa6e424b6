import { type Dispatch, useCallback, useEffect, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localStore } from '../../../shared/storage/safe-storage';
import { useSession } from '../../auth/hooks/session-context';
import { clearPendingRental, readPendingRental, shouldResume } from '../model/pending-rental';
import { INITIAL_WIZARD, type WizardAction, type WizardState, wizardReducer } from '../model/wizard-state';

export interface RentableItem {
  id: number;
  ownerId: number;
  availability: boolean;
  approvalStatus: string;
}

export interface RentalWizardController {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  signedIn: boolean;
  /** The viewer owns the item: no Rent Now (the server refuses it too). */
  isOwner: boolean;
  /** Whether this viewer may start a rental of this item now. */
  canRent: boolean;
  start(): void;
}

/** The query parameters that ask the item page for the wizard (spec §2); both are removed once read. */
const RENT_PARAM = 'rent';
const RESUME_PARAM = 'resumeRental';

/**
 * The item page's rental wizard: its state, Rent Now, `?rent=true` (spec §2: opens the wizard, then the
 * parameter is removed) and the resumption of a rental saved before sign-in (spec §4: reopens at step 3). Kept
 * outside the wizard's lazily loaded dialog so the choices survive closing it.
 */
export function useRentalWizard(item: RentableItem): RentalWizardController {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const resumeChecked = useRef(false);

  const signedIn = session.status === 'authenticated';
  const isOwner = signedIn && session.user?.id === item.ownerId;
  const canRent = !isOwner && item.availability && item.approvalStatus === 'approved';
  // Until the session is known, the owner cannot be told from a renter.
  const settled = session.status !== 'loading';
  const wantsRental = params.get(RENT_PARAM) === 'true';
  const resumeRequested = params.get(RESUME_PARAM) === 'true';

  useEffect(() => {
    if (!settled || resumeChecked.current) return;
    resumeChecked.current = true;
    const saved = readPendingRental(localStore);
    if (saved.kind !== 'ok' || saved.rental.itemId !== item.id) return;
    if (!canRent) {
      // The owner (or an item that can no longer be rented) has no use for it.
      clearPendingRental(localStore);
      return;
    }
    if (shouldResume(saved.rental, { itemId: item.id, signedIn, isOwner, resumeRequested })) {
      // The wizard now holds the rental; a later visit must not reopen it again.
      clearPendingRental(localStore);
      dispatch({ type: 'restore', rental: saved.rental });
    }
  }, [settled, item.id, canRent, signedIn, isOwner, resumeRequested]);

  useEffect(() => {
    if (!settled || (!wantsRental && !resumeRequested)) return;
    // A resume request without a saved rental (or after it was restored) still means "rent this item".
    if (canRent) dispatch({ type: 'open' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RENT_PARAM);
        next.delete(RESUME_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [settled, wantsRental, resumeRequested, canRent, setParams]);

  const start = useCallback(() => dispatch({ type: 'open' }), []);

  return { state, dispatch, signedIn, isOwner, canRent, start };
}
