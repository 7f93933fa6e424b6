import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { notify } from '../../../shared/ui/toaster';
import { userPath } from '../../items/model/item-links';
import { MY_BLOCKS_QUERY } from '../graphql/my-blocks.query';
import { UNBLOCK_USER_MUTATION } from '../graphql/unblock-user.mutation';

/** The account page's list of the members I blocked, each with Unblock (issue 26 §3). */
export function BlockedMembers() {
  useNamespaces('moderation');
  const { t } = useTranslation('moderation');
  const f = useFormat();
  const blocks = useQuery(MY_BLOCKS_QUERY);
  const [unblock, unblocking] = useMutation(UNBLOCK_USER_MUTATION, {
    refetchQueries: [{ query: MY_BLOCKS_QUERY }],
    awaitRefetchQueries: true,
  });
  const list = blocks.data?.myBlocks ?? [];

  async function lift(userId: number, name: string) {
    try {
      await unblock({ variables: { userId } });
      notify.success({ title: t('block.unblocked', { name }) });
    } catch (caught) {
      notify.error({ title: t('block.failed'), description: toAppError(caught).message ?? undefined });
    }
  }

  return (
    <Box as="section" aria-labelledby="blocked-members-heading">
      <Heading as="h2" size="lg" id="blocked-members-heading" mb="3">
        {t('blocked.heading')}
      </Heading>
      {blocks.error && !blocks.data ? (
        <Text color="fg.error">{t('blocked.loadFailed')}</Text>
      ) : blocks.loading && !blocks.data ? null : list.length === 0 ? (
        <Text color="fg.muted">{t('blocked.empty')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {list.map((member) => {
            const name = member.fullName.trim() || member.username;
            return (
              <HStack
                as="li"
                key={member.userId}
                justify="space-between"
                borderWidth="1px"
                rounded="lg"
                p="3"
              >
                <Box>
                  <RouterLink to={userPath(member.userId)}>
                    <Text as="span" fontWeight="semibold">
                      {name}
                    </Text>
                  </RouterLink>
                  <Text fontSize="sm" color="fg.muted">
                    {t('blocked.since', { date: f.date(new Date(member.blockedAt)) })}
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="outline"
                  loading={unblocking.loading}
                  onClick={() => void lift(member.userId, name)}
                  aria-label={t('block.unblockMember', { name })}
                >
                  {t('block.unblock')}
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
