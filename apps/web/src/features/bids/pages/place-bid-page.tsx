import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isBettingOpen } from '@wicket/shared/betting-open';
import { messages, notificationTitles } from '@wicket/shared/messages';
import type { StandingBid } from '@wicket/shared/schemas/bids';
import type { GroupDetail } from '@wicket/shared/schemas/groups';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { LoadErrorState } from '@/components/error-state';
import { Fact } from '@/components/fact';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useGroup } from '@/entities/group/get-group';
import { teamSlots } from '@/entities/match/players';
import { dataLabel, t } from '@/i18n';
import { useBalance } from '@/lib/account';
import { useLogin } from '@/lib/auth-storage';
import { formatDateTime, formatMoney, fullName } from '@/lib/format';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import { invalidateEvents } from '@/lib/query-keys';
import { randomId } from '@/lib/random-id';
import { useGroupBids, usePlaceBid } from '../api/group-bids';
import { LotGrid } from '../components/lot-grid';
import { buildLots, filterLots, LOT_FILTERS, type LotFilter, outbidLots } from '../utils/lots';

/**
 * `/place-bid/{groupId}` (design-match-day section 6): the 364 lots of a Bidding Method group (free, mine, others'
 * with the amount), the least next bid prefilled for the chosen lot, refreshed every 2 s and on live events; when
 * another member outbids the caller, the screen says so and the balance refreshes (the stake is back).
 */
export function PlaceBidPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId, { refresh: true });
  const bids = useGroupBids(groupId);
  if (group.isPending || bids.isPending) return <PageLoader />;
  if (group.error) return <LoadErrorState error={group.error} thing="Group" />;
  if (bids.error) return <LoadErrorState error={bids.error} thing="Bids" />;
  return <Bidding group={group.data} bids={bids.data} />;
}

function Bidding({ group, bids }: { group: GroupDetail; bids: StandingBid[] }) {
  const { match } = group;
  const me = useLogin()?._id;
  const balance = useBalance();
  const queryClient = useQueryClient();
  const placeBid = usePlaceBid();
  const [filter, setFilter] = useState<LotFilter>('All');
  const [search, setSearch] = useState('');
  const [player, setPlayer] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  const lots = useMemo(() => buildLots(bids, me, group), [bids, me, group]);
  const shown = useMemo(() => filterLots(lots, filter, search, player), [lots, filter, search, player]);
  // The players to filter by: each team's seven, named or not (`3 Rohit Sharma`, `B Player B`).
  const players = useMemo(
    () =>
      [...teamSlots(match.Team1Players, 1), ...teamSlots(match.Team2Players, 2)].map((slot) => ({
        value: slot.symbol,
        label: `${slot.symbol} ${slot.name}`,
      })),
    [match.Team1Players, match.Team2Players],
  );
  const lot = lots.find((l) => l.combination === selected) ?? null;
  const least = lot?.least ?? null;
  const bettingOpen = isBettingOpen(match, group);
  const mine = lots.filter((l) => l.state === 'mine');

  // The least next bid, prefilled whenever the lot or its standing bid changes.
  useEffect(() => {
    setAmount(least === null ? '' : least.toFixed(2));
  }, [least]);

  // Outbid while watching: say so, and refresh the balance (the stake came back).
  const previous = useRef<StandingBid[] | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = bids;
    if (!before || !me) return;
    const lost = outbidLots(before, bids, me);
    if (lost.length === 0) return;
    for (const combination of lost) notifyWarning(notificationTitles.outbid(combination));
    void invalidateEvents(queryClient, [{ type: 'balance' }]);
  }, [bids, me, queryClient]);

  const choose = (combination: string) => {
    setSelected(combination);
    setError(null);
  };

  const submit = () => {
    if (!lot) return;
    const value = Number(amount);
    if (!/^\s*\d+(\.\d{1,2})?\s*$/.test(amount) || !(value > 0)) {
      setError(messages.bidAmountInvalid);
      return;
    }
    setError(null);
    const signature = `${group._id}|${lot.combination}|${value}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: randomId() };
    placeBid.mutate(
      {
        groupId: group._id,
        matchId: match._id,
        combination: lot.combination,
        amount: value,
        idempotencyKey: attempt.current.key,
      },
      {
        onSuccess: (answer) => {
          attempt.current = null;
          notifySuccess(answer.message);
        },
        // The field says it (the mutation shows no toast, so it is said once).
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <>
      <PageHeader
        back={`/play-match/${match._id}`}
        title={t('Bidding')}
        subtitle={t('{team1} vs {team2} · {dateTime}', {
          team1: match.team1,
          team2: match.team2,
          dateTime: formatDateTime(match.dateTime),
        })}
      />
      <Stack gap="md">
        <Card withBorder padding="md">
          <Group justify="space-between" mb="sm">
            <Badge variant="outline" radius="sm">
              {dataLabel(group.betType)}
            </Badge>
            <Badge color={bettingOpen ? 'green' : 'gray'} variant="dot">
              {bettingOpen ? t('Bidding open') : t('Bidding closed')}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            <Fact label={t('Opening Bid')}>{formatMoney(group.betAmount)}</Fact>
            <Fact label={t('Minimum Increment')}>{formatMoney(group.minimumIncrement ?? 0)}</Fact>
            <Fact label={t('Pool')}>{formatMoney(group.totalBetAmount)}</Fact>
            <Fact
              label={t('Lots You Hold')}
            >{`${mine.length} (${formatMoney(mine.reduce((s, l) => s + (l.amount ?? 0), 0))})`}</Fact>
            <Fact label={t('Your Balance')}>{balance === undefined ? '…' : formatMoney(balance)}</Fact>
          </SimpleGrid>
        </Card>

        <Card withBorder padding="md" aria-label={t('Your bid')} component="section">
          {lot ? (
            <Stack gap="xs">
              <Text fw={700}>
                {t('Lot')} <span style={{ fontFamily: 'monospace' }}>{lot.combination}</span>
                {lot.players.length > 0 ? `: ${lot.players.join(', ')}` : null}
              </Text>
              <Text size="sm" data-testid="lot-holder">
                {lot.state === 'free'
                  ? t('Free: opening bid {betAmount}', { betAmount: formatMoney(group.betAmount) })
                  : lot.state === 'mine'
                    ? t('You hold it at {amount} ({bids} {value})', {
                        amount: formatMoney(lot.amount),
                        bids: lot.bids,
                        value: lot.bids === 1 ? t('bid') : t('bids'),
                      })
                    : t('{holder} holds it at {amount} ({bids} {value})', {
                        holder: fullName(lot.holder),
                        amount: formatMoney(lot.amount),
                        bids: lot.bids,
                        value: lot.bids === 1 ? t('bid') : t('bids'),
                      })}
              </Text>
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={t('Your bid (RS)')}
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => {
                    setAmount(e.currentTarget.value);
                    setError(null);
                  }}
                  error={error}
                  disabled={!bettingOpen || lot.state === 'mine'}
                  style={{ flex: 1 }}
                />
                <Button onClick={submit} loading={placeBid.isPending} disabled={!bettingOpen || lot.state === 'mine'}>
                  {t('Place Bid')}
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                {t('Least bid now: {least}', { least: formatMoney(lot.least) })}
              </Text>
            </Stack>
          ) : (
            <Text size="sm">{t('Tap a lot to bid on it.')}</Text>
          )}
        </Card>

        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label={t('Show lots')}
              data={LOT_FILTERS.map((value) => ({ value, label: t(value) }))}
              value={filter}
              onChange={(v) => setFilter(v as LotFilter)}
            />
            <TextInput
              label={t('Find a lot')}
              placeholder={t('Find a lot or player, e.g. 27C')}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
            />
            <Select
              label={t('Player')}
              placeholder={t('All players')}
              data={players}
              value={player}
              onChange={setPlayer}
              clearable
              searchable
              style={{ flex: '1 1 240px' }}
            />
          </Group>
          <Text size="sm" c="dimmed" role="status" data-lots-shown>
            {t('Showing {length} of {length2} lots', { length: shown.length, length2: lots.length })}
          </Text>
          <LotGrid lots={shown} selected={selected} onSelect={choose} />
        </Stack>
      </Stack>
    </>
  );
}
