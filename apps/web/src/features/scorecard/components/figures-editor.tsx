import { Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PlayerPoints } from '@wicket/shared/points';
import { t } from '@/i18n';
import type { DraftReading, DraftTextKey, FiguresDraft } from '../utils/figures-draft';
import { PointsBreakdown } from './points-breakdown';

/** Each box's words, and the keyboard it wants on a phone (overs take a dot). */
const BOXES: { title: string; boxes: { key: DraftTextKey; label: string; decimal?: boolean }[] }[] = [
  {
    get title() {
      return t('Batting');
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
