import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Heading, HStack, Menu, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
import { useSession } from '../../auth/hooks/session-context';
import { ADMIN_USERS_QUERY } from '../graphql/admin-users.query';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useKeptWhileLoading } from '../hooks/use-kept-while-loading';
import { useUpdateUser } from '../hooks/use-update-user';
import { type AdminT, formatDate } from '../model/format';
import { appendUsers } from '../model/live-updates';
import {
  type AdminUser,
  displayName,
  quickChange,
  roleBadge,
  statusBadges,
  type UserAction,
  userActions,
} from '../model/users';
import { Cell, DataTable, EmptyRow, Row } from './data-table';
import { EditUserDialog } from './edit-user-dialog';
import { LoadError } from './load-error';
import { RowActionsMenu, useRowTriggers } from './row-actions';
import { SearchBox } from './search-box';
import { SendEmailDialog } from './send-email-dialog';
import { LoadMoreButton, TableSkeleton } from './table-states';

const PAGE_SIZE = 50;
const COLUMNS = ['user', 'email', 'role', 'status', 'joined', 'actions'] as const;

function columnNames(t: AdminT): string[] {
  return COLUMNS.map((column) => t(`users.columns.${column}`));
}

function UserRow({
  user,
  viewerId,
  busy,
  onAction,
  triggerRef,
}: {
  user: AdminUser;
  viewerId: number | null;
  busy: boolean;
  onAction(action: UserAction, user: AdminUser): void;
  triggerRef(element: HTMLButtonElement | null): void;
}) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const role = roleBadge(user, t);
  return (
    <Row>
      <Cell header>
        <Text fontWeight="medium">{displayName(user)}</Text>
        <Text color="fg.muted">@{user.username}</Text>
      </Cell>
      <Cell>{user.email ?? '—'}</Cell>
      <Cell>
        <Badge colorPalette={role.palette} variant="subtle">
          {role.label}
        </Badge>
      </Cell>
      <Cell>
        <HStack gap="1.5" wrap="wrap">
          {statusBadges(user, t).map((badge) => (
            <Badge key={badge.label} colorPalette={badge.palette} variant="subtle">
              {badge.label}
            </Badge>
          ))}
        </HStack>
      </Cell>
      <Cell>
        <Box whiteSpace="nowrap">{formatDate(user.createdAt, f)}</Box>
      </Cell>
      <Cell>
        <RowActionsMenu
          label={t('users.actionsFor', { name: user.username })}
          busy={busy}
          triggerRef={triggerRef}
          minW="52"
          onSelect={(value) => onAction(value as UserAction, user)}
        >
          {userActions(user, viewerId, t).map((item) => (
            <Menu.Item
              key={item.action}
              value={item.action}
              disabled={item.disabledReason !== null}
              flexDirection="column"
              alignItems="flex-start"
              gap="0"
            >
              {item.label}
              {item.disabledReason ? (
                <Text as="span" fontSize="xs" color="fg.muted">
                  {item.disabledReason}
                </Text>
              ) : null}
            </Menu.Item>
          ))}
        </RowActionsMenu>
      </Cell>
    </Row>
  );
}

/**
 * Spec §2 Users: a searchable table of members with their role and status badges and an Actions menu; the Edit
 * User dialog and Send email open from it. One-click actions change only their flag.
 */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const viewerId = session.user?.id ?? null;
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(ADMIN_USERS_QUERY, {
    variables: { search: settled || null, first: PAGE_SIZE, after: null },
    notifyOnNetworkStatusChange: true,
  });
  const update = useUpdateUser();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'edit' | 'email'; userId: number } | null>(null);
  const triggers = useRowTriggers();

  // While a new search loads, the rows shown stay (the table marked busy): an open row menu stays open.
  const connection = useKeptWhileLoading(data?.adminUsers, 'users');
  const users = connection?.nodes ?? [];
  const dialogUser = dialog ? users.find((user) => user.id === dialog.userId) : undefined;

  async function onAction(action: UserAction, user: AdminUser) {
    if (action === 'edit' || action === 'email') {
      setDialog({ kind: action, userId: user.id });
      return;
    }
    setBusyId(user.id);
    await update(user, quickChange(action), t(`users.done.${action}`, { name: displayName(user) }));
    setBusyId(null);
  }

  const loadingFirst = !connection && !error;
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" wrap="wrap" gap="4">
        <Box>
          <Heading as="h2" size="lg">
            {t('users.heading')}
          </Heading>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {connection ? t('users.count', { count: connection.totalCount }) : ' '}
          </Text>
        </Box>
        <SearchBox
          label={t('users.searchLabel')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </HStack>
      {error && !data?.adminUsers ? (
        <LoadError
          title={t('loadError.users')}
          error={error}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : loadingFirst ? (
        <TableSkeleton label={t('users.loading')} height="12" />
      ) : (
        <DataTable
          caption={t('users.caption')}
          columns={columnNames(t)}
          busy={networkStatus === NetworkStatus.setVariables}
        >
          {users.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} text={t('users.empty')} />
          ) : (
            users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                viewerId={viewerId}
                busy={busyId === user.id}
                onAction={(action, target) => void onAction(action, target)}
                triggerRef={triggers.ref(user.id)}
              />
            ))
          )}
        </DataTable>
      )}
      {connection?.pageInfo.hasNextPage ? (
        <LoadMoreButton
          label={t('users.loadMore')}
          size="md"
          loading={networkStatus === NetworkStatus.fetchMore}
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: appendUsers,
            }).catch(() => undefined)
          }
        />
      ) : null}
      {dialog && dialogUser ? (
        dialog.kind === 'edit' ? (
          <EditUserDialog
            key={`edit-${dialogUser.id}`}
            user={dialogUser}
            viewerId={viewerId}
            onClose={() => setDialog(null)}
            finalFocus={() => triggers.get(dialogUser.id) ?? null}
          />
        ) : (
          <SendEmailDialog
            key={`email-${dialogUser.id}`}
            user={dialogUser}
            onClose={() => setDialog(null)}
            finalFocus={() => triggers.get(dialogUser.id) ?? null}
          />
        )
      ) : null}
    </Stack>
  );
}
