import { Button, Group, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import { AUDIT_ACTIONS, type AuditEntry } from '@wicket/shared/schemas/audit';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { type AuditFilters, downloadAuditCsv, useAudit } from '../api/audit';

/** What changed, in a line: the fields whose values differ between before and after (or the whole side). */
function describeChange(entry: AuditEntry): string {
  const before = (entry.before ?? null) as Record<string, unknown> | null;
  const after = (entry.after ?? null) as Record<string, unknown> | null;
  const show = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
    );
    return keys.map((k) => `${k}: ${show(before[k] ?? '')} → ${show(after[k] ?? '')}`).join('; ');
  }
  const side = after ?? before;
  if (!side) return '';
  const name = ['team1', 'clubName', 'firstName'].find((k) => k in side);
  if (name === 'team1') return `${show(side.team1)} vs ${show(side.team2)}`;
  return name ? show(side[name]) : (entry.entityId ?? '');
}

const columns: Column<AuditEntry>[] = [
  { key: 'at', header: 'When', render: (e) => formatDateTime(e.at) },
  { key: 'action', header: 'Action', render: (e) => e.action },
  {
    key: 'actor',
    header: 'By',
    render: (e) => `${e.actor.firstName} ${e.actor.lastName} (${e.actor.userType})`,
  },
  {
    key: 'change',
    header: 'Change',
    render: (e) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {describeChange(e)}
      </Text>
    ),
  },
];

/** `/manager-dashboard/audit` and `/admin-dashboard/audit` (design-match-day section 5), filterable by action and date. */
export function AuditPage() {
  const { paths } = useStaff();
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const audit = useAudit(filters);
  const [downloading, setDownloading] = useState(false);
  const set = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuditCsv(filters);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : 'Failed to download the audit trail');
    } finally {
      setDownloading(false);
    }
  };

  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.limit)) : 1;
  return (
    <>
      <PageHeader
        back={paths.home}
        title="Audit Trail"
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download} loading={downloading}>
            Download CSV
          </Button>
        }
      />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Action"
          value={filters.action ?? ''}
          onChange={(e) => set({ action: e.currentTarget.value || undefined })}
          data={[{ value: '', label: 'All actions' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))]}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
      </Group>
      {audit.error ? (
        <ErrorState message={audit.error.message} />
      ) : !audit.data ? (
        <PageLoader />
      ) : (
        <Stack gap="md">
          <DataTable
            columns={columns}
            rows={audit.data.entries}
            rowKey={(e) => e._id}
            label="Audit entries"
            cardTitle={(e) => e.action}
            empty={<Text c="dimmed">{messages.noAuditEntries}</Text>}
          />
          {pages > 1 ? (
            <Pagination total={pages} value={filters.page} onChange={(page) => set({ page })} size="sm" />
          ) : null}
        </Stack>
      )}
    </>
  );
}
