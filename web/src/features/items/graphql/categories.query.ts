import { graphql } from '../../../shared/graphql/graphql';

export const CATEGORIES_QUERY = graphql(`
  query Categories {
    categories {
      id
      name
      icon
      itemCount
    }
  }
`);
