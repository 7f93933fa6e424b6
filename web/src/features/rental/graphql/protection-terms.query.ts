import { graphql } from '../../../shared/graphql/graphql';

/**
 * Issue 26 §2: the optional protection at checkout as the server applies it (its configuration): the fee's
 * percentage of the rent, the smallest fee and the cover above the deposit. The wizard prices it with the same
 * function the server charges with (`quoteRental`); the /insurance page states the same numbers.
 */
export const PROTECTION_TERMS_QUERY = graphql(`
  query ProtectionTerms {
    protectionTerms {
      feePercent
      minimumFee
      cap
    }
  }
`);
