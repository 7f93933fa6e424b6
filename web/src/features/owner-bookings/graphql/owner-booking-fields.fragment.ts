import { graphql } from '../../../shared/graphql/graphql';

/**
 * What the owner's Requests tab draws of a booking. Every owner mutation answers with these fields, so the
 * normalised cache entry — and with it the section a card sits in and the buttons it offers — follows each change.
 */
export const OWNER_BOOKING_FIELDS = graphql(`
  fragment OwnerBookingFields on Booking {
    id
    itemId
    item {
      id
      title
      images
      ownerId
      location
    }
    owner {
      id
      username
      fullName
    }
    renter {
      id
      username
      fullName
      profileImage
      koalaRank
      rating
      reviewCount
      isVerified
      identityVerified
    }
    status
    paymentStatus
    currency
    days
    dailyPrice
    rentPrice
    serviceFee
    totalPrice
    securityDeposit
    protectionFee
    protectionCover
    lateFee
    refundedAmount
    ownerPayout
    startDate
    endDate
    createdAt
    approvedAt
    receivedDate
    returnedAt
    completedAt
    cancelledAt
    expiresAt
    deliveryMethod
    deliveryAddress
    rentalMessage
    ownerNotes
    returnNotes
    cancelReason
    cancelledBy
    overdue
    viewerRole
    allowedActions
    damageClaim {
      id
      amount
      reason
      photos
      status
      respondBy
      ownerAmount
      decisionNote
      resolvedAt
      createdAt
    }
    myReview {
      id
      rating
      comment
      createdAt
    }
    reviewDeadline
  }
`);
