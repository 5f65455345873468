import { Alert, Button, Card, FileInput, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import type { PlayerFigures } from '@wicket/shared/points';
import type { CricsheetReading } from '@wicket/shared/schemas/scorecard';
import { SQUAD_MAX_PLAYERS } from '@wicket/shared/schemas/squads';
import { useRef, useState } from 'react';
import { st, t } from '@/i18n';
import { notifySuccess } from '@/lib/notify';
import type { PlayerSlot } from '@/lib/players';
import { useSaveSquads } from '@/lib/squads';
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
  const saveSquads = useSaveSquads(clubId);
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
            {imported.fileTeams.team1 && imported.fileTeams.team2 ? (
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="dimmed">
                  {t(
                    "Keep the file's players as the club's squads of {team1} and {team2}: Add Players then offers them.",
                    { team1: teams.team1, team2: teams.team2 },
                  )}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  loading={saveSquads.isPending}
                  onClick={() =>
                    saveSquads.mutate(squadsOf(imported, teams), {
                      onSuccess: () => notifySuccess(messages.squadsSaved),
                    })
                  }
                >
                  {st(messages.saveSquadsFromCricsheet)}
                </Button>
              </Stack>
            ) : null}
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

/** Each side's Cricsheet players (the file's team matched to it) as the squad of the match's team of that side. */
export function squadsOf(imported: Pick<Imported, 'reading' | 'fileTeams'>, teams: Record<Side, string>) {
  return SIDES.map((side) => {
    const seen = new Set<string>();
    const players = imported.reading.players
      .filter((player) => player.team === imported.fileTeams[side])
      .map((player) => player.name.trim())
      .filter((name) => {
        const key = name.toLowerCase();
        if (name === '' || seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, SQUAD_MAX_PLAYERS);
    return { name: teams[side], players };
  });
}
