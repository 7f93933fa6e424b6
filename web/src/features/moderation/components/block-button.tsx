import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBan } from 'react-icons/lu';
import { toAppError } from '../../../shared/errors/app-error';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { notify } from '../../../shared/ui/toaster';
import { BLOCK_USER_MUTATION } from '../graphql/block-user.mutation';
import { MY_BLOCKS_QUERY } from '../graphql/my-blocks.query';
import { UNBLOCK_USER_MUTATION } from '../graphql/unblock-user.mutation';

/** Whether I blocked `userId`, from my block list (one query shared by every button on the page). */
function useIsBlocked(userId: number): boolean {
  const blocks = useQuery(MY_BLOCKS_QUERY);
  return blocks.data?.myBlocks.some((b) => b.userId === userId) ?? false;
}

/**
 * Block (after a confirmation) or unblock a member, from a conversation or a profile (issue 26 §3). The server
 * enforces it: a blocked member's messages and bookings are refused, whatever this button shows.
 */
export function BlockButton({ userId, name }: { userId: number; name: string }) {
  useNamespaces('moderation');
  const { t } = useTranslation('moderation');
  const blocked = useIsBlocked(userId);
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Every query on screen: the block list, and the thread and conversations whose messages a block hides.
  const [block, blocking] = useMutation(BLOCK_USER_MUTATION, { refetchQueries: 'active' });
  const [unblock, unblocking] = useMutation(UNBLOCK_USER_MUTATION, { refetchQueries: 'active' });

  async function run(action: 'block' | 'unblock') {
    try {
      if (action === 'block') await block({ variables: { userId } });
      else await unblock({ variables: { userId } });
      notify.success({ title: t(action === 'block' ? 'block.blocked' : 'block.unblocked', { name }) });
      setConfirming(false);
    } catch (caught) {
      notify.error({ title: t('block.failed'), description: toAppError(caught).message ?? undefined });
    }
  }

  return (
    <>
      <Button
        ref={button}
        size="xs"
        variant="ghost"
        colorPalette={blocked ? 'gray' : 'red'}
        loading={unblocking.loading}
        onClick={() => (blocked ? void run('unblock') : setConfirming(true))}
        aria-label={blocked ? t('block.unblockMember', { name }) : t('block.blockMember', { name })}
      >
        <LuBan aria-hidden="true" />
        {blocked ? t('block.unblock') : t('block.block')}
      </Button>
      {confirming ? (
        <FormDialog
          role="alertdialog"
          title={t('block.confirmTitle', { name })}
          description={t('block.confirmDescription')}
          busy={blocking.loading}
          onClose={() => setConfirming(false)}
          onSubmit={() => void run('block')}
          finalFocus={() => button.current}
          closeLabel={t('report.close')}
          cancelLabel={t('report.cancel')}
          submitLabel={t('block.block')}
          pendingLabel={t('report.sending')}
          palette="red"
        >
          {null}
        </FormDialog>
      ) : null}
    </>
  );
}
