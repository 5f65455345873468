import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { MatchStat } from '@wicket/shared/schemas/stats';
import { t } from '@/i18n';
import { formatDate, formatMoney } from '@/lib/format';

/**
 * Staked against won per settled match, oldest first. Its own chunk (with recharts): only the stats screen loads it.
 */
export function StakeChart({ matches }: { matches: MatchStat[] }) {
  const data = matches.map((m) => ({
    match: `${formatDate(m.match.dateTime)} · ${t('{team1} vs {team2}', { team1: m.match.team1, team2: m.match.team2 })}`,
    day: formatDate(m.match.dateTime),
    Staked: m.staked,
    Won: m.won,
  }));
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="day"
      series={[
        { name: 'Staked', label: t('Staked'), color: 'red.8' },
        { name: 'Won', label: t('Won'), color: 'teal.8' },
      ]}
      curveType="linear"
      withLegend
      valueFormatter={(value) => formatMoney(value)}
      yAxisProps={{ width: 90 }}
      xAxisProps={{ minTickGap: 24 }}
    />
  );
}
export default StakeChart;
