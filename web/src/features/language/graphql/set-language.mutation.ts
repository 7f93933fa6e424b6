import { graphql } from '../../../shared/graphql/graphql';

/** Tells the server the member's display language (the language of the e-mails it sends them). */
export const SET_LANGUAGE_MUTATION = graphql(`
  mutation SetLanguage($language: String!) {
    setLanguage(language: $language)
  }
`);
