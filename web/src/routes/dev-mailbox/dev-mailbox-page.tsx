import { useTranslation } from 'react-i18next';
import { MailboxView } from '../../features/dev-mailbox/components/mailbox-view';
import { useNamespaces } from '../../shared/i18n/i18n';
import { PageContainer } from '../../shared/ui/page-container';

/** Development only: the e-mails the server wrote to its local mailbox. */
export function DevMailboxPage() {
  // The route loads the strings first; this keeps them through a language switch made on the page.
  useNamespaces('devMailbox');
  const { t } = useTranslation('devMailbox');
  return (
    <PageContainer title={t('title')} subtitle={t('subtitle')}>
      <MailboxView />
    </PageContainer>
  );
}
