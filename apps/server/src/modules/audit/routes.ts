import { messages } from '@wicket/shared/messages';
import { auditListSchema, auditQuerySchema } from '@wicket/shared/schemas/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { type AuditFilter, type AuditRow, countAudit, listAudit } from './queries';

type Query = z.output<typeof auditQuerySchema>;

/** The most rows one CSV export carries (newest first). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** Admins: every club, or all without `clubId`. Managers: their own club only (another club reads as not found). */
function scopedFilter(auth: AuthContext, query: Query): AuditFilter {
  let clubId = query.clubId?.toLowerCase();
  if (auth.userType !== 'Admin') {
    if (!auth.clubId || (clubId !== undefined && clubId !== auth.clubId.toLowerCase())) {
      throw notFound(messages.clubNotFound);
    }
    clubId = auth.clubId;
  }
  return { clubId, action: query.action, from: query.from, to: query.to };
}

function toEntryJson(row: AuditRow) {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: {
      _id: row.actorId,
      firstName: row.actorFirstName,
      lastName: row.actorLastName,
      userType: row.actorUserType,
    },
    clubId: row.clubId,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    clubName: row.clubName,
    member: row.member && {
      _id: row.member.id,
      firstName: row.member.firstName,
      lastName: row.member.lastName,
    },
    match: row.match && { _id: row.match.id, team1: row.match.team1, team2: row.match.team2 },
  };
}

const CSV_HEADER = [
  'at',
  'actorId',
  'actorName',
  'actorUserType',
  'clubId',
  'action',
  'entity',
  'entityId',
  'before',
  'after',
];

/** One CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function toCsv(rows: AuditRow[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.at.toISOString(),
        r.actorId,
        `${r.actorFirstName} ${r.actorLastName}`,
        r.actorUserType,
        r.clubId ?? '',
        r.action,
        r.entity,
        r.entityId ?? '',
        r.before == null ? '' : JSON.stringify(r.before),
        r.after == null ? '' : JSON.stringify(r.after),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function listEntries(db: Db, auth: AuthContext, query: Query) {
  const filter = scopedFilter(auth, query);
  const [rows, total] = await Promise.all([
    listAudit(db, filter, query.limit, (query.page - 1) * query.limit),
    countAudit(db, filter),
  ]);
  return { entries: rows.map(toEntryJson), total, page: query.page, limit: query.limit };
}

/** The audit trail (design-match-day section 5): Managers (own club) and Admins; Members 403. */
export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];
  const security = [{ bearer: [] }];
  const readers = app.requireRole('Manager', 'Admin');

  r.get(
    '/api/audit',
    {
      onRequest: readers,
      schema: { tags, security, querystring: auditQuerySchema, response: { 200: auditListSchema } },
    },
    async (request) => listEntries(app.db, request.auth, request.query),
  );

  r.get(
    '/api/audit.csv',
    {
      onRequest: readers,
      schema: {
        tags,
        security,
        description: `The same filters as GET /api/audit, every matching row (at most ${AUDIT_CSV_MAX_ROWS}), newest first.`,
        querystring: auditQuerySchema,
      },
    },
    async (request, reply) => {
      const filter = scopedFilter(request.auth, request.query);
      const rows = await listAudit(app.db, filter, AUDIT_CSV_MAX_ROWS, 0);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(toCsv(rows));
    },
  );
}
