import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '../../../shared/i18n/language-selection';
import { sessionStore } from '../../../shared/storage/safe-storage';
import { useSession } from '../../auth/hooks/session-context';
import { SET_LANGUAGE_MUTATION } from '../graphql/set-language.mutation';

/** Per tab: the language last told to the server for a member, so a page load does not repeat the call. */
const syncedKey = (userId: number) => `koalarent-language-synced:${userId}`;

/**
 * The display language is chosen per browser (spec §1), but the e-mails a member is sent are written by the
 * server, which only knows the member's language if we tell it: once a signed-in session is confirmed, and again
 * whenever the member switches language. A failed call is retried on the next switch or page load.
 */
export function LanguageSync(): null {
  const { i18n } = useTranslation();
  const { user, confirmed } = useSession();
  const [setLanguage] = useMutation(SET_LANGUAGE_MUTATION);
  const language = i18n.language;
  const userId = confirmed && user ? user.id : null;

  useEffect(() => {
    if (userId === null || !isLanguageCode(language)) return;
    if (sessionStore.getItem(syncedKey(userId)) === language) return;
    setLanguage({ variables: { language } })
      .then(() => sessionStore.setItem(syncedKey(userId), language))
      .catch(() => undefined);
  }, [userId, language, setLanguage]);

  return null;
}
