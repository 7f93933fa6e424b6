import type { MessageView } from './types';

/**
 * The thread as shown: oldest first (the server pages newest first), each message once. Ordered by id, which is
 * the order the server stored them in, so a message that arrived late over the socket still lands in its place.
 */
export function threadForDisplay(nodes: readonly MessageView[]): MessageView[] {
  const byId = new Map<number, MessageView>();
  for (const node of nodes) byId.set(node.id, node);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Where a message sits: mine on the right, the other member's on the left, the platform's in the middle. */
export function messageSide(
  message: Pick<MessageView, 'senderId' | 'kind'>,
  meId: number,
): 'own' | 'other' | 'system' {
  if (message.kind === 'SYSTEM') return 'system';
  return message.senderId === meId ? 'own' : 'other';
}
