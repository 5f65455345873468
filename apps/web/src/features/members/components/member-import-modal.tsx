import { Alert, Button, Code, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import type { MemberImportRowResult } from '@wicket/shared/schemas/member-import';
import { useState } from 'react';
import { CountryCodeSelect } from '@/components/country-code-select';
import { CsvInput } from '@/components/csv-input';
import type { Column } from '@/components/data-table';
import { column } from '@/components/data-table-column';
import { ImportRowsTable } from '@/components/import-rows-table';
import { st, t } from '@/i18n';
import { saveBlob } from '@/lib/api-client';
import { formatMoney, fullName } from '@/lib/format';
import { randomId } from '@/lib/random-id';
import { type ImportOutcome, useCheckMemberFile, useImportMembers } from '../api/member-import';
import { type WelcomeLinkRow, welcomeLinksCsv } from '../utils/welcome-links';
import classes from './member-import-modal.module.css';
import { WelcomeLinkActions } from './welcome-link-actions';

/** The file's column names, as the file must spell them (marked English: they are typed as they are, in any language). */
const COLUMN_NAMES = 'firstName, lastName, phoneNumber, countryCode, email, credits';

/** What the check and the import ran on: a change to any of it asks for a new check. */
type Request = { csv: string; defaultCountryCode: string; sendInvites: boolean };
const sameRequest = (a: Request | null, b: Request) =>
  a !== null && a.csv === b.csv && a.defaultCountryCode === b.defaultCountryCode && a.sendInvites === b.sendInvites;

const rowColumns: Column<MemberImportRowResult>[] = [
  column('name', () => t('Name'), {
    render: (row) => fullName(row) || '-',
  }),
  column('phone', () => t('Phone'), {
    render: (row) => row.phoneNumber || '-',
  }),
  column('credits', () => t('Credits'), {
    align: 'right',
    render: (row) => (row.credits ? formatMoney(row.credits) : '-'),
  }),
];

type MemberImportModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The club the members join (the Manager's own, or the Admin's chosen one). */
  clubId: string | undefined;
  clubName: string | undefined;
};

/**
 * Import members (design-season section 6): choose or paste a CSV file, check it (a dry run: each row's outcome,
 * errors in red beside their line), then Import. The welcome links of the new members follow, each with Copy and
 * WhatsApp, and all of them as a CSV file. The import carries an Idempotency-Key made when the check passed, so a
 * retry after a lost answer imports once.
 */
export function MemberImportModal({ opened, onClose, clubId, clubName = '' }: MemberImportModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [csv, setCsv] = useState('');
  const [defaultCountryCode, setDefaultCountryCode] = useState('+91');
  const [sendInvites, setSendInvites] = useState(false);
  const [checked, setChecked] = useState<{ request: Request; outcome: ImportOutcome; key: string } | null>(null);
  const [imported, setImported] = useState<ImportOutcome | null>(null);
  const check = useCheckMemberFile();
  const run = useImportMembers();
  const request: Request = { csv, defaultCountryCode, sendInvites };
  const ready = checked?.outcome.ok === true && sameRequest(checked.request, request);

  const close = () => {
    setCsv('');
    setChecked(null);
    setImported(null);
    check.reset();
    run.reset();
    onClose();
  };

  const onCheck = () => {
    if (!clubId) return;
    const sent = { ...request };
    check.mutate(
      { clubId, body: { ...sent, dryRun: true } },
      { onSuccess: (outcome) => setChecked({ request: sent, outcome, key: randomId() }) },
    );
  };

  const onImport = () => {
    if (!clubId || !checked || !ready) return;
    run.mutate(
      { clubId, body: { ...checked.request, dryRun: false }, idempotencyKey: checked.key },
      {
        onSuccess: (outcome) => {
          if (outcome.ok) setImported(outcome);
          // The file changed meanwhile (someone else imported a phone): show why, and ask for a new check.
          else setChecked({ request: checked.request, outcome, key: randomId() });
        },
      },
    );
  };

  const links: WelcomeLinkRow[] = (imported?.rows ?? []).flatMap((row) =>
    row.welcomeLink ? [{ ...row, welcomeLink: row.welcomeLink }] : [],
  );
  const shown = checked && sameRequest(checked.request, request) ? checked.outcome : null;

  return (
    <Modal opened={opened} onClose={close} title={t('Import members')} size="xl" fullScreen={phone} centered>
      {imported ? (
        <Stack gap="md">
          <Alert color="green" title={st(imported.message)}>
            {imported.result
              ? t('{created} created, {invited} invited, {skipped} skipped.', {
                  created: imported.result.created,
                  invited: imported.result.invited,
                  skipped: imported.result.skipped,
                })
              : null}
          </Alert>
          {imported.result?.whatsApp === 'logged' ? (
            <Alert color="orange" role="alert" data-whatsapp-logged>
              {st(messages.importMessagesLogged)}
            </Alert>
          ) : null}
          {links.length > 0 ? (
            <>
              <Text size="sm">
                {t(
                  'New members sign in by choosing a password with their welcome link. Each link works once, for 14 days.',
                )}
              </Text>
              <Stack gap="sm" aria-label={t('Welcome links')} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {links.map((row) => (
                  <li key={row.welcomeLink} data-welcome-link={row.welcomeLink}>
                    <Stack gap={4}>
                      <Text fw={600} size="sm">
                        {fullName(row)} ({row.phoneNumber})
                      </Text>
                      <Code style={{ wordBreak: 'break-all' }}>{row.welcomeLink}</Code>
                      <WelcomeLinkActions row={row} clubName={clubName} />
                    </Stack>
                  </li>
                ))}
              </Stack>
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconDownload size={16} />}
                  onClick={() =>
                    saveBlob(new Blob([welcomeLinksCsv(links)], { type: 'text/csv' }), 'welcome-links.csv')
                  }
                >
                  {t('Download links (CSV)')}
                </Button>
              </Group>
            </>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={close}>{t('Done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {t('The first row names the columns (the first three are required):')}{' '}
            <Text span lang="en" ff="monospace" size="sm">
              {COLUMN_NAMES}
            </Text>
          </Text>
          <CsvInput value={csv} onChange={setCsv} placeholder={t('firstName,lastName,phoneNumber,credits')} />
          <CountryCodeSelect
            label={t('Country code for rows without one')}
            value={defaultCountryCode}
            onChange={setDefaultCountryCode}
          />
          <Switch
            label={t('Send each member a WhatsApp message')}
            checked={sendInvites}
            onChange={(event) => setSendInvites(event.currentTarget.checked)}
          />
          {check.error && !shown ? (
            <Alert color="red" role="alert">
              {check.error.message}
            </Alert>
          ) : null}
          {shown ? (
            <Stack gap="sm">
              <Alert color={shown.ok ? 'green' : 'red'} title={st(shown.message)} data-import-check={shown.ok}>
                {shown.ok
                  ? t('Check the rows below, then Import.')
                  : t('Fix the rows in red and check the file again.')}
              </Alert>
              <ImportRowsTable
                label={t('Rows of the file')}
                columns={rowColumns}
                rows={shown.rows}
                cardTitle={(row) => fullName(row) || '-'}
                minWidth={720}
              />
            </Stack>
          ) : null}
          {/* Stays in view at the bottom while the checked rows scroll by (issue 38: on a phone, Import sat 5,465 px
              below Check once the preview showed). */}
          <Group justify="flex-end" gap="sm" className={classes.actions} data-import-actions>
            <Button variant="default" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button variant="light" onClick={onCheck} loading={check.isPending} disabled={csv.trim() === '' || !clubId}>
              {t('Check file')}
            </Button>
            <Button
              leftSection={<IconFileImport size={16} />}
              onClick={onImport}
              loading={run.isPending}
              disabled={!ready}
            >
              {t('Import')}
            </Button>
          </Group>
          {csv.trim() === '' ? <Text size="xs">{st(messages.csvRequired)}</Text> : null}
        </Stack>
      )}
    </Modal>
  );
}
