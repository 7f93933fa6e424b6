import { graphql } from '../../../shared/graphql/graphql';

/** Report a listing or a member (REST POST /api/reports). */
export const CREATE_REPORT_MUTATION = graphql(`
  mutation FileReport($input: CreateReportInput!) {
    createReport(input: $input) {
      id
      status
    }
  }
`);
