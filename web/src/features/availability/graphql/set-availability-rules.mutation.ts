import { graphql } from '../../../shared/graphql/graphql';

/** Sets every availability rule of a listing (owner or admin). */
export const SET_AVAILABILITY_RULES_MUTATION = graphql(`
  mutation SetAvailabilityRules($itemId: Int!, $input: AvailabilityRulesInput!, $idempotencyKey: String) {
    setAvailabilityRules(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {
      minDays
      maxDays
      bufferDays
      advanceNoticeDays
      horizonDays
    }
  }
`);
