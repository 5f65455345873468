import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PointsBand } from '@wicket/shared/points';
import type { PointsSystemAnswer } from '@wicket/shared/schemas/points';
import { t } from '@/i18n';
import { POINTS_VALUE_GROUPS, POINTS_VALUE_LABELS, signedPoints } from '@/lib/points-labels';

function Line({ label, points }: { label: string; points: number }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="li">
      <Text size="sm" style={{ minWidth: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ flex: 'none' }}>
        {signedPoints(points)}
      </Text>
    </Group>
  );
}

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

function Bands({ title, note, unit, bands }: { title: string; note: string; unit: string; bands: PointsBand[] }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
      <Stack gap={2} component="ul" style={list}>
        {bands.map((band) => (
          <Line
            key={band.below ?? 'otherwise'}
            label={band.below === null ? t('Otherwise') : t('Below {below} {unit}', { below: band.below, unit })}
            points={band.points}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** A club's points system as members read it: what each thing a player does is worth, in plain words. */
export function PointsTableView({ system }: { system: PointsSystemAnswer }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {POINTS_VALUE_GROUPS.map((group) => (
        <Stack key={group.title} gap={4}>
          <Text fw={600} size="sm">
            {group.title}
          </Text>
          {group.note ? (
            <Text size="xs" c="dimmed">
              {t(group.note)}
            </Text>
          ) : null}
          <Stack gap={2} component="ul" style={list}>
            {group.keys.map((key) => (
              <Line key={key} label={t(POINTS_VALUE_LABELS[key])} points={system.values[key]} />
            ))}
          </Stack>
        </Stack>
      ))}
      <Bands
        title={t('Economy')}
        note={t('For players who bowled at least {balls} legal balls.', { balls: system.economyMinBalls })}
        unit={t('runs per over')}
        bands={system.economy}
      />
      <Bands
        title={t('Strike rate')}
        note={t('For players who faced at least {balls} balls.', { balls: system.strikeRateMinBalls })}
        unit={t('runs per 100 balls')}
        bands={system.strikeRate}
      />
    </SimpleGrid>
  );
}
