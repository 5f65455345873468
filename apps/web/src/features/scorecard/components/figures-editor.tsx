import { Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PlayerPoints } from '@wicket/shared/points';
import { useState } from 'react';
import { t } from '@/i18n';
import {
  BATTING_LINE_KEYS,
  BOWLING_LINE_KEYS,
  type DraftReading,
  type DraftTextKey,
  type FiguresDraft,
  lineOf,
  readBattingLine,
  readBowlingLine,
} from '../utils/figures-draft';
import { PointsBreakdown } from './points-breakdown';

type Line = {
  label: string;
  description: string;
  error: string;
  keys: readonly DraftTextKey[];
  separator: string;
  read: (text: string) => Partial<FiguresDraft> | null;
};

/** Each box's words, and the keyboard it wants on a phone (overs take a dot). */
const BOXES: {
  title: string;
  /** One box that takes the section's main four figures at once (issue 38: batting and bowling in 2 boxes, not 8). */
  line?: Line;
  boxes: { key: DraftTextKey; label: string; decimal?: boolean }[];
}[] = [
  {
    get title() {
      return t('Batting');
    },
    line: {
      get label() {
        return t('Batting in one line');
      },
      get description() {
        return t('Runs, balls, fours, sixes: 52 30 5 2');
      },
      get error() {
        return t('Type up to four numbers: runs, balls, fours, sixes');
      },
      keys: BATTING_LINE_KEYS,
      separator: ' ',
      read: readBattingLine,
    },
    boxes: [
      {
        key: 'runs',
        get label() {
          return t('Runs');
        },
      },
      {
        key: 'balls',
        get label() {
          return t('Balls faced');
        },
      },
      {
        key: 'fours',
        get label() {
          return t('Fours');
        },
      },
      {
        key: 'sixes',
        get label() {
          return t('Sixes');
        },
      },
    ],
  },
  {
    get title() {
      return t('Bowling');
    },
    line: {
      get label() {
        return t('Bowling in one line');
      },
      get description() {
        return t('Overs-maidens-runs-wickets: 4-0-20-3');
      },
      get error() {
        return t('Type overs-maidens-runs-wickets, like 4-0-20-3');
      },
      keys: BOWLING_LINE_KEYS,
      separator: '-',
      read: readBowlingLine,
    },
    boxes: [
      {
        key: 'overs',
        get label() {
          return t('Overs');
        },
        decimal: true,
      },
      {
        key: 'maidens',
        get label() {
          return t('Maidens');
        },
      },
      {
        key: 'runsConceded',
        get label() {
          return t('Runs conceded');
        },
      },
      {
        key: 'wickets',
        get label() {
          return t('Wickets');
        },
      },
      {
        key: 'lbwBowled',
        get label() {
          return t('Lbw or bowled');
        },
      },
    ],
  },
  {
    get title() {
      return t('Fielding');
    },
    boxes: [
      {
        key: 'catches',
        get label() {
          return t('Catches');
        },
      },
      {
        key: 'stumpings',
        get label() {
          return t('Stumpings');
        },
      },
      {
        key: 'runOutsDirect',
        get label() {
          return t('Run outs, direct hit');
        },
      },
      {
        key: 'runOutsIndirect',
        get label() {
          return t('Run outs, helped');
        },
      },
    ],
  },
];

type FiguresEditorProps = {
  id: string;
  /** `1 Virat Kohli`: names the group of boxes. */
  label: string;
  draft: FiguresDraft;
  reading: DraftReading;
  /** The points the figures earn by the club's system (null while a box does not read). */
  points: PlayerPoints | null;
  readOnly: boolean;
  onChange: (draft: FiguresDraft) => void;
};

/**
 * One player's figures: played, then batting, bowling and fielding boxes two or three to a row on a phone. Blank boxes
 * read 0; overs are typed as cricket writes them (`3.2`). Each box's problem shows under it, a rule between the
 * figures under them all, and the points breakdown as the figures stand.
 */
export function FiguresEditor({ id, label, draft, reading, points, readOnly, onChange }: FiguresEditorProps) {
  const set = <K extends keyof FiguresDraft>(key: K, value: FiguresDraft[K]) => onChange({ ...draft, [key]: value });
  const errorId = `${id}-error`;
  return (
    <Stack gap="sm" role="group" aria-label={t('{label} figures', { label })} id={id} py="xs">
      <Group gap="lg">
        <Checkbox
          label={t('Played')}
          checked={draft.played}
          disabled={readOnly}
          onChange={(event) => set('played', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('Out')}
          checked={draft.out}
          disabled={readOnly}
          onChange={(event) => set('out', event.currentTarget.checked)}
        />
      </Group>
      {BOXES.map((section) => (
        <Stack key={section.title} gap={4}>
          <Text size="sm" fw={600}>
            {section.title}
          </Text>
          {section.line ? <LineBox line={section.line} draft={draft} readOnly={readOnly} onChange={onChange} /> : null}
          <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="xs" verticalSpacing="xs">
            {section.boxes.map((box) => (
              <TextInput
                key={box.key}
                size="sm"
                label={box.label}
                placeholder="0"
                inputMode={box.decimal ? 'decimal' : 'numeric'}
                autoComplete="off"
                readOnly={readOnly}
                value={draft[box.key]}
                error={reading.fieldErrors[box.key]}
                onChange={(event) => set(box.key, event.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      {reading.error ? (
        <Text id={errorId} size="sm" fw={600} c="var(--mantine-color-error)" role="alert">
          {reading.error}
        </Text>
      ) : null}
      {points ? <PointsBreakdown breakdown={points.breakdown} /> : null}
    </Stack>
  );
}

/**
 * A section's figures typed in one box (`52 30 5 2`, `4-0-20-3`): each keystroke that reads fills the boxes below
 * (so the points follow as it is typed); while focused the box keeps what is typed, otherwise it shows the boxes.
 * A decimal pad: digits and a dot on every phone (the dot also separates, see readBattingLine).
 */
function LineBox({
  line,
  draft,
  readOnly,
  onChange,
}: {
  line: Line;
  draft: FiguresDraft;
  readOnly: boolean;
  onChange: (draft: FiguresDraft) => void;
}) {
  const [typing, setTyping] = useState<string | null>(null);
  const value = typing ?? lineOf(draft, line.keys, line.separator);
  const unreadable = typing !== null && typing.trim() !== '' && line.read(typing) === null;
  return (
    <TextInput
      size="sm"
      label={line.label}
      description={line.description}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="next"
      readOnly={readOnly}
      value={value}
      error={unreadable ? line.error : undefined}
      onFocus={() => setTyping(value)}
      onBlur={() => setTyping(null)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyping(text);
        if (text.trim() === '') {
          onChange({ ...draft, ...Object.fromEntries(line.keys.map((key) => [key, ''])) });
          return;
        }
        const read = line.read(text);
        if (read) onChange({ ...draft, ...Object.fromEntries(line.keys.map((key) => [key, ''])), ...read });
      }}
    />
  );
}
