import { graphql } from '../../../shared/graphql/graphql';

/**
 * What the renter's booking screens draw (spec §2 My Rentals and My Bookings, §4): every mutation below answers
 * with the same fields, so the normalised cache entry — and with it the tab a card sits in — follows each change.
 */
export const RENTER_BOOKING_FIELDS = graphql(`
  fragment RenterBookingFields on Booking {
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
      profileImage
    }
    renter {
      id
      username
      fullName
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
    startDate
    endDate
    createdAt
    approvedAt
    expiresAt
    receivedDate
    returnedAt
    completedAt
    cancelledAt
    deliveryMethod
    deliveryAddress
    rentalMessage
    ownerNotes
    returnNotes
    cancelReason
    cancelledBy
    overdue
    allowedActions
    cancellationRefund
    paymentMethod {
      id
      brand
      last4
    }
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
    }
    myReview {
      id
      rating
      comment
    }
    reviewDeadline
  }
`);
