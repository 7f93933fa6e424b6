import { graphql } from '../../../shared/graphql/graphql';

export const ADMIN_SEND_EMAIL_MUTATION = graphql(`
  mutation AdminSendEmail($userId: Int!, $subject: String!, $body: String!) {
    adminSendEmail(userId: $userId, subject: $subject, body: $body)
  }
`);
