import { MailboxView } from '../../features/dev-mailbox/components/mailbox-view';
import { PageContainer } from '../../shared/ui/page-container';

/** Development only: the e-mails the server wrote to its local mailbox. */
export function DevMailboxPage() {
  return (
    <PageContainer title="Local Mailbox" subtitle="E-mails sent by this development server.">
      <MailboxView />
    </PageContainer>
  );
}
