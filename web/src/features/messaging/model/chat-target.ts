/** A member id from a route (/messages/{id}) or a query (?user={id}); null when it is not one. */
export function parseUserId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * Spec §2 route table: /messages/{ownerId} and /messages?user={ownerId} both open (or start) the chat with that
 * member; the path wins when both are given. `invalid` is true when something was asked for that is not an id.
 */
export function chatTarget(
  pathId: string | undefined,
  query: URLSearchParams,
): { userId: number | null; invalid: boolean } {
  const raw = pathId ?? query.get('user');
  if (raw === null || raw === undefined || raw === '') return { userId: null, invalid: false };
  const userId = parseUserId(raw);
  return { userId, invalid: userId === null };
}
