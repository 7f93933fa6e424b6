import { graphql } from '../../../shared/graphql/graphql';

/** Submits the private uploads of a document and a selfie (REST POST /api/identity-checks). */
export const SUBMIT_IDENTITY_CHECK_MUTATION = graphql(`
  mutation SubmitIdentityCheck($input: SubmitIdentityCheckInput!) {
    submitIdentityCheck(input: $input) {
      id
      status
    }
  }
`);
