import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { Standing } from '@wicket/shared/schemas/stats';
import { useState } from 'react';
import { useParams } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { column } from '@/components/data-table-column';
import { DownloadButton } from '@/components/download-button';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { useStaffClub } from '@/entities/club/staff-club';
import { st, t } from '@/i18n';
import { useProfile } from '@/lib/account';
import { useLogin } from '@/lib/auth-storage';
import { formatMoney, fullName } from '@/lib/format';
import { memberPaths } from '@/lib/member-paths';
import { staffPaths } from '@/lib/staff';
import { type DateRange, useStandings } from '../api/get-standings';

const signed = (rs: number) => (
  <Text span fw={600} c={rs > 0 ? 'green' : rs < 0 ? 'red' : undefined}>
    {rs > 0 ? '+' : rs < 0 ? '−' : ''}
    {formatMoney(Math.abs(rs))}
  </Text>
);

const columns: Column<Standing>[] = [
  column('rank', () => t('Rank'), {
    hiddenInCard: true,
    render: (row) => (
      <Badge variant={row.rank <= 3 ? 'filled' : 'light'} color="blue.8" radius="sm">
        {row.rank}
      </Badge>
    ),
  }),
  column('member', () => t('Member'), {
    render: (row) => fullName(row.user),
    hiddenInCard: true,
  }),
  column('matches', () => t('Matches'), {
    align: 'right',
    render: (row) => row.matches,
  }),
  column('bets', () => t('Bets'), {
    align: 'right',
    render: (row) => row.bets,
  }),
  column('staked', () => t('Staked'), {
    align: 'right',
    render: (row) => formatMoney(row.staked),
  }),
  column('won', () => t('Won'), {
    align: 'right',
    render: (row) => formatMoney(row.won),
  }),
  column('net', () => t('Net'), {
    align: 'right',
    render: (row) => signed(row.net),
  }),
  column('wins', () => t('Wins'), {
    align: 'right',
    render: (row) => row.wins,
  }),
  column('firsts', () => t('Firsts'), {
    align: 'right',
    render: (row) => row.firsts,
  }),
  column('referral', () => t('Referral'), {
    align: 'right',
    render: (row) => formatMoney(row.referral),
  }),
];

/**
 * `/dashboard/standings`, `/manager-dashboard/standings` (the signed-in user's club) and
 * `/admin-dashboard/standings/{clubId}`: the club's season table over a date range, with its CSV.
 */
export function StandingsPage() {
  const login = useLogin();
  const isAdmin = login?.userType === 'Admin';
  const params = useParams();
  const profile = useProfile();
  const clubId = isAdmin ? params.clubId : profile.data?.memberOf?._id;
  const { clubName } = useStaffClub(params.clubId);
  const [range, setRange] = useState<DateRange>({});
  const standings = useStandings(clubId, range);

  const back = isAdmin
    ? staffPaths('Admin').clubs
    : login?.userType === 'Manager'
      ? staffPaths('Manager').home
      : memberPaths.dashboard;
  const header = (
    <PageHeader
      back={back}
      title={st(messages.standingsTitle)}
      subtitle={clubName}
      actions={
        clubId ? (
          <DownloadButton
            path={`/api/clubs/${encodeURIComponent(clubId)}/standings.csv`}
            fileName="standings.csv"
            query={{ from: range.from || undefined, to: range.to || undefined }}
          />
        ) : null
      }
    />
  );

  if (!isAdmin && profile.data && !profile.data.memberOf) {
    return (
      <>
        {header}
        <EmptyMessage text={st(messages.standingsEmpty)} />
      </>
    );
  }
  return (
    <>
      {header}
      <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
        <TextInput
          type="date"
          label={t('From')}
          value={range.from ?? ''}
          max={range.to || undefined}
          onChange={(event) => {
            const from = event.currentTarget.value;
            setRange((r) => ({ ...r, from }));
          }}
          style={{ flex: '1 1 150px', maxWidth: 220 }}
        />
        <TextInput
          type="date"
          label={t('To')}
          value={range.to ?? ''}
          min={range.from || undefined}
          onChange={(event) => {
            const to = event.currentTarget.value;
            setRange((r) => ({ ...r, to }));
          }}
          style={{ flex: '1 1 150px', maxWidth: 220 }}
        />
        <Button variant="default" onClick={() => setRange({})} disabled={!range.from && !range.to}>
          {t('All dates')}
        </Button>
      </Group>
      <QueryView query={standings}>
        {(rows) => (
          <DataTable
            label={st(messages.standingsTitle)}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.user._id}
            cardTitle={(row) => `${row.rank}. ${fullName(row.user)}`}
            minWidth={860}
            empty={<EmptyMessage text={st(messages.standingsEmpty)} />}
          />
        )}
      </QueryView>
    </>
  );
}
