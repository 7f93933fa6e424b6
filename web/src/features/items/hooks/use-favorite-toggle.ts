import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/ui/toaster';
import { useSession } from '../../auth/hooks/session-context';
import { ADD_FAVORITE_MUTATION } from '../graphql/add-favorite.mutation';
import { REMOVE_FAVORITE_MUTATION } from '../graphql/remove-favorite.mutation';

/** Spec §9: the heart animates for about 300 ms. */
const ANIMATION_MS = 300;

/** Every copy of the item in the cache (cards, the item page) shows the new state. */
function writeFavorite(cache: ApolloCache, itemId: number, isFavorite: boolean): void {
  cache.modify({
    id: cache.identify({ __typename: 'Item', id: itemId }),
    fields: { isFavorite: () => isFavorite },
  });
}

/**
 * The favourite heart (spec §2/§8): optimistic — Apollo's optimistic layer flips the flag at once and drops it
 * again when the call fails, so the state reverts on its own — with the spec's toasts. Signed-out users are told
 * to sign in.
 */
export function useFavoriteToggle(itemId: number, isFavorite: boolean) {
  const { t } = useTranslation('items');
  const session = useSession();
  const [add] = useMutation(ADD_FAVORITE_MUTATION);
  const [remove] = useMutation(REMOVE_FAVORITE_MUTATION);
  const [animating, setAnimating] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const toggle = useCallback(async () => {
    if (session.status !== 'authenticated') {
      notify.info({
        title: t('favorites.signInTitle'),
        description: t('favorites.signInDescription'),
      });
      return;
    }
    if (busy) return;
    const next = !isFavorite;
    setAnimating(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnimating(false), ANIMATION_MS);
    setBusy(true);
    try {
      if (next) {
        await add({
          variables: { itemId },
          optimisticResponse: { addFavorite: { __typename: 'FavoriteStatus', itemId, isFavorite: true } },
          update: (cache, { data }) => {
            if (data) writeFavorite(cache, itemId, data.addFavorite.isFavorite);
          },
        });
        notify.success({ title: t('favorites.addedTitle'), description: t('favorites.addedDescription') });
      } else {
        await remove({
          variables: { itemId },
          optimisticResponse: { removeFavorite: { __typename: 'FavoriteStatus', itemId, isFavorite: false } },
          update: (cache, { data }) => {
            if (data) writeFavorite(cache, itemId, data.removeFavorite.isFavorite);
          },
        });
        notify.success({
          title: t('favorites.removedTitle'),
          description: t('favorites.removedDescription'),
        });
      }
    } catch {
      notify.error({
        title: t('favorites.errorTitle'),
        description: next ? t('favorites.addFailed') : t('favorites.removeFailed'),
      });
    } finally {
      setBusy(false);
    }
  }, [session.status, busy, isFavorite, itemId, add, remove, t]);

  return { toggle, animating, busy };
}
