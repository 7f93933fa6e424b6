import { buildPath, PATHS } from '../../../shared/routes/paths';

export function itemPath(id: number): string {
  return buildPath(PATHS.item, { id });
}

/** Spec §2: Rent Now while signed out goes to sign-in, then back to the item. */
export function signInToRentPath(id: number): string {
  return buildPath(PATHS.auth, {}, { redirectTo: itemPath(id) });
}

/** Spec §2: the Quick Booking dialog's Rent Now opens the item with the rental wizard (?rent=true). */
export function rentItemPath(id: number): string {
  return buildPath(PATHS.item, { id }, { rent: 'true' });
}

/** Spec §2 route table: /messages?user={ownerId} starts a chat with an owner. */
export function messageOwnerPath(ownerId: number): string {
  return buildPath(PATHS.messages, {}, { user: ownerId });
}

export function userPath(id: number): string {
  return buildPath(PATHS.user, { id });
}

/** Sign-in that comes back to `path` (spec §2: /auth with redirectTo). */
export function signInThenPath(path: string): string {
  return buildPath(PATHS.auth, {}, { redirectTo: path });
}
