import { decodeIdCursor, encodeIdCursor } from '@koalarent/core';

export { pageSize } from '@koalarent/core';

/** The newest-first message lists; a cursor names its list, so one list's cursor is refused by the other. */
type MessageList = 'conversations' | 'thread';

/**
 * Newest-first lists page by message id: a cursor is the last row's message id (core's keyset id cursor), and
 * the next page continues strictly below it, so messages arriving meanwhile never shift a page.
 */
export function encodeCursor(list: MessageList, id: number): string {
  return encodeIdCursor(list, id);
}

/** The id a cursor carries; null for no cursor; VALIDATION_FAILED 'Invalid cursor' for anything this code did not make. */
export function decodeCursor(list: MessageList, text: string | null | undefined): number | null {
  return text === null || text === undefined || text === '' ? null : decodeIdCursor(list, text);
}
