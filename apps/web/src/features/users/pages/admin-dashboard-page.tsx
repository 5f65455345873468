import { Badge, Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UserListItem } from '@wicket/shared/schemas/members';
import type { UserType } from '@wicket/shared/schemas/users';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { column } from '@/components/data-table-column';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { dataLabel, t } from '@/i18n';
import { formatMoney, fullName } from '@/lib/format';
import { useUsers } from '../api/get-users';

const TYPE_COLORS: Record<UserType, string> = { Admin: 'grape', Manager: 'indigo', Member: 'teal' };

const columns: Column<UserListItem>[] = [
  column('name', () => t('Name'), {
    render: (user) => fullName(user),
    hiddenInCard: true,
  }),
  column('phone', () => t('Phone'), {
    render: (user) => user.phoneNumber,
  }),
  column('type', () => t('User Type'), {
    render: (user) => (
      <Badge color={TYPE_COLORS[user.userType]} variant="light" radius="sm">
        {dataLabel(user.userType)}
      </Badge>
    ),
  }),
  column('club', () => t('Club'), {
    render: (user) => user.memberOf?.clubName ?? '—',
  }),
  column('credits', () => t('Credits'), {
    align: 'right',
    render: (user) => (
      <Text span fw={600}>
        {formatMoney(user.credits)}
      </Text>
    ),
  }),
];

const FILTERS = ['All', 'Member', 'Manager', 'Admin'];

/** `/admin-dashboard`: every user with phone, type and credit balance; searchable and filterable by type. */
export function AdminDashboardPage() {
  const users = useUsers();
  const [type, setType] = useState('All');
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const query = search.trim().toLowerCase();
    return (users.data ?? []).filter(
      (user) =>
        (type === 'All' || user.userType === type) &&
        (!query || fullName(user).toLowerCase().includes(query) || user.phoneNumber.includes(query)),
    );
  }, [users.data, type, search]);

  return (
    <>
      <PageHeader
        title={t('All Users')}
        subtitle={users.data ? t('{length} users', { length: users.data.length }) : undefined}
        actions={
          <Button component={Link} to="/admin-dashboard/manage-club">
            {t('Manage Clubs')}
          </Button>
        }
      />
      <Group gap="sm" mb="md" align="flex-end">
        <TextInput
          aria-label={t('Search users')}
          placeholder={t('Search by name or phone')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <SegmentedControl
          aria-label={t('User type')}
          data={FILTERS.map((value) => ({ value, label: dataLabel(value) }))}
          value={type}
          onChange={setType}
          size="xs"
        />
      </Group>
      <QueryView query={users}>
        {(_data) => (
          <DataTable
            label={t('Users')}
            columns={columns}
            rows={rows}
            rowKey={(user) => user._id}
            cardTitle={(user) => fullName(user)}
            minWidth={640}
            empty={<EmptyMessage text={t('No users found')} />}
          />
        )}
      </QueryView>
    </>
  );
}
