import { graphql } from '../../../shared/graphql/graphql';

/** Resolve a report with one action (REST PUT /api/admin/reports/{id}). */
export const RESOLVE_REPORT_MUTATION = graphql(`
  mutation ResolveReportAction($id: Int!, $action: String!) {
    resolveReport(id: $id, action: $action) {
      id
      status
      action
    }
  }
`);
