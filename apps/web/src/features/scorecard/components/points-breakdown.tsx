import { Text } from '@mantine/core';
import type { PointsBreakdownEntry } from '@wicket/shared/points';
import { t } from '@/i18n';
import { POINTS_ITEM_LABELS, signedPoints } from '@/lib/points-labels';

/** A player's points item by item, in words: `Runs +32 · Fours +4 · Played +4`; `No points` when there are none. */
export function PointsBreakdown({ breakdown }: { breakdown: readonly PointsBreakdownEntry[] }) {
  if (breakdown.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('No points')}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {breakdown.map((entry, index) => (
        <Text key={entry.item} component="li" size="xs" span style={{ display: 'inline' }}>
          {index > 0 ? ' · ' : ''}
          {t(POINTS_ITEM_LABELS[entry.item])} {signedPoints(entry.points)}
        </Text>
      ))}
    </Text>
  );
}
