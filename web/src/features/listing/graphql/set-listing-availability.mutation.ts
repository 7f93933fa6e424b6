import { graphql } from '../../../shared/graphql/graphql';

export const SET_LISTING_AVAILABILITY_MUTATION = graphql(`
  mutation SetListingAvailability($id: Int!, $availability: Boolean!) {
    setItemAvailability(id: $id, availability: $availability) {
      __typename
      id
      availability
      approvalStatus
    }
  }
`);
