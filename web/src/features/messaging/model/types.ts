import type { ResultOf } from '../../../shared/graphql/graphql';
import type { CONVERSATIONS_QUERY } from '../graphql/conversations.query';
import type { MESSAGE_FIELDS } from '../graphql/message-fields.fragment';
import type { MESSAGE_PARTY_FIELDS } from '../graphql/message-party-fields.fragment';

/** A message as the screens read it. */
export type MessageView = ResultOf<typeof MESSAGE_FIELDS>;
/** The other member of a conversation. */
export type MessageParty = ResultOf<typeof MESSAGE_PARTY_FIELDS>;
/** One row of the conversation list. */
export type ConversationView = ResultOf<typeof CONVERSATIONS_QUERY>['conversations']['nodes'][number];
