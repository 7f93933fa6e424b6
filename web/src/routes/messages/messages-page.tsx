import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { MessagesScreen } from '../../features/messaging/components/messages-screen';
import { chatTarget } from '../../features/messaging/model/chat-target';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { PageContainer } from '../../shared/ui/page-container';

const hrefFor = (userId: number) => buildPath(PATHS.messagesWith, { ownerId: userId });

function Messages() {
  const { t } = useTranslation('messaging');
  const { ownerId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = chatTarget(ownerId, params);
  // ?user={id} (spec §2: starts a chat) becomes /messages/{id}, the one address of that chat.
  useEffect(() => {
    if (ownerId === undefined && target.userId !== null) navigate(hrefFor(target.userId), { replace: true });
  }, [ownerId, target.userId, navigate]);

  return (
    <PageContainer title={t('page.title')}>
      <MessagesScreen
        selectedId={target.userId}
        invalidTarget={target.invalid}
        hrefFor={hrefFor}
        listHref={PATHS.messages}
      />
    </PageContainer>
  );
}

/** Spec §2 /messages, /messages/{ownerId} and /messages?user={ownerId}; signed out → sign in, then back here. */
export function MessagesPage() {
  const location = useLocation();
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirectTo: location.pathname + location.search })}>
      <Messages />
    </RequireAuth>
  );
}
