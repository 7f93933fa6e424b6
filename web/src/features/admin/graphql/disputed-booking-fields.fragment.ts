import { graphql } from '../../../shared/graphql/graphql';

/** A booking whose damage claim the renter disputed: the claim, its photos and what each side said. */
export const DISPUTED_BOOKING_FIELDS = graphql(`
  fragment DisputedBookingFields on Booking {
    id
    status
    currency
    startDate
    endDate
    returnedAt
    securityDeposit
    protectionFee
    protectionCover
    lateFee
    rentalMessage
    ownerNotes
    returnNotes
    allowedActions
    item {
      id
      title
      images
    }
    owner {
      id
      fullName
      username
    }
    renter {
      id
      fullName
      username
    }
    damageClaim {
      id
      amount
      reason
      photos
      status
      createdAt
      respondBy
      ownerAmount
      decisionNote
      resolvedAt
      protectionAmount
      protectionStatus
      protectionPaid
      protectionNote
    }
  }
`);
