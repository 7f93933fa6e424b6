import type { DeliveryOption, PendingRental, WizardStep } from './pending-rental';

/** Step 3's choice: a saved payment method by id, or a new card typed into the form. */
export type PaymentChoice = { kind: 'saved'; id: number } | { kind: 'new' };

/** What the renter has chosen so far (spec §4 rental wizard). */
export interface WizardState {
  open: boolean;
  step: WizardStep;
  startDate: string | null;
  endDate: string | null;
  deliveryOption: DeliveryOption;
  deliveryAddress: string;
  message: string;
  payment: PaymentChoice | null;
}

/** Spec §4: a fresh wizard, and what it resets to after a sent request: step 1, pickup, no address, no payment. */
export const INITIAL_WIZARD: WizardState = {
  open: false,
  step: 1,
  startDate: null,
  endDate: null,
  deliveryOption: 'pickup',
  deliveryAddress: '',
  message: '',
  payment: null,
};

export type WizardAction =
  | { type: 'open'; step?: WizardStep }
  | { type: 'close' }
  | { type: 'dates'; startDate: string | null; endDate: string | null }
  | { type: 'delivery'; option: DeliveryOption }
  | { type: 'address'; value: string }
  | { type: 'message'; value: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'payment'; choice: PaymentChoice | null }
  | { type: 'restore'; rental: PendingRental }
  /** After a sent request: closed and back to the start. */
  | { type: 'reset' };

/** Step 1's Continue is disabled while delivery is chosen without an address (spec §5). */
export function canLeaveDetails(state: Pick<WizardState, 'deliveryOption' | 'deliveryAddress'>): boolean {
  return state.deliveryOption === 'pickup' || state.deliveryAddress.trim() !== '';
}

function clampStep(step: number): WizardStep {
  return step <= 1 ? 1 : step >= 3 ? 3 : 2;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, step: action.step ?? state.step };
    case 'close':
      // Closing keeps what was chosen: reopening Rent Now continues where the renter left off.
      return { ...state, open: false };
    case 'dates':
      return { ...state, startDate: action.startDate, endDate: action.endDate };
    case 'delivery':
      return { ...state, deliveryOption: action.option };
    case 'address':
      return { ...state, deliveryAddress: action.value };
    case 'message':
      return { ...state, message: action.value };
    case 'next':
      // The caller checks the step's rules first (the dates need the availability it has loaded).
      if (state.step === 1 && !canLeaveDetails(state)) return state;
      return { ...state, step: clampStep(state.step + 1) };
    case 'back':
      return { ...state, step: clampStep(state.step - 1) };
    case 'goTo':
      return { ...state, step: action.step };
    case 'payment':
      return { ...state, payment: action.choice };
    case 'restore':
      return {
        ...INITIAL_WIZARD,
        open: true,
        // Spec §4: the restored rental reopens at step 3 (payment), the step that asked to sign in.
        step: 3,
        startDate: action.rental.startDate,
        endDate: action.rental.endDate,
        deliveryOption: action.rental.deliveryOption,
        deliveryAddress: action.rental.deliveryAddress,
        message: action.rental.message,
      };
    case 'reset':
      return INITIAL_WIZARD;
  }
}

/** The rental as spec §3 saves it before the visitor leaves to sign in. */
export function toPendingRental(state: WizardState, itemId: number): PendingRental {
  return {
    itemId,
    startDate: state.startDate,
    endDate: state.endDate,
    deliveryOption: state.deliveryOption,
    deliveryAddress: state.deliveryAddress,
    message: state.message,
    wizardStep: state.step,
    wizardOpen: true,
  };
}
