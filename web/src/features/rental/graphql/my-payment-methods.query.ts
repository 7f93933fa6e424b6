import { graphql } from '../../../shared/graphql/graphql';

/** The signed-in member's saved cards (brand, last four and expiry only), offered at step 3. */
export const MY_PAYMENT_METHODS_QUERY = graphql(`
  query MyPaymentMethods {
    myPaymentMethods {
      id
      brand
      last4
      expMonth
      expYear
      nameOnCard
    }
  }
`);
