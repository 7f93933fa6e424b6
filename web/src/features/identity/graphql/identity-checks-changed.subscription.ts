import { graphql } from '../../../shared/graphql/graphql';

/** An identity check was submitted or decided: the admins' Identity tab refreshes live. */
export const IDENTITY_CHECKS_CHANGED_SUBSCRIPTION = graphql(`
  subscription IdentityChecksChanged {
    identityChecksChanged
  }
`);
