import {
  appearsTwiceMessage,
  inviteWhatsAppText,
  membersImportedMessage,
  membersReadyMessage,
  messages,
  welcomeWhatsAppText,
} from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import { whatsAppNumber } from '@wicket/shared/phone';
import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_REQUIRED_COLUMNS,
  type MemberImportColumn,
  type MemberImportResult,
  type MemberImportRowResult,
  type memberImportBodySchema,
  memberImportRowSchema,
} from '@wicket/shared/schemas/member-import';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { readCsvFile } from '../../lib/csv-read';
import { uniqueViolation } from '../../lib/db-errors';
import { notFound, tooManyRequests } from '../../lib/errors';
import { type Answer, claimIdempotencyKey } from '../../lib/idempotency';
import { RowErrors, rowErrorsAnswer } from '../../lib/import-refusal';
import { takeRateLimit } from '../../lib/rate-limit';
import { newReferralCode } from '../../lib/referral-code';
import type { SecretBox } from '../../lib/secret-box';
import type { AuthContext } from '../../plugins/auth';
import { type AuditEntry, recordAudits } from '../audit/record';
import { balanceEvents, type EventPublisher, noEvents, type ServerEvent } from '../events/hub';
import { inviteByPhones, takeInvitationAllowance } from '../invitations/service';
import { postCredits } from '../members/credits';
import { reachableClub } from '../members/service';
import { notificationEvents } from '../notifications/inbox';
import { enqueueNotifications } from '../notifications/queries';
import { takeClubWhatsApp } from '../referrals/service';
import { userConflict } from '../users/service';
import { issueWelcomeLinks } from '../welcome-links/service';
import {
  type ExistingUser,
  findImportNames,
  findTakenEmails,
  findUsersByPhones,
  insertImportedMembers,
  type NewImportedMember,
} from './queries';

/**
 * Importing members from a CSV file (design-season section 6). Each row is checked with the registration fields'
 * schemas, then by what its phone already is: new (created without a password, with a welcome link), a Member
 * without a club (invited, section 10), a member of this club (skipped), anyone else (an error). Any error: 400
 * with every row and nothing written. Otherwise everything is written in one transaction with set-based statements
 * (users, credits through postCredits, notifications, audit rows, invitations, welcome links, outbox), so 500
 * rows cost a handful of statements and no password hashing.
 */

export type MemberImportBody = z.output<typeof memberImportBodySchema>;
export type MemberImportAnswer = Answer<
  MemberImportResult | { message: string; rows: MemberImportRowResult[] },
  200 | 201 | 400
>;
export type MemberImportDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  /** Seals the welcome links kept in the outbox and in the idempotency replay. */
  box: SecretBox;
  events?: EventPublisher;
};

/** Dry runs a club may make per day (design-contests section 4): each one tells which phones are registered. */
export const IMPORT_CHECKS_PER_DAY = 20;

/**
 * What a row will become, once its cells have been read and its phone looked up. `invite` (a Member without a
 * club) and `registered` (anyone else outside the club: nothing is written for them) read alike in every answer,
 * so a file tells staff no more than registration would (design-contests section 4).
 */
type Plan =
  | { kind: 'create'; member: NewImportedMember; credits: bigint | undefined }
  | { kind: 'invite'; user: ExistingUser }
  | { kind: 'registered'; phoneNumber: string }
  | { kind: 'skip'; user: ExistingUser }
  | { kind: 'error'; message: string };

type ReadRow = {
  line: number;
  cells: Record<MemberImportColumn, string>;
  /** The row read by the registration schemas, or its first problems. */
  parsed: z.output<typeof memberImportRowSchema> | { errors: string[] };
};

/** The file's rows, each read with the registration rules (the country code defaulting to the body's). */
export function readMemberFile(csv: string, defaultCountryCode: string): ReadRow[] {
  // A row's field count is not checked: the registration rules name what a shifted or missing cell breaks.
  const { rows } = readCsvFile(csv, {
    names: MEMBER_IMPORT_COLUMNS,
    enough: (has) => MEMBER_IMPORT_REQUIRED_COLUMNS.every(has),
    missing: messages.importColumnsMissing,
  });
  return rows.map(({ line, cells }) => {
    const read = memberImportRowSchema.safeParse({
      ...cells,
      countryCode: cells.countryCode.trim() === '' ? defaultCountryCode : cells.countryCode,
    });
    // A field's first problem only (an empty phone is `Phone Number is required`, not also `valid phone`).
    const firstPerField = new Map<string, string>();
    for (const issue of read.success ? [] : read.error.issues) {
      const field = issue.path.join('.');
      if (!firstPerField.has(field)) firstPerField.set(field, issue.message);
    }
    const parsed = read.success ? read.data : { errors: [...new Set(firstPerField.values())] };
    return { line, cells, parsed };
  });
}

/**
 * Every row's plan. `existing` are the users the file's phones name; `takenEmails` the emails someone has. A phone
 * (or email) on an earlier row makes the later row an error.
 */
function planRows(rows: ReadRow[], clubId: string, existing: ExistingUser[], takenEmails: Set<string>): Plan[] {
  const byPhone = new Map(existing.map((u) => [u.phoneNumber, u]));
  const seenPhones = new Set<string>();
  const seenEmails = new Set<string>();
  return rows.map(({ parsed }): Plan => {
    if ('errors' in parsed) return { kind: 'error', message: parsed.errors.join('; ') };
    if (seenPhones.has(parsed.phoneNumber)) return { kind: 'error', message: appearsTwiceMessage(parsed.phoneNumber) };
    seenPhones.add(parsed.phoneNumber);
    const user = byPhone.get(parsed.phoneNumber);
    if (user) {
      if (user.userType === 'Member' && user.memberOf === null) return { kind: 'invite', user };
      if (user.userType === 'Member' && user.memberOf === clubId) return { kind: 'skip', user };
      return { kind: 'registered', phoneNumber: user.phoneNumber };
    }
    const email = parsed.email ?? null;
    if (email !== null) {
      if (seenEmails.has(email)) return { kind: 'error', message: appearsTwiceMessage(email) };
      seenEmails.add(email);
      if (takenEmails.has(email)) return { kind: 'error', message: messages.emailTaken };
    }
    return {
      kind: 'create',
      member: {
        firstName: parsed.firstName,
        lastName: parsed.lastName,
        email,
        phoneNumber: parsed.phoneNumber,
        countryCode: parsed.countryCode,
        referralCode: newReferralCode(),
      },
      credits: parsed.credits,
    };
  });
}

async function planFile(tx: DbOrTx, rows: ReadRow[], clubId: string, lock: boolean): Promise<Plan[]> {
  const valid = rows.flatMap((r) => ('errors' in r.parsed ? [] : [r.parsed]));
  const existing = await findUsersByPhones(tx, [...new Set(valid.map((r) => r.phoneNumber))], lock);
  const emails = valid.flatMap((r) => (r.email ? [r.email] : []));
  const takenEmails = await findTakenEmails(tx, [...new Set(emails)]);
  return planRows(rows, clubId, existing, takenEmails);
}

/** A row of the answer, before the write fills in ids and links. */
function rowResult(row: ReadRow, plan: Plan, dryRun: boolean): MemberImportRowResult {
  const ok = 'errors' in row.parsed ? undefined : row.parsed;
  const base = {
    line: row.line,
    firstName: ok?.firstName ?? row.cells.firstName.trim(),
    lastName: ok?.lastName ?? row.cells.lastName.trim(),
    phoneNumber: ok?.phoneNumber ?? row.cells.phoneNumber.trim(),
    countryCode: ok?.countryCode ?? row.cells.countryCode.trim(),
    email: ok ? (ok.email ?? null) : row.cells.email.trim() || null,
    credits: ok?.credits === undefined ? null : paiseToRs(ok.credits),
    memberId: null,
    welcomeLink: null,
  };
  switch (plan.kind) {
    case 'error':
      return { ...base, outcome: 'error', message: plan.message };
    case 'skip':
      return { ...base, outcome: 'skipped', message: messages.importAlreadyMember, memberId: plan.user.id };
    case 'invite':
    case 'registered':
      // No id, name or kind of account: only what registration says of a taken phone.
      return { ...base, outcome: dryRun ? 'ready' : 'invited', message: messages.phoneAlreadyRegistered };
    case 'create':
      return { ...base, outcome: dryRun ? 'ready' : 'created', message: null };
  }
}

/** Any error row: the 400 answer with every row (as a dry run shows them); otherwise undefined. */
function errorAnswer(rows: ReadRow[], plans: Plan[]) {
  if (!plans.some((p) => p.kind === 'error')) return undefined;
  return rowErrorsAnswer(rows.map((r, i) => rowResult(r, plans[i] as Plan, true)));
}

/**
 * POST /api/clubs/{clubId}/members/import. A dry run reads and checks only (no key is claimed). The import claims
 * the `Idempotency-Key` first (a replay answers the stored body, links included, and writes nothing) and retries
 * the rare clash of generated referral codes.
 */
export async function importMembers(
  deps: MemberImportDeps,
  auth: AuthContext,
  clubIdParam: string,
  body: MemberImportBody,
  idempotencyKey: string | undefined,
): Promise<MemberImportAnswer> {
  const clubId = await reachableClub(deps.db, auth, clubIdParam);
  const rows = readMemberFile(body.csv, body.defaultCountryCode);
  if (body.dryRun) {
    const key = `import-check:${clubId.toLowerCase()}`;
    if (!(await takeRateLimit(deps.db, [{ key, limit: IMPORT_CHECKS_PER_DAY }], 24 * 3600))) {
      throw tooManyRequests(messages.tooManyImportChecks);
    }
    const plans = await planFile(deps.db, rows, clubId, false);
    const failed = errorAnswer(rows, plans);
    if (failed) return failed;
    const results = rows.map((r, i) => rowResult(r, plans[i] as Plan, true));
    return {
      statusCode: 200,
      body: {
        message: membersReadyMessage(results.filter((r) => r.outcome === 'ready').length),
        created: 0,
        invited: 0,
        skipped: results.filter((r) => r.outcome === 'skipped').length,
        rows: results,
      },
    };
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await writeImport(deps, auth, clubId, rows, body, idempotencyKey);
    } catch (err) {
      if (err instanceof RowErrors) return (err as RowErrors<MemberImportRowResult>).answer;
      if (uniqueViolation(err)?.includes('referral_code') && attempt < 3) continue;
      throw userConflict(err) ?? err;
    }
  }
}

/** The answer as its idempotency replay keeps it: every welcome link sealed. */
function sealLinks(box: SecretBox, body: MemberImportResult): MemberImportResult {
  return {
    ...body,
    rows: body.rows.map((r) => (r.welcomeLink === null ? r : { ...r, welcomeLink: box.seal(r.welcomeLink) })),
  };
}

/** A replay with its welcome links opened; a link sealed under another secret (JWT_SECRET rotated) reads as none. */
function openLinks<S extends number>(box: SecretBox, replay: Answer<MemberImportResult, S>) {
  const open = (link: string) => {
    try {
      return box.open(link);
    } catch {
      return null;
    }
  };
  const rows = replay.body.rows.map((r) => (r.welcomeLink === null ? r : { ...r, welcomeLink: open(r.welcomeLink) }));
  return { ...replay, body: { ...replay.body, rows } };
}

async function writeImport(
  deps: MemberImportDeps,
  auth: AuthContext,
  clubId: string,
  rows: ReadRow[],
  body: MemberImportBody,
  idempotencyKey: string | undefined,
): Promise<MemberImportAnswer> {
  const { publicUrl } = deps.config;
  const { answer, events } = await deps.db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey<MemberImportResult, 201>(tx, auth.userId, idempotencyKey, {
      operation: 'member-import',
      clubId: clubId.toLowerCase(),
      csv: body.csv,
      defaultCountryCode: body.defaultCountryCode,
      sendInvites: body.sendInvites,
    });
    if (claim.replay) return { answer: openLinks(deps.box, claim.replay), events: [] as ServerEvent[] };
    const names = await findImportNames(tx, clubId, auth.userId);
    if (!names) throw notFound(messages.clubNotFound);
    const plans = await planFile(tx, rows, clubId, true);
    const failed = errorAnswer(rows, plans);
    if (failed) throw new RowErrors(failed);

    // New members: the users, their credits (Add Credit's posting and notification), audit rows and links.
    const creates = plans.flatMap((p) => (p.kind === 'create' ? [p] : []));
    const ids = await insertImportedMembers(
      tx,
      clubId,
      creates.map((c) => c.member),
    );
    const idOf = (phone: string) => {
      const id = ids.get(phone);
      if (!id) throw new Error(`imported member ${phone} has no id`);
      return id;
    };
    const credited = creates.flatMap((c) =>
      c.credits === undefined ? [] : [{ memberId: idOf(c.member.phoneNumber), amount: c.credits }],
    );
    const { balances, notifications } = await postCredits(
      tx,
      { id: auth.userId, name: names.actorName },
      credited.map((c) => ({ ...c, direction: 'add' as const })),
    );
    const audits: AuditEntry[] = creates.flatMap((c) => {
      const id = idOf(c.member.phoneNumber);
      const member = {
        _id: id,
        firstName: c.member.firstName,
        lastName: c.member.lastName,
        phoneNumber: c.member.phoneNumber,
      };
      const added: AuditEntry = {
        clubId,
        action: 'member.add',
        entity: 'member',
        entityId: id,
        before: null,
        after: { ...member, credits: 0 },
      };
      if (c.credits === undefined) return [added];
      const credit: AuditEntry = {
        clubId,
        action: 'credit.add',
        entity: 'member',
        entityId: id,
        before: { _id: id, credits: 0 },
        after: { _id: id, credits: paiseToRs(c.credits), amount: paiseToRs(c.credits) },
      };
      return [added, credit];
    });
    await recordAudits(tx, auth, audits);
    const links = await issueWelcomeLinks(tx, publicUrl, clubId, [...ids.values()]);

    // Members without a club: invited (their notification and member.invite audit row), set-based. Every registered
    // phone outside the club counts toward the daily invitation limits, invited or not (add-member does the same).
    const invites = plans.flatMap((p) => (p.kind === 'invite' ? [p.user] : []));
    const registered = plans.flatMap((p) =>
      p.kind === 'invite' ? [p.user.phoneNumber] : p.kind === 'registered' ? [p.phoneNumber] : [],
    );
    await takeInvitationAllowance(tx, clubId, registered);
    const invited = await inviteByPhones(
      tx,
      auth,
      clubId,
      invites.map((u) => u.phoneNumber),
    );
    if (invited.invitations.length !== invites.length) throw new Error('an invitee changed during the import');
    notifications.push(...invited.notifications);

    // WhatsApp messages in the outbox: the welcome link to the created (sealed: the row keeps no credential in
    // clear, the delivery worker opens it), the sign-in link to the invited. Queued without a sender, so staff's own
    // referral invites keep their daily allowance; they count toward the club's daily cap, which its members' own
    // invites share (design-contests section 4).
    if (body.sendInvites) {
      if (!(await takeClubWhatsApp(tx, clubId, creates.length + invites.length))) {
        throw tooManyRequests(messages.clubWhatsAppCapReached);
      }
      const signIn = `${publicUrl.replace(/\/+$/, '')}/login`;
      await enqueueNotifications(tx, [
        ...creates.map((c) => ({
          channel: 'whatsapp',
          recipient: whatsAppNumber(c.member.phoneNumber, c.member.countryCode),
          body: deps.box.seal(welcomeWhatsAppText(names.clubName, links.get(idOf(c.member.phoneNumber)) ?? '')),
          senderId: null,
        })),
        ...invites.map((u) => ({
          channel: 'whatsapp',
          recipient: whatsAppNumber(u.phoneNumber, u.countryCode),
          body: inviteWhatsAppText(names.actorName, names.clubName, signIn),
          senderId: null,
        })),
      ]);
    }

    const results = rows.map((r, i) => {
      const plan = plans[i] as Plan;
      const result = rowResult(r, plan, false);
      if (plan.kind !== 'create') return result;
      const id = idOf(plan.member.phoneNumber);
      return { ...result, memberId: id, welcomeLink: links.get(id) ?? null };
    });
    const created = creates.length;
    const result: MemberImportResult = {
      message: membersImportedMessage(created + registered.length),
      created,
      invited: registered.length,
      skipped: results.filter((r) => r.outcome === 'skipped').length,
      rows: results,
    };
    const answer = await claim.answer({ statusCode: 201, body: result }, sealLinks(deps.box, result));
    return { answer, events: [...balanceEvents(balances), ...notificationEvents(notifications)] };
  });
  // After commit: the credited members' balances and everyone's bell.
  (deps.events ?? noEvents).publish(...events);
  return answer;
}
