import { Alert, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import type { FixtureImportResult, FixtureRow } from '@wicket/shared/schemas/fixtures';
import { useState } from 'react';
import { CsvInput } from '@/components/csv-input';
import type { Column } from '@/components/data-table';
import { column } from '@/components/data-table-column';
import { ImportRowsTable } from '@/components/import-rows-table';
import { dataLabel, getLocale, st, t } from '@/i18n';
import { rowsOfRefusal } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { randomId } from '@/lib/random-id';
import { useImportFixtures } from '../api/import-fixtures';

/**
 * Old names some browsers still answer (Chromium gives `Asia/Calcutta`), by the name people know (issue 38). Both
 * name the same zone, so the server reads a file's times the same either way.
 */
const CURRENT_ZONE_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};

/** The browser's time zone, by its current name: times in the file without a zone are read in it. */
export const browserTimeZone = (zone = Intl.DateTimeFormat().resolvedOptions().timeZone) =>
  zone ? (CURRENT_ZONE_NAMES[zone] ?? zone) : 'UTC';

/** `India Standard Time (Asia/Kolkata)`: the zone as people say it, with its name; the name alone if none is known. */
export function timeZoneLabel(zone: string, locale = 'en-IN'): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    // Some zones have only an offset for a long name (`GMT+05:45`): the IANA name says more then.
    return part && !/^(GMT|UTC)[+-]/.test(part) ? `${part} (${zone})` : zone;
  } catch {
    return zone;
  }
}

const whenOf = (row: FixtureRow) =>
  /^\d{4}-\d{2}-\d{2}T.*Z$/.test(row.dateTime) ? formatDateTime(row.dateTime) : row.dateTime || '—';

const teamsOf = (row: FixtureRow) => `${row.team1 || '—'} vs ${row.team2 || '—'}`;

const columns: Column<FixtureRow>[] = [
  column('teams', () => t('Match'), {
    render: teamsOf,
    hiddenInCard: true,
  }),
  column('dateTime', () => t('Date and Time'), {
    render: whenOf,
  }),
  column('venue', () => t('Venue'), {
    render: (row) => row.venue ?? '—',
  }),
  column('status', () => t('Status'), {
    render: (row) => dataLabel(row.status),
  }),
];

/** What the last check or import answered, for the file it was made of. */
type Checked = { csv: string; ok: boolean; message: string; rows: FixtureRow[]; imported: boolean; key: string };

/**
 * Import fixtures (design-season section 5) on the manage-matches screen: choose a CSV file or paste it, Check (a
 * dry run: each row's outcome, errors in red beside their line), then Import. Times without a zone are read in the
 * browser's time zone; "Create the club's groups" is on by default.
 */
export function ImportFixturesPanel({ clubId }: { clubId: string | undefined }) {
  const [csv, setCsv] = useState('');
  const [createGroups, setCreateGroups] = useState(true);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useImportFixtures();
  const timeZone = browserTimeZone();

  const change = (text: string, from: 'file' | 'paste') => {
    setCsv(text);
    setProblem(null);
    // Another file: the last check's table was of the one before.
    if (from === 'file') setChecked(null);
  };

  const send = (dryRun: boolean) => {
    if (!clubId) return;
    setProblem(null);
    // The real import carries the key of its check: pressing Import again after a lost answer replays, not repeats.
    const key = dryRun ? randomId() : (checked?.key ?? randomId());
    run.mutate(
      { clubId, body: { csv, timeZone, dryRun, createGroups }, idempotencyKey: dryRun ? undefined : key },
      {
        onSuccess: (answer: FixtureImportResult) => {
          setChecked({ csv, ok: true, message: answer.message, rows: answer.rows, imported: !dryRun, key });
          if (!dryRun) {
            notifySuccess(answer.message);
            setCsv('');
          }
        },
        onError: (error) => {
          const rows = rowsOfRefusal<FixtureRow>(error);
          if (rows) setChecked({ csv, ok: false, message: error.message, rows, imported: false, key });
          else {
            setChecked(null);
            setProblem(error.message);
          }
        },
      },
    );
  };

  const ready = checked?.rows.filter((r) => r.outcome === 'ready').length ?? 0;
  const canImport = checked?.ok === true && !checked.imported && checked.csv === csv && ready > 0;

  return (
    <Card withBorder padding="md" mb="md" component="section" aria-labelledby="import-fixtures-title">
      <Stack gap="sm">
        <Text fw={600} id="import-fixtures-title">
          {st(messages.importFixtures)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('{importFixturesHelp} Your time zone: {timeZone}.', {
            importFixturesHelp: st(messages.importFixturesHelp),
            timeZone: timeZoneLabel(timeZone, getLocale() === 'hi' ? 'hi-IN' : 'en-IN'),
          })}
        </Text>
        <CsvInput
          value={csv}
          onChange={change}
          placeholder={'team1,team2,date,time,venue\nLions,Tigers,2026-04-01,19:30,Oval'}
        />
        <Switch
          label={st(messages.createClubGroups)}
          checked={createGroups}
          onChange={(event) => setCreateGroups(event.currentTarget.checked)}
        />
        <Group gap="xs">
          <Button variant="light" onClick={() => send(true)} loading={run.isPending} disabled={!clubId || !csv.trim()}>
            {t('Check file')}
          </Button>
          <Button onClick={() => send(false)} loading={run.isPending} disabled={!canImport}>
            {ready > 0 && canImport
              ? t('Import {ready} {value}', { ready, value: ready === 1 ? t('match') : t('matches') })
              : t('Import')}
          </Button>
        </Group>
        {problem ? (
          <Alert color="red" role="alert" title={t('File not read')}>
            {problem}
          </Alert>
        ) : null}
        {checked ? (
          <Stack gap="xs">
            <Alert
              color={checked.ok ? (checked.imported ? 'green' : 'blue') : 'red'}
              role={checked.ok ? 'status' : 'alert'}
              title={checked.message}
            >
              {checked.ok
                ? checked.imported
                  ? t('The matches are listed below.')
                  : t('Nothing is imported yet: check the rows, then press Import.')
                : t('Correct the lines marked Error in the file, then check it again.')}
            </Alert>
            <ImportRowsTable
              label={t('Fixture rows')}
              columns={columns}
              rows={checked.rows}
              cardTitle={teamsOf}
              minWidth={640}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
