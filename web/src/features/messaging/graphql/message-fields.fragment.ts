import { graphql } from '../../../shared/graphql/graphql';

/** A message as every messaging screen draws it (the thread, the bell, a conversation's last message). */
export const MESSAGE_FIELDS = graphql(`
  fragment MessageFields on Message {
    id
    senderId
    receiverId
    content
    createdAt
    isRead
    senderName
    relatedItemId
    bookingId
    kind
    notice {
      kind
      params {
        bookingId
        itemId
        itemTitle
        startDate
        endDate
        currency
        rentMinor
        feeMinor
        totalMinor
        depositMinor
        amountMinor
        note
        deadline
        cancelledBy
        settlement
        outcome
        status
        deliveryMethod
        deliveryAddress
        renterName
        message
      }
    }
  }
`);
