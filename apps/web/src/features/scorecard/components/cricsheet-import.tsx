import { Alert, Button, Card, FileInput, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { teamNameKey } from '@wicket/shared/match-rules';
import { messages } from '@wicket/shared/messages';
import type { PlayerFigures } from '@wicket/shared/points';
import { PLAYER_NAME_MAX } from '@wicket/shared/schemas/matches';
import type { CricsheetReading } from '@wicket/shared/schemas/scorecard';
import { SQUAD_MAX_PLAYERS, type SquadChange } from '@wicket/shared/schemas/squads';
import { useRef, useState } from 'react';
import { confirmAction } from '@/components/confirm';
import type { PlayerSlot } from '@/entities/match/players';
import { useMergeSquads } from '@/entities/team/squads';
import { st, t } from '@/i18n';
import { notifySuccess } from '@/lib/notify';
import { useReadCricsheet } from '../api/scorecard';
import {
  candidatesOf,
  chosenTwice,
  figuresOfChoices,
  fileTeamOf,
  proposedChoices,
  SIDES,
  type Side,
  type SlotChoices,
} from '../utils/cricsheet-choices';

type CricsheetImportProps = {
  matchId: string;
  /** The match's club: where "Save both teams' squads" keeps them. */
  clubId: string;
  teams: Record<Side, string>;
  slots: Record<Side, PlayerSlot[]>;
  /**
   * A file was read: every slot's figures from the proposals, and the symbols of the named slots the file gave no
   * player (they would score 0 unnoticed: issue 38).
   */
  onFill: (figures: Record<Side, PlayerFigures[]>, unmatched: string[]) => void;
  /** One slot's player was corrected: that slot's figures, and whether a file player now gives them. */
  onFillSlot: (side: Side, index: number, figures: PlayerFigures, matched: boolean) => void;
};

type Imported = { reading: CricsheetReading; fileTeams: Record<Side, string | null>; choices: SlotChoices };

/**
 * Import Cricsheet file (design-season section 3): the file's JSON goes to the server, which reads every player's
 * figures and proposes a player for each slot; each slot gets a select of its team's Cricsheet players to correct
 * the proposal (or none), and the figures fill the table at once. A newer file can be read again at any time.
 */
export function CricsheetImport({ matchId, clubId, teams, slots, onFill, onFillSlot }: CricsheetImportProps) {
  const read = useReadCricsheet();
  const mergeSquads = useMergeSquads(clubId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);
  // Empties the native file box once a file is read, so the same file name picked again (a newer download during
  // the match) is read again: a browser fires no change for the file it already holds.
  const resetPicker = useRef<() => void>(null);

  const pick = async (picked: File | null) => {
    setFile(picked);
    setProblem(null);
    if (!picked) return;
    let json: unknown;
    try {
      const text = await picked.text();
      resetPicker.current?.();
      json = JSON.parse(text);
    } catch {
      setProblem(messages.notCricsheetFile);
      return;
    }
    read.mutate(
      { matchId, file: json },
      {
        onSuccess: (reading) => {
          const fileTeams = {
            team1: fileTeamOf(reading, 'team1', teams.team1),
            team2: fileTeamOf(reading, 'team2', teams.team2),
          };
          const choices = proposedChoices(reading, fileTeams);
          setImported({ reading, fileTeams, choices });
          onFill(figuresOfChoices(reading, choices), unmatchedSlots(reading, choices, slots));
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  const choose = (side: Side, index: number, value: string) => {
    if (!imported) return;
    const choice = value === '' ? null : Number(value);
    const choices = { ...imported.choices, [side]: imported.choices[side].map((c, i) => (i === index ? choice : c)) };
    setImported({ ...imported, choices });
    onFillSlot(side, index, figuresOfChoices(imported.reading, choices)[side][index] as PlayerFigures, choice !== null);
  };

  const twice = imported ? chosenTwice(imported.choices) : new Set<number>();

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Text fw={600}>{t('Import Cricsheet file')}</Text>
        <Text size="sm" c="dimmed">
          {t(
            "A match's ball-by-ball file from cricsheet.org (JSON). The figures fill the table below; check the players, then Save. Import a newer file at any time during the match.",
          )}
        </Text>
        <FileInput
          label={t('Cricsheet file')}
          // Dimmed text, not the placeholder grey (3.3:1 on white): this placeholder is text on a button.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          placeholder={t('Choose a .json file')}
          accept="application/json,.json"
          leftSection={<IconFileUpload size={16} />}
          value={file}
          onChange={pick}
          resetRef={resetPicker}
          disabled={read.isPending}
        />
        {read.isPending ? (
          <Text size="sm" role="status">
            {t('Reading the file…')}
          </Text>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert" title={t('File not read')}>
            {problem}
          </Alert>
        ) : null}
        {imported ? (
          <Stack gap="xs" component="section" aria-label={t('Cricsheet players')}>
            <Text size="sm">
              {t(
                '{value} v {value2}: {length} players. Each slot shows the player proposed for it; choose another one, or no player, to correct it.',
                {
                  value: imported.reading.teams[0],
                  value2: imported.reading.teams[1],
                  length: imported.reading.players.length,
                },
              )}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {SIDES.map((side) => {
                const candidates = candidatesOf(imported.reading, imported.fileTeams[side]);
                return (
                  <Stack
                    key={side}
                    gap={6}
                    role="group"
                    aria-label={t('{value} Cricsheet players', { value: teams[side] })}
                  >
                    <Text fw={600} size="sm">
                      {teams[side]}
                      {imported.fileTeams[side] ? t(' ({value} in the file)', { value: imported.fileTeams[side] }) : ''}
                    </Text>
                    {slots[side].map((slot) => {
                      const choice = imported.choices[side][slot.index] ?? null;
                      const unmatched = choice === null && isNamed(imported.reading, side, slot.index);
                      return (
                        <NativeSelect
                          key={slot.symbol}
                          size="sm"
                          label={`${slot.symbol}. ${slot.name}`}
                          description={
                            unmatched ? (
                              <Text span size="xs" fw={600} c="var(--mantine-color-orange-text)">
                                {t('No figures from the file')}
                              </Text>
                            ) : undefined
                          }
                          data-unmatched={unmatched || undefined}
                          value={choice === null ? '' : String(choice)}
                          onChange={(event) => choose(side, slot.index, event.currentTarget.value)}
                          error={choice !== null && twice.has(choice) ? st(messages.cricsheetPlayerTwice) : undefined}
                          data={[
                            { value: '', label: t('No player') },
                            ...candidates.map((i) => ({
                              value: String(i),
                              label:
                                imported.fileTeams[side] === null
                                  ? `${imported.reading.players[i]?.name} (${imported.reading.players[i]?.team})`
                                  : (imported.reading.players[i]?.name ?? ''),
                            })),
                          ]}
                        />
                      );
                    })}
                  </Stack>
                );
              })}
            </SimpleGrid>
            <SquadsOffer
              imported={imported}
              teams={teams}
              pending={mergeSquads.isPending}
              onSave={async (squads) => {
                // The changes first, confirmed; then the same merge for real (issue 38: squads were replaced unasked).
                const dry = await mergeSquads.mutateAsync({ squads, dryRun: true });
                const ok = await confirmAction({
                  title: t('Save squads?'),
                  message: t("The file's players are added to the club's squads; no one is removed."),
                  details: dry.changes.map(changeLine),
                  confirmLabel: t('Save squads'),
                });
                if (!ok) return;
                const saved = await mergeSquads.mutateAsync({ squads, dryRun: false });
                notifySuccess(saved.message ?? messages.squadsSaved);
              }}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Whether the match names a player in the slot (the server's reading says so for every slot). */
const isNamed = (reading: CricsheetReading, side: Side, index: number) =>
  Boolean(reading.slots[side][index]?.name?.trim());

/** The symbols of the slots that name a player but got none from the file: they would save with no figures. */
export function unmatchedSlots(
  reading: CricsheetReading,
  choices: SlotChoices,
  slots: Record<Side, PlayerSlot[]>,
): string[] {
  return SIDES.flatMap((side) =>
    slots[side].flatMap((slot) =>
      (choices[side][slot.index] ?? null) === null && isNamed(reading, side, slot.index) ? [slot.symbol] : [],
    ),
  );
}

/** One team's change as the confirmation lists it. */
function changeLine(change: SquadChange): string {
  const players = change.added.join(', ');
  if (change.created) return t('{team}: a new team with {players}', { team: change.name, players });
  if (change.added.length > 0) return t('{team}: adds {players}', { team: change.name, players });
  return t('{team}: no new players', { team: change.name });
}

type SquadsOfferProps = {
  imported: Imported;
  teams: Record<Side, string>;
  pending: boolean;
  onSave: (squads: { name: string; players: string[] }[]) => Promise<void>;
};

/**
 * "Save both teams' squads", only for the sides whose team the file names (issue 38: a file of another opponent made
 * a team of the wrong players); a file naming one of them says so and offers that one's squad.
 */
function SquadsOffer({ imported, teams, pending, onSave }: SquadsOfferProps) {
  const sides = sidesInFile(imported.reading, teams);
  const squads = squadsOf(imported.reading, teams, sides);
  const save = () => void onSave(squads).catch(() => {});
  if (sides.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('The file names neither team of this match: no squad is saved from it.')}
      </Text>
    );
  }
  const missing = SIDES.find((side) => !sides.includes(side));
  return (
    <Stack gap={4} align="flex-start">
      {missing ? (
        <Alert color="orange" variant="light" p="xs" w="100%" data-squads-warning>
          {t('The file has no team named {team}: only the squad of {other} can be saved.', {
            team: teams[missing],
            other: teams[sides[0] as Side],
          })}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t("Keep the file's players as the club's squads of {team1} and {team2}: Add Players then offers them.", {
            team1: teams.team1,
            team2: teams.team2,
          })}
        </Text>
      )}
      <Button size="xs" variant="light" loading={pending} onClick={save}>
        {missing
          ? t('Save the squad of {team}', { team: teams[sides[0] as Side] })
          : st(messages.saveSquadsFromCricsheet)}
      </Button>
    </Stack>
  );
}

/** The sides whose match team the file names (ignoring case and spaces, as the server compares team names). */
export function sidesInFile(reading: Pick<CricsheetReading, 'teams'>, teams: Record<Side, string>): Side[] {
  return SIDES.filter((side) => reading.teams.some((team) => teamNameKey(team) === teamNameKey(teams[side])));
}

/**
 * Each given side's players in the file (its team found by name) as the squad of the match's team of that side:
 * once each, names a squad can keep (1-30 characters), at most a squad's 40.
 */
export function squadsOf(
  reading: Pick<CricsheetReading, 'teams' | 'players'>,
  teams: Record<Side, string>,
  sides: readonly Side[],
) {
  return sides.map((side) => {
    const fileTeam = reading.teams.find((team) => teamNameKey(team) === teamNameKey(teams[side]));
    const seen = new Set<string>();
    const players = reading.players
      .filter((player) => player.team === fileTeam)
      .map((player) => player.name.trim())
      .filter((name) => {
        const key = name.toLowerCase();
        if (name === '' || name.length > PLAYER_NAME_MAX || seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, SQUAD_MAX_PLAYERS);
    return { name: teams[side], players };
  });
}
