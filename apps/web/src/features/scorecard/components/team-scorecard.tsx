import { Card, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { PlayerPoints } from '@wicket/shared/points';
import type { PlayerSlot } from '@/entities/match/players';
import { t } from '@/i18n';
import { pointsText } from '@/lib/points-labels';
import { type DraftReading, type FiguresDraft, figuresSummary } from '../utils/figures-draft';
import { FiguresEditor } from './figures-editor';

export type ScorecardRow = {
  slot: PlayerSlot;
  draft: FiguresDraft;
  reading: DraftReading;
  points: PlayerPoints | null;
};

type TeamScorecardProps = {
  team: string;
  rows: ScorecardRow[];
  /** Slots whose editor is open, by symbol. */
  open: ReadonlySet<string>;
  onToggle: (symbol: string) => void;
  onChange: (index: number, draft: FiguresDraft) => void;
  readOnly: boolean;
  /** Slots (by symbol) that name a player the Cricsheet file gave no figures. */
  unmatched?: ReadonlySet<string>;
};

/**
 * A team's seven players as a compact table that fits 375 px: slot, player with a one-line summary of the figures,
 * points. Tapping a player opens the editor of that player's figures below the row (one column on a phone, rather
 * than fifteen columns that scroll sideways).
 */
export function TeamScorecard({ team, rows, open, onToggle, onChange, readOnly, unmatched }: TeamScorecardProps) {
  const total = rows.reduce((sum, row) => sum + (row.points?.points ?? 0), 0);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700}>{team}</Text>
        <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
          {t('Total {total}', { total: pointsText(total) })}
        </Text>
      </Group>
      <Table verticalSpacing={4} horizontalSpacing={6} aria-label={t('{team} scorecard', { team })} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={28}>#</Table.Th>
            <Table.Th>{t('Player')}</Table.Th>
            <Table.Th w={72} ta="right">
              {t('Points')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const expanded = open.has(row.slot.symbol);
            const editorId = `figures-${row.slot.symbol}`;
            const problem = row.reading.error !== null || Object.keys(row.reading.fieldErrors).length > 0;
            const missing = !problem && Boolean(unmatched?.has(row.slot.symbol));
            return [
              <Table.Tr key={row.slot.symbol} data-unmatched={missing || undefined}>
                <Table.Td fw={700}>{row.slot.symbol}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <UnstyledButton
                    onClick={() => onToggle(row.slot.symbol)}
                    aria-expanded={expanded}
                    aria-controls={expanded ? editorId : undefined}
                    w="100%"
                  >
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      {expanded ? (
                        <IconChevronDown size={16} style={{ flex: 'none', marginTop: 3 }} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} style={{ flex: 'none', marginTop: 3 }} aria-hidden />
                      )}
                      <span>
                        <Text span fw={600} size="sm" td="underline">
                          {row.slot.name}
                        </Text>
                        <Text
                          size="xs"
                          fw={missing ? 600 : undefined}
                          c={
                            problem
                              ? 'var(--mantine-color-error)'
                              : missing
                                ? 'var(--mantine-color-orange-text)'
                                : 'dimmed'
                          }
                        >
                          {problem
                            ? t('Figures to fix')
                            : missing
                              ? t('No figures from the file')
                              : row.reading.figures
                                ? figuresSummary(row.reading.figures)
                                : ''}
                        </Text>
                      </span>
                    </Group>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td ta="right" fw={700} data-points={row.slot.symbol}>
                  {row.points ? row.points.points : '—'}
                </Table.Td>
              </Table.Tr>,
              expanded ? (
                <Table.Tr key={`${row.slot.symbol}-editor`}>
                  <Table.Td colSpan={3}>
                    <FiguresEditor
                      id={editorId}
                      label={`${row.slot.symbol} ${row.slot.name}`}
                      draft={row.draft}
                      reading={row.reading}
                      points={row.points}
                      readOnly={readOnly}
                      onChange={(draft) => onChange(index, draft)}
                    />
                  </Table.Td>
                </Table.Tr>
              ) : null,
            ];
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
