import { Box, Button, Group, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import { AUDIT_ACTIONS, type AuditEntry } from '@wicket/shared/schemas/audit';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { useIsWide } from '@/hooks/use-is-wide';
import { dataLabel, st, t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { type AuditFilters, downloadAuditCsv, useAudit } from '../api/audit';
import { auditActionLabel, auditDetails, auditSentence } from '../utils/audit-sentence';

/** What the entry changed, folded under its sentence: `Bet amount: RS 5.00 → RS 10.00`. */
function AuditDetailsList({ entry }: { entry: AuditEntry }) {
  const details = auditDetails(entry);
  if (details.length === 0) return null;
  return (
    <Box component="details" mt={4}>
      <Text component="summary" size="sm" c="indigo" style={{ cursor: 'pointer' }}>
        {t('Show details')}
      </Text>
      <Box component="ul" m={0} mt={4} pl="md">
        {details.map((d) => (
          <Text component="li" size="sm" key={d.label} style={{ overflowWrap: 'anywhere' }}>
            {d.label}:{' '}
            {d.before !== undefined && d.after !== undefined ? `${d.before} → ${d.after}` : (d.after ?? d.before)}
          </Text>
        ))}
      </Box>
    </Box>
  );
}

const actorOf = (e: AuditEntry) => `${e.actor.firstName} ${e.actor.lastName} (${dataLabel(e.actor.userType)})`;
const clubOf = (e: AuditEntry) => e.clubName ?? (e.clubId ? t('Deleted club') : '—');

/**
 * Each entry says who did what to whom in words (a sentence), the details folded below it; an Admin's list, which
 * spans every club, has a Club column. Phones show each entry as a card headed by its sentence.
 */
function auditColumns(showClub: boolean, wide: boolean): Column<AuditEntry>[] {
  const columns: Column<AuditEntry>[] = [{ key: 'at', header: t('When'), render: (e) => formatDateTime(e.at) }];
  if (showClub) columns.push({ key: 'club', header: t('Club'), render: clubOf });
  if (wide) {
    columns.push({
      key: 'what',
      header: t('What happened'),
      render: (e) => (
        <>
          <Text size="sm">{auditSentence(e)}</Text>
          <AuditDetailsList entry={e} />
        </>
      ),
    });
  }
  columns.push({ key: 'actor', header: t('By'), render: actorOf });
  if (!wide) columns.push({ key: 'details', header: t('What changed'), render: (e) => <AuditDetailsList entry={e} /> });
  return columns;
}

/** `/manager-dashboard/audit` and `/admin-dashboard/audit` (design-match-day section 5), filterable by action and date. */
export function AuditPage() {
  const { paths, isAdmin } = useStaff();
  const wide = useIsWide();
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const audit = useAudit(filters);
  const [downloading, setDownloading] = useState(false);
  const set = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuditCsv(filters);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : messages.auditDownloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.limit)) : 1;
  return (
    <>
      <PageHeader
        back={paths.home}
        title={t('Audit Trail')}
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download} loading={downloading}>
            {t('Download CSV')}
          </Button>
        }
      />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('Action')}
          value={filters.action ?? ''}
          onChange={(e) => set({ action: e.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('All actions') },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(a) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('From')}
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('To')}
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
      </Group>
      <QueryView query={audit}>
        {(answer) => (
          <Stack gap="md">
            <DataTable
              columns={auditColumns(isAdmin, wide)}
              rows={answer.entries}
              rowKey={(e) => e._id}
              label={t('Audit entries')}
              cardTitle={auditSentence}
              empty={<Text c="dimmed">{st(messages.noAuditEntries)}</Text>}
            />
            {pages > 1 ? (
              <Pagination total={pages} value={filters.page} onChange={(page) => set({ page })} size="sm" />
            ) : null}
          </Stack>
        )}
      </QueryView>
    </>
  );
}
