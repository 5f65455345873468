import { Box, Grid, Stack } from '@mantine/core';
import { isFirstBetter } from '@wicket/shared/bet-types';
import { isBettingOpen } from '@wicket/shared/betting-open';
import { canonicalCombination, MAX_COMBINATIONS_PER_BET, splitCombinationInput } from '@wicket/shared/combinations';
import { messages } from '@wicket/shared/messages';
import type { GroupDetail } from '@wicket/shared/schemas/groups';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { memberScorecardPath, PlayersPointsLink } from '@/components/domain/players-points-link';
import { LoadErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useGroup } from '@/entities/group/get-group';
import { st, t } from '@/i18n';
import { useBalance } from '@/lib/account';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { randomId } from '@/lib/random-id';
import { usePlaceBets } from '../api/place-bets';
import { BetSlip } from '../components/bet-slip';
import { CombinationList } from '../components/combination-list';
import { GroupSummary } from '../components/group-summary';
import { TeamPlayers } from '../components/team-players';
import { checkBet, slipState, toggleCombination } from '../utils/check-bet';

/** Spec section 9: back to the match 2 seconds after bets are placed. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * `/place-bet/{groupId}`: the group, both teams, the bet slip, and the collapsible Non-Chosen and Chosen lists.
 * The group refreshes on its own so taken combinations move to Chosen while the member picks.
 */
export function PlaceBetPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId, { refresh: true });
  if (group.isPending) return <PageLoader />;
  if (group.error) return <LoadErrorState error={group.error} thing="Group" />;
  // A Bidding Method group's lots are bid for on their own screen.
  if (group.data.betType === 'Bidding Method') return <Navigate to={`/place-bid/${group.data._id}`} replace />;
  return <PlaceBet group={group.data} />;
}

/** The loaded screen: the box's text is the one state; the lists and the slip read it. */
function PlaceBet({ group }: { group: GroupDetail }) {
  const { match } = group;
  const navigate = useNavigate();
  const balance = useBalance();
  const placeBets = usePlaceBets();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  /** The Idempotency-Key of the bet set last sent: the same set sent again (a retry) carries the same key. */
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  useEffect(() => {
    if (!placed) return;
    const timer = window.setTimeout(() => navigate(`/play-match/${match._id}`), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [placed, match._id, navigate]);

  const parts = useMemo(() => splitCombinationInput(text), [text]);
  const selected = useMemo(() => new Set(parts.map(canonicalCombination)), [parts]);
  const slip = useMemo(() => slipState(text), [text]);
  const bettingOpen = isBettingOpen(match, group);

  const edit = (next: string) => {
    setText(next);
    setError(null);
  };

  // Tap-to-pick: three taps build one combination, appended to the same box typing fills.
  const [tapped, setTapped] = useState<string[]>([]);
  const free = useMemo(
    () => (isFirstBetter(group.betType) ? new Set(group.CombinationsMaster) : null),
    [group.betType, group.CombinationsMaster],
  );
  const full = parts.length >= MAX_COMBINATIONS_PER_BET;
  const blockedReason = (symbol: string): string | undefined => {
    if (tapped.includes(symbol)) return undefined;
    if (full && tapped.length === 0) return st(messages.maxCombinationsSelection);
    if (tapped.length === 2 && free && !free.has(canonicalCombination(`${tapped.join('')}${symbol}`))) {
      return st(messages.pickTakenReason);
    }
    return undefined;
  };
  const tap = (symbol: string) => {
    if (tapped.includes(symbol)) {
      setTapped(tapped.filter((one) => one !== symbol));
      return;
    }
    const next = [...tapped, symbol];
    if (next.length < 3) {
      setTapped(next);
      return;
    }
    setTapped([]);
    const combination = canonicalCombination(next.join(''));
    if (selected.has(combination)) return;
    pick(combination);
  };

  const pick = (combination: string) => {
    const next = toggleCombination(text, combination, MAX_COMBINATIONS_PER_BET);
    if (next === null) notifyError(messages.maxCombinationsSelection);
    else edit(next);
  };

  const submit = () => {
    const check = checkBet({
      text,
      betAmount: group.betAmount,
      balance,
      firstBetter: isFirstBetter(group.betType),
      taken: group.SelectedCombinations,
    });
    if (!check.ok) {
      // Said once, under the combinations box beside the button (issue 38: it was a toast too).
      setError(check.message);
      return;
    }
    setError(null);
    const signature = `${group._id}|${check.combinations.map(canonicalCombination).join(',')}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: randomId() };
    placeBets.mutate(
      {
        betAmount: group.betAmount,
        matchId: match._id,
        groupId: group._id,
        combinations: check.combinations,
        idempotencyKey: attempt.current.key,
      },
      {
        onSuccess: (answer) => {
          attempt.current = null;
          notifySuccess(answer.message);
          setText('');
          setPlaced(true);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <>
      <PageHeader
        back={`/play-match/${match._id}`}
        title={t('Place Bet')}
        subtitle={t('{team1} vs {team2} · {dateTime}', {
          team1: match.team1,
          team2: match.team2,
          dateTime: formatDateTime(match.dateTime),
        })}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <GroupSummary group={group} bettingOpen={bettingOpen} />
            <TeamPlayers
              team1={match.team1}
              team2={match.team2}
              team1Players={match.Team1Players}
              team2Players={match.Team2Players}
              unnamedNotice={st(messages.playersNotAnnounced)}
              picking={{ tapped, onTap: tap, blockedReason, disabled: !bettingOpen || placed }}
              reasons={[st(messages.pickTakenReason), st(messages.maxCombinationsSelection)]}
            />
            <PlayersPointsLink to={memberScorecardPath(match._id)} label={t('How players score points')} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box pos={{ md: 'sticky' }} top={80}>
            <BetSlip
              text={text}
              onTextChange={edit}
              error={error ?? slip.problem ?? null}
              offline={placeBets.isPaused}
              count={slip.count}
              betAmount={group.betAmount}
              balance={balance}
              bettingOpen={bettingOpen}
              pending={placeBets.isPending}
              placed={placed}
              onSubmit={submit}
            />
          </Box>
        </Grid.Col>
        <Grid.Col span={12}>
          <Stack gap="md">
            <CombinationList
              title={t('Non-Chosen Combinations')}
              combinations={group.CombinationsMaster}
              selected={selected}
              onPick={pick}
            />
            <CombinationList
              title={t('Chosen Combinations')}
              combinations={group.SelectedCombinations}
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
