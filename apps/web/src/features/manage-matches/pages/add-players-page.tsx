import { Autocomplete, Button, Card, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEAM1_SYMBOLS, TEAM2_SYMBOLS } from '@wicket/shared/combinations';
import { creditsToTenths, isPlayerCreditsTenths, PLAYER_CREDITS_DEFAULT_TENTHS } from '@wicket/shared/fantasy';
import { messages } from '@wicket/shared/messages';
import { isSettled, PLAYER_NAME_MAX, type TeamPlayers } from '@wicket/shared/schemas/matches';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { StrictNumberInput } from '@/components/strict-number-input';
import { useMatch } from '@/entities/match/get-match';
import { splitPlayerNames } from '@/entities/match/players';
import { useLineup } from '@/entities/team/get-teams';
import { st, t } from '@/i18n';
import { useLeaveForm } from '@/lib/history-trail';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useUpdatePlayers } from '../api/update-players';
import { hasPlayers } from '../components/match-card';

/** Each team's seven names and, for Fantasy Team groups, each slot's price in credits (design-contests section 1). */
type PlayersValues = {
  team1: string[];
  team2: string[];
  team1Credits: (number | string)[];
  team2Credits: (number | string)[];
};

const slots = (players: TeamPlayers | undefined): string[] =>
  Array.from({ length: 7 }, (_, index) => players?.[String(index)] ?? '');

/** A team's seven prices as the match has them (8 where none is set). */
const prices = (credits: Record<string, number> | undefined): number[] =>
  Array.from({ length: 7 }, (_, index) => credits?.[String(index)] ?? PLAYER_CREDITS_DEFAULT_TENTHS / 10);

/** A suggested lineup's prices: each name's remembered price (by lower-cased name), else 8. */
const remembered = (names: Record<string, string>, credits: Record<string, number>): number[] =>
  Array.from(
    { length: 7 },
    (_, index) => credits[names[String(index)]?.trim().toLowerCase() ?? ''] ?? PLAYER_CREDITS_DEFAULT_TENTHS / 10,
  );

/** The prices of the slots that have a name, by slot (what update-players takes beside the names). */
const toCredits = (names: string[], credits: (number | string)[]): Record<string, number> =>
  Object.fromEntries(
    names.flatMap((name, index) => (name.trim() === '' ? [] : [[String(index), Number(credits[index])]])),
  );

/** A price field's value is 6 to 11 in steps of 0.5. */
const validPrice = (value: number | string) => {
  const tenths = value === '' ? null : creditsToTenths(Number(value));
  return tenths !== null && isPlayerCreditsTenths(tenths);
};

/** Index to name, blank slots left out (what update-players expects). */
const toPlayers = (names: string[]): TeamPlayers =>
  Object.fromEntries(names.map((name, index) => [String(index), name.trim()]).filter(([, name]) => name !== ''));

const validate = (values: PlayersValues) => {
  const errors: Record<string, string> = {};
  for (const team of ['team1', 'team2'] as const) {
    values[team].forEach((name, index) => {
      if (name.trim().length > PLAYER_NAME_MAX) errors[`${team}.${index}`] = st(messages.playerNameTooLong);
      const price = values[`${team}Credits`][index] ?? '';
      if (name.trim() !== '' && !validPrice(price))
        errors[`${team}Credits.${index}`] = st(messages.playerCreditsInvalid);
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
        team1Credits: suggested
          ? remembered(suggested.team1.suggested, suggested.team1.credits)
          : prices(match.data.Team1Credits),
        team2Credits: suggested
          ? remembered(suggested.team2.suggested, suggested.team2.credits)
          : prices(match.data.Team2Credits),
      }}
      squads={{ team1: lineup.data?.team1.squad ?? [], team2: lineup.data?.team2.squad ?? [] }}
      squadPrices={{ team1: lineup.data?.team1.credits ?? {}, team2: lineup.data?.team2.credits ?? {} }}
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
  /** Each team's remembered prices by lower-cased player name: a name typed or chosen brings its price. */
  squadPrices: Record<'team1' | 'team2', Record<string, number>>;
  editing: boolean;
};

function PlayersForm({ matchId, clubId, team1, team2, initial, squads, squadPrices, editing }: PlayersFormProps) {
  const leave = useLeaveForm();
  const { paths, isAdmin } = useStaff();
  const update = useUpdatePlayers();
  const form = useForm<PlayersValues>({ initialValues: initial, validate });
  const title = editing ? t('Edit Players') : t('Add Players');
  const back = paths.matches(isAdmin ? clubId : undefined);

  const submit = form.onSubmit((values) => {
    update.mutate(
      {
        matchId,
        body: {
          team1Players: toPlayers(values.team1),
          team2Players: toPlayers(values.team2),
          team1Credits: toCredits(values.team1, values.team1Credits),
          team2Credits: toCredits(values.team2, values.team2Credits),
        },
      },
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
          const nameInput = form.getInputProps(`${key}.${index}`);
          const field = {
            id: fieldId(key, index),
            label: t('Player {symbol}', { symbol }),
            placeholder: t('{name} player {symbol}', { name, symbol }),
            maxLength: PLAYER_NAME_MAX + 10,
            enterKeyHint: key === 'team2' && index === 6 ? ('done' as const) : ('next' as const),
            style: { flex: 1, minWidth: 0 },
            ...nameInput,
            // A name the club's team has a price for brings its price along (design-contests section 1).
            onChange: (value: string | React.ChangeEvent<HTMLInputElement>) => {
              nameInput.onChange(value);
              const typed = typeof value === 'string' ? value : value.currentTarget.value;
              const price = squadPrices[key][typed.trim().toLowerCase()];
              if (price !== undefined) form.setFieldValue(`${key}Credits.${index}`, price);
            },
            onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => moveOnEnter(event, key, index),
          };
          return (
            <Group key={symbol} gap="xs" align="flex-start" wrap="nowrap">
              {/* A side with a squad offers its names as the player is typed; any other name is still welcome. */}
              {squads[key].length > 0 ? <Autocomplete data={squads[key]} {...field} /> : <TextInput {...field} />}
              {/* The Fantasy Team price of the slot (design-contests section 1): 6 to 11 in steps of 0.5. */}
              <StrictNumberInput
                label={t('Credits {symbol}', { symbol })}
                w={96}
                min={6}
                max={11}
                step={0.5}
                {...form.getInputProps(`${key}Credits.${index}`)}
              />
            </Group>
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
