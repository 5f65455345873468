import { Alert, Box, Button, Card, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import {
  canonicalCombination,
  MAX_COMBINATIONS_PER_BET,
  sanitizeCombinationInput,
  splitCombinationInput,
} from '@wicket/shared/combinations';
import { messages } from '@wicket/shared/messages';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useBalance } from '@/lib/account';
import { isNotFound } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGroup } from '../api/get-group';
import { usePlaceBets } from '../api/place-bets';
import { CombinationList } from '../components/combination-list';
import { GroupSummary } from '../components/group-summary';
import { TeamPlayers } from '../components/team-players';
import { checkBet, toggleCombination } from '../utils/check-bet';

/** Spec section 9: back to the match 2 seconds after bets are placed. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * `/place-bet/{groupId}`: the group, both teams, the combination box (upper-cased, only 1-7, A-G and commas),
 * the collapsible Non-Chosen and Chosen lists, and a button that says how many bets it places. The group refreshes
 * every 15 seconds so taken combinations move to Chosen while the member picks.
 */
export function PlaceBetPage() {
  const { groupId = '' } = useParams();
  const navigate = useNavigate();
  const group = useGroup(groupId, { refresh: true });
  const balance = useBalance();
  const placeBets = usePlaceBets();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [placedFor, setPlacedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!placedFor) return;
    const timer = window.setTimeout(() => navigate(`/play-match/${placedFor}`), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [placedFor, navigate]);

  const parts = useMemo(() => splitCombinationInput(text), [text]);
  const selected = useMemo(() => new Set(parts.map(canonicalCombination)), [parts]);

  if (group.isPending) return <PageLoader />;
  if (group.error) {
    return isNotFound(group.error) ? (
      <ErrorState heading="Group Not Found" message={group.error.message} />
    ) : (
      <ErrorState message={group.error.message} />
    );
  }
  const detail = group.data;
  const { match } = detail;
  const count = parts.length;
  const total = detail.betAmount * count;

  const pick = (combination: string) => {
    const next = toggleCombination(text, combination, MAX_COMBINATIONS_PER_BET);
    if (next === null) {
      notifyError(messages.maxCombinationsSelection);
      return;
    }
    setText(next);
    setError(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkBet({
      text,
      betAmount: detail.betAmount,
      balance,
      firstBetter: detail.betType === 'First Better',
      taken: detail.SelectedCombinations,
    });
    if (!check.ok) {
      setError(check.message);
      notifyError(check.message);
      return;
    }
    setError(null);
    placeBets.mutate(
      { betAmount: detail.betAmount, matchId: match._id, groupId: detail._id, combinations: check.combinations },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setText('');
          setPlacedFor(match._id);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <>
      <PageHeader
        back={`/play-match/${match._id}`}
        title="Place Bet"
        subtitle={`${match.team1} vs ${match.team2} · ${formatDateTime(match.dateTime)}`}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <GroupSummary group={detail} />
            <TeamPlayers
              team1={match.team1}
              team2={match.team2}
              team1Players={match.Team1Players}
              team2Players={match.Team2Players}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box pos={{ md: 'sticky' }} top={80}>
            <Card withBorder padding="md" component="form" onSubmit={submit} noValidate>
              <Title order={2} size="h4" mb="sm">
                Your combinations
              </Title>
              {placedFor ? (
                <Alert color="green" icon={<IconCheck />} mb="sm">
                  Bets placed. Taking you back to the match…
                </Alert>
              ) : null}
              <Stack gap="sm">
                <TextInput
                  label="Combinations"
                  description="Three players each: 1-7 for team 1, A-G for team 2 (e.g. 12A). Up to 5, separated by commas."
                  placeholder="12A, 3BC"
                  value={text}
                  onChange={(event) => {
                    setText(sanitizeCombinationInput(event.currentTarget.value));
                    setError(null);
                  }}
                  error={error}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                />
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    {count} × {formatMoney(detail.betAmount)} ={' '}
                    <Text span fw={700}>
                      {formatMoney(total)}
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed">
                    Balance: {balance === undefined ? '…' : formatMoney(balance)}
                  </Text>
                </Group>
                <Button
                  type="submit"
                  size="md"
                  loading={placeBets.isPending}
                  disabled={!detail.bettingOpen || Boolean(placedFor)}
                >
                  {count === 1 ? 'Place 1 Bet' : `Place ${count} Bets`}
                </Button>
                {detail.bettingOpen ? null : (
                  <Text size="sm" c="dimmed" ta="center">
                    {messages.bettingClosed}
                  </Text>
                )}
              </Stack>
            </Card>
          </Box>
        </Grid.Col>
        <Grid.Col span={12}>
          <Stack gap="md">
            <CombinationList
              title="Non-Chosen Combinations"
              combinations={detail.CombinationsMaster}
              selected={selected}
              onPick={pick}
            />
            <CombinationList
              title="Chosen Combinations"
              combinations={detail.SelectedCombinations}
              selected={selected}
              onPick={pick}
              color="orange"
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
