import '../components/betting-sheet-print.css';
import { Badge, Box, Button, Group as Row, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconPrinter, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { EmptyMessage } from '@/components/empty-message';
import { LoadErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useGroup } from '@/entities/group/get-group';
import { useAllGroupBets } from '@/entities/group/get-group-bets';
import { dataLabel, t } from '@/i18n';
import { saveBlob } from '@/lib/api-client';
import { formatDateTime, formatMoney, stakeLabel } from '@/lib/format';
import { useStaff } from '@/lib/staff';
import { buildSheet, filterSheet, type SheetFilter, sheetFilename, sheetToCsv } from '../utils/betting-sheet';

const FILTERS: { value: SheetFilter; label: string }[] = [
  {
    value: 'all',
    get label() {
      return t('All');
    },
  },
  {
    value: 'taken',
    get label() {
      return t('Taken');
    },
  },
  {
    value: 'available',
    get label() {
      return t('Available');
    },
  },
];

/**
 * `/{manager,admin}-dashboard/view-bettingsheet/{groupId}`: all 364 combinations with their players and who holds
 * each, opening on the taken ones, filterable, printable (only the sheet prints) and downloadable as CSV (the rows shown). The holders come
 * from the group's bets loaded in pages of 500 (never the whole list in one answer), shown as they arrive.
 */
export function BettingSheetPage() {
  const { groupId = '' } = useParams();
  const { paths } = useStaff();
  const group = useGroup(groupId, { refresh: true });
  const bets = useAllGroupBets(groupId, { refresh: true });
  // Until the manager picks a filter, the sheet opens on the taken combinations (all 364 while none is taken).
  const [chosenFilter, setFilter] = useState<SheetFilter | null>(null);
  const [search, setSearch] = useState('');

  const sheet = useMemo(
    () => (group.data && bets.data ? buildSheet(group.data.match, bets.bets) : []),
    [group.data, bets.data, bets.bets],
  );
  const taken = useMemo(() => sheet.filter((row) => row.holders.length > 0).length, [sheet]);
  const filter: SheetFilter = chosenFilter ?? (taken > 0 ? 'taken' : 'all');
  const rows = useMemo(() => filterSheet(sheet, filter, search), [sheet, filter, search]);

  const failure = group.error ?? bets.error;
  if (failure) return <LoadErrorState error={failure} thing="Group" />;
  if (!group.data || !bets.data) return <PageLoader />;
  const { match } = group.data;

  const download = () =>
    saveBlob(
      new Blob([sheetToCsv(rows)], { type: 'text/csv;charset=utf-8' }),
      sheetFilename(match.team1, match.team2, group.data.betType),
    );
  // A big group's bets arrive 500 at a time; the sheet shows them as they come, and prints or downloads once whole.
  const loading = !bets.complete;

  return (
    <Box data-betting-sheet>
      <PageHeader
        back={paths.matchGroups(match._id)}
        title={t('Betting Sheet')}
        subtitle={t('{team1} vs {team2} · {dateTime} · {betType} · {price}', {
          team1: match.team1,
          team2: match.team2,
          dateTime: formatDateTime(match.dateTime),
          betType: dataLabel(group.data.betType),
          price: stakeLabel(group.data),
        })}
        actions={
          <Row gap="xs" data-print-hide>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
              disabled={loading}
            >
              {t('Print')}
            </Button>
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download} disabled={loading}>
              {t('Download CSV')}
            </Button>
          </Row>
        }
      />
      <Stack gap="sm">
        <Row gap="lg">
          <Text size="sm">
            {t('Taken:')} <b>{taken}</b> {t('of {length}', { length: sheet.length })}
          </Text>
          <Text size="sm">
            {group.data.betType === 'Bidding Method' ? t('Bids:') : t('Bets:')} <b>{bets.total}</b>
          </Text>
          <Text size="sm">
            {t('Pool:')} <b>{formatMoney(group.data.totalBetAmount)}</b>
          </Text>
        </Row>
        <Row gap="sm" align="flex-end" data-print-hide>
          <TextInput
            label={t('Search')}
            placeholder={t('Combination, player, name or phone')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <SegmentedControl
            aria-label={t('Show')}
            data={FILTERS}
            value={filter}
            onChange={(value) => setFilter(FILTERS.find((f) => f.value === value)?.value ?? 'all')}
          />
        </Row>
        {loading ? (
          <Text size="sm" c="dimmed" role="status" data-print-hide>
            {t('Loading bets: {length} of {total}', { length: bets.bets.length, total: bets.total })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" data-print-hide>
          {t('Showing {length} of {length2} combinations', { length: rows.length, length2: sheet.length })}
        </Text>
        {rows.length === 0 ? (
          <EmptyMessage text={t('No combinations match this filter')} />
        ) : (
          // Scrolls on its own: keyboard users reach it with Tab and scroll it with the arrow keys.
          <Box className="betting-sheet-scroll" tabIndex={0} role="region" aria-label={t('Betting sheet, scrollable')}>
            <Table striped withTableBorder verticalSpacing={4} aria-label={t('Betting sheet')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Combination')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('Players')}</Table.Th>
                  <Table.Th>{t('Held by')}</Table.Th>
                  <Table.Th ta="right">{t('Score')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.combination} data-combination={row.combination}>
                    <Table.Td>
                      <Text ff="monospace" fw={700} span>
                        {row.combination}
                      </Text>
                      {/* Phones: the players under the combination, so Held by and Score stay on screen. */}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {row.players.join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{row.players.join(', ')}</Text>
                    </Table.Td>
                    <Table.Td>
                      {row.holders.length === 0 ? (
                        <Badge color="gray" variant="light" radius="sm">
                          {t('Available')}
                        </Badge>
                      ) : (
                        <Stack gap={0}>
                          {row.holders.map((holder) => (
                            <Text size="sm" key={`${holder.phone}-${holder.placedAt}`}>
                              {holder.name}
                              {holder.phone ? ` (${holder.phone})` : ''}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{row.score ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
