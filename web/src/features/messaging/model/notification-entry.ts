/** The bell menu's value for an entry: unique per message, and naming whose thread it opens. */
export function notificationValue(message: { id: number; senderId: number }): string {
  return `message-${message.id}-from-${message.senderId}`;
}

/** The sender whose thread a chosen entry opens; null for the menu's other items. */
export function senderOfValue(value: string): number | null {
  const match = /^message-\d+-from-(\d+)$/.exec(value);
  return match ? Number(match[1]) : null;
}
