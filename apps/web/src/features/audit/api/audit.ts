import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import type { AuditList } from '@wicket/shared/schemas/audit';
import { api, apiDownload } from '@/lib/api-client';

export type AuditFilters = { action?: string; from?: string; to?: string; page: number };

/** Local calendar days as the instants that bound them, so "to" includes the whole chosen day. */
function toQuery(filters: AuditFilters): Record<string, string | number | undefined> {
  const start = (day: string) => new Date(`${day}T00:00:00`).toISOString();
  const end = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
  return {
    action: filters.action || undefined,
    from: filters.from ? start(filters.from) : undefined,
    to: filters.to ? end(filters.to) : undefined,
  };
}

/** GET /api/audit: a Manager's own club, every club for an Admin; 50 rows a page, newest first. */
export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: ['audit', filters],
    queryFn: () =>
      api.get<AuditList>('/api/audit', {
        query: { ...toQuery(filters), page: filters.page, limit: 50 },
        fallback: messages.auditLoadFailed,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/audit.csv with the same filters, saved as a file (the token goes in a header, so not a plain link). */
export function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  return apiDownload('/api/audit.csv', 'audit.csv', {
    query: toQuery(filters),
    fallback: messages.auditDownloadFailed,
  });
}
