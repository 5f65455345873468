import { z } from 'zod';
import { messages } from '../messages';
import { idSchema, queryPageNumber } from './common';

/** Every audited action (design-match-day section 5), `noun.verb`. */
export const AUDIT_ACTIONS = [
  'credit.add',
  'credit.deduct',
  'member.add',
  'member.invite',
  'member.uninvite',
  'member.remove',
  'password.reset',
  'welcome_link.create',
  'match.create',
  'match.update',
  'match.delete',
  'players.update',
  'group.create',
  'group.update',
  'group.delete',
  'result.create',
  'result.update',
  'match.approve',
  'match.abandon',
  'club.create',
  'club.update',
  'club.delete',
  'points.update',
  'scorecard.update',
  'team.create',
  'team.update',
  'team.delete',
  'templates.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_DEFAULT_LIMIT = 50;
export const AUDIT_MAX_LIMIT = 100;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` (a whole UTC day) or an ISO 8601 date and time with its zone. */
const auditDate = (edge: 'from' | 'to') =>
  z
    .string({ error: messages.auditDateInvalid })
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const dateOnly = DATE_ONLY.test(v);
      const ok = dateOnly || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(v);
      const date = ok ? new Date(dateOnly ? `${v}T00:00:00Z` : v) : new Date(Number.NaN);
      if (Number.isNaN(date.getTime()) || (dateOnly && date.toISOString().slice(0, 10) !== v)) {
        ctx.addIssue({ code: 'custom', message: messages.auditDateInvalid });
        return z.NEVER;
      }
      // `to` as a day includes that whole day.
      return dateOnly && edge === 'to' ? new Date(date.getTime() + 86_400_000 - 1) : date;
    });

/** GET /api/audit and /api/audit.csv. */
export const auditQuerySchema = z.object({
  clubId: z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional()),
  action: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(AUDIT_ACTIONS, { error: messages.auditActionInvalid }).optional(),
  ),
  from: auditDate('from'),
  to: auditDate('to'),
  page: queryPageNumber(messages.invalidPage).transform((v) => v ?? 1),
  limit: queryPageNumber(messages.invalidLimit, AUDIT_MAX_LIMIT).transform((v) => v ?? AUDIT_DEFAULT_LIMIT),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), userType: z.string() }),
  clubId: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The club's name now; null when the row has no club or the club has been deleted since. */
  clubName: z.string().nullable(),
  /** A member or credit row: the member as named now (null once the user is gone, or for other rows). */
  member: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** A match, players, group, result or scorecard row: the match's teams now (null once it is deleted, or for other rows). */
  match: z.object({ _id: z.string(), team1: z.string(), team2: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;
