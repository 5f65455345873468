import { Autocomplete, Button, Card, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEAM1_SYMBOLS, TEAM2_SYMBOLS } from '@wicket/shared/combinations';
import { messages } from '@wicket/shared/messages';
import { isSettled, PLAYER_NAME_MAX, type TeamPlayers } from '@wicket/shared/schemas/matches';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '@/entities/match/get-match';
import { splitPlayerNames } from '@/entities/match/players';
import { useLineup } from '@/entities/team/get-teams';
import { st, t } from '@/i18n';
import { useLeaveForm } from '@/lib/history-trail';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useUpdatePlayers } from '../api/update-players';
import { hasPlayers } from '../components/match-card';

type PlayersValues = { team1: string[]; team2: string[] };

const slots = (players: TeamPlayers | undefined): string[] =>
  Array.from({ length: 7 }, (_, index) => players?.[String(index)] ?? '');

/** Index to name, blank slots left out (what update-players expects). */
const toPlayers = (names: string[]): TeamPlayers =>
  Object.fromEntries(names.map((name, index) => [String(index), name.trim()]).filter(([, name]) => name !== ''));

const validate = (values: PlayersValues) => {
  const errors: Record<string, string> = {};
  for (const team of ['team1', 'team2'] as const) {
    values[team].forEach((name, index) => {
      if (name.trim().length > PLAYER_NAME_MAX) errors[`${team}.${index}`] = st(messages.playerNameTooLong);
    });
  }
  return errors;
};

/** The id of a player field, so Enter can move to the next one. */
const fieldId = (key: 'team1' | 'team2', index: number) => `player-${key}-${index}`;

/**
 * Enter in a player field moves to the next field (team 1's seven, then team 2's), as the phone keyboard's "next"
 * says, instead of saving the form after the first name; the last field's Enter moves to the save button.
 */
function moveOnEnter(event: React.KeyboardEvent<HTMLInputElement>, key: 'team1' | 'team2', index: number) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  const next = index < 6 ? fieldId(key, index + 1) : key === 'team1' ? fieldId('team2', 0) : 'players-submit';
  document.getElementById(next)?.focus();
}

/**
 * `/{manager,admin}-dashboard/Manage-Matches/add-players/{matchId}`: the seven players of each team (1-7 and A-G, the
 * labels of the combinations). It reads Edit Players once either team has names. Each team has a box that takes
 * the team pasted at once (one name per line or comma separated) and fills its seven fields in order. Each slot
 * offers the club's squad of that team; a match without players yet opens with the lineup the server suggests.
 */
export function AddPlayersPage() {
  const { matchId = '' } = useParams();
  const match = useMatch(matchId);
  // The club's squads and the lineup to prefill (design-season section 4). Without them (a failed read) the form
  // still opens, with free text only.
  const lineup = useLineup(matchId);
  if (match.error) return <ErrorState message={match.error.message} />;
  if (!match.data || lineup.isPending) return <PageLoader />;
  // Opened by its address after the approval: the names are final, so say so instead of a form the server refuses.
  if (isSettled(match.data)) return <PlayersLocked clubId={match.data.club} title={t('Edit Players')} />;
  const editing = hasPlayers(match.data);
  const suggested = editing ? null : lineup.data;
  return (
    <PlayersForm
      key={match.data._id}
      matchId={match.data._id}
      clubId={match.data.club}
      team1={match.data.team1}
      team2={match.data.team2}
      initial={{
        team1: slots(suggested ? suggested.team1.suggested : match.data.Team1Players),
        team2: slots(suggested ? suggested.team2.suggested : match.data.Team2Players),
      }}
      squads={{ team1: lineup.data?.team1.squad ?? [], team2: lineup.data?.team2.squad ?? [] }}
      editing={editing}
    />
  );
}

function PlayersLocked({ clubId, title }: { clubId: string; title: string }) {
  const { paths, isAdmin } = useStaff();
  return (
    <>
      <PageHeader back={paths.matches(isAdmin ? clubId : undefined)} title={title} />
      <ErrorState heading={t('Players are final')} message={st(messages.playersLocked)} />
    </>
  );
}

type PlayersFormProps = {
  matchId: string;
  clubId: string;
  team1: string;
  team2: string;
  initial: PlayersValues;
  /** Each team's squad: the names each of its slots offers (any other name can still be typed). */
  squads: Record<'team1' | 'team2', string[]>;
  editing: boolean;
};

function PlayersForm({ matchId, clubId, team1, team2, initial, squads, editing }: PlayersFormProps) {
  const leave = useLeaveForm();
  const { paths, isAdmin } = useStaff();
  const update = useUpdatePlayers();
  const form = useForm<PlayersValues>({ initialValues: initial, validate });
  const title = editing ? t('Edit Players') : t('Add Players');
  const back = paths.matches(isAdmin ? clubId : undefined);

  const submit = form.onSubmit((values) => {
    update.mutate(
      { matchId, body: { team1Players: toPlayers(values.team1), team2Players: toPlayers(values.team2) } },
      {
        onSuccess: (answer) => {
          // Blank names are allowed, but the server's text then says how many are missing: show it as a warning.
          if (answer.unnamedPlayers > 0) notifyWarning(answer.message);
          else notifySuccess(answer.message || messages.playersUpdated);
          leave(back);
        },
      },
    );
  });

  const [pasted, setPasted] = useState({ team1: '', team2: '' });
  const [pasteProblem, setPasteProblem] = useState<{ team1?: string; team2?: string }>({});

  const paste = (key: 'team1' | 'team2', text: string) => {
    setPasted((current) => ({ ...current, [key]: text }));
    const names = splitPlayerNames(text);
    setPasteProblem((current) => ({
      ...current,
      [key]: names.length > 7 ? st(messages.playersPasteTooMany) : undefined,
    }));
    names.slice(0, 7).forEach((player, index) => {
      form.setFieldValue(`${key}.${index}`, player);
    });
  };

  const team = (key: 'team1' | 'team2', name: string, symbols: readonly string[]) => (
    <Fieldset legend={name} aria-label={t('{name} players', { name })}>
      <Stack gap="xs">
        <Textarea
          label={t('Paste {name} players', { name })}
          description={st(messages.playersPasteHelp)}
          rows={3}
          value={pasted[key]}
          onChange={(event) => paste(key, event.currentTarget.value)}
          error={pasteProblem[key]}
        />
        {symbols.map((symbol, index) => {
          const field = {
            id: fieldId(key, index),
            label: t('Player {symbol}', { symbol }),
            placeholder: t('{name} player {symbol}', { name, symbol }),
            maxLength: PLAYER_NAME_MAX + 10,
            enterKeyHint: key === 'team2' && index === 6 ? ('done' as const) : ('next' as const),
            ...form.getInputProps(`${key}.${index}`),
            onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => moveOnEnter(event, key, index),
          };
          // A side with a squad offers its names as the player is typed; any other name is still welcome.
          return squads[key].length > 0 ? (
            <Autocomplete key={symbol} data={squads[key]} {...field} />
          ) : (
            <TextInput key={symbol} {...field} />
          );
        })}
      </Stack>
    </Fieldset>
  );

  return (
    <>
      <PageHeader back={back} title={title} subtitle={t('{team1} vs {team2}', { team1, team2 })} />
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {team('team1', team1, TEAM1_SYMBOLS)}
              {team('team2', team2, TEAM2_SYMBOLS)}
            </SimpleGrid>
            <Button id="players-submit" type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
              {title}
            </Button>
          </Stack>
        </form>
      </Card>
    </>
  );
}
