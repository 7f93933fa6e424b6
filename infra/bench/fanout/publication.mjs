// What the benchmark publishes and subscribes to, in one place: the messaging worker's publication of a new message
// on a member's topic (services/messaging's MessagePublication), and the subscription a browser tab opens.
// Shared by the load generator (plain JavaScript) and bench.ts.

/** The subscription every socket opens: the fields the header bell and the open thread read. */
export const SUBSCRIPTION =
  'subscription MessageReceived { messageReceived { id senderId receiverId content createdAt isRead senderName relatedItemId bookingId kind } }';

const CREATED_AT = new Date().toISOString();

/**
 * The event numbered `seq` (probes are negative) for `receiverId`, as the worker publishes a new message: sent by
 * another bench member, so both names are real. Its message id carries the sequence number.
 */
export function publication(seq, receiverId, members) {
  const sender = members[0].id === receiverId ? (members[1]?.id ?? receiverId) : members[0].id;
  return {
    id: seq < 0 ? 1_000_000_000 - seq : seq,
    senderId: sender,
    receiverId,
    content: `Is the camera still free next weekend? (benchmark event ${seq})`,
    createdAt: CREATED_AT,
    isRead: false,
    senderName: 'Bench Member',
    relatedItemId: null,
    bookingId: null,
    kind: 'USER',
  };
}

/** The sequence number an event carries (negative for a probe), or null when it is none of ours. */
export function sequenceOf(node) {
  const id = node?.id;
  if (!Number.isInteger(id) || id <= 0) return null;
  return id > 1_000_000_000 ? 1_000_000_000 - id : id;
}
