import { graphql } from '../../../shared/graphql/graphql';

/** The Developer section's documents (issue 25 §3): the member's API tokens, made and revoked over their session. */
export const MY_API_TOKENS_QUERY = graphql(`
  query MyApiTokens {
    myApiTokens {
      id
      name
      scopes
      lastFour
      expiresAt
      lastUsedAt
      createdAt
    }
  }
`);

export const CREATE_API_TOKEN_MUTATION = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      id
      token
      name
      scopes
      lastFour
      expiresAt
      lastUsedAt
      createdAt
    }
  }
`);

export const REVOKE_API_TOKEN_MUTATION = graphql(`
  mutation RevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);
