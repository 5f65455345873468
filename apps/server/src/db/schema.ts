/**
 * The whole data model. Money columns are integer paise (bigint); percentages are integer basis points
 * (1% = 100), so every amount and share is exact. Invariants that must hold across server instances
 * (non-negative balances, combination uniqueness, one result per match) are constraints here.
 */

import { BET_TYPES } from '@wicket/shared/bet-types';
import type { PlayerFigures, PointsBand, PointsTable, PointsValues } from '@wicket/shared/points';
import { BET_RESULTS } from '@wicket/shared/schemas/bets';
import { GROUP_STATUSES } from '@wicket/shared/schemas/groups';
import { INVITATION_STATUSES } from '@wicket/shared/schemas/invitations';
import { MATCH_STATUSES } from '@wicket/shared/schemas/matches';
import { TRANSACTION_TYPES } from '@wicket/shared/schemas/members';
import type { ScorecardSource } from '@wicket/shared/schemas/scorecard';
import { USER_TYPES } from '@wicket/shared/schemas/users';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'bigint' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();
/** One bit per combination (ALL_COMBINATIONS, 364), read as a text of 0s and 1s. */
const takenBits = customType<{ data: string; driverData: string }>({ dataType: () => 'bit(364)' });

// The enums the API also speaks are built from the shared lists, so a value exists in one place (changing one still
// needs a migration).
export const userType = pgEnum('user_type', USER_TYPES);
export const matchStatus = pgEnum('match_status', MATCH_STATUSES);
export const groupStatus = pgEnum('group_status', GROUP_STATUSES);
export const betType = pgEnum('bet_type', BET_TYPES);
export const betResult = pgEnum('bet_result', BET_RESULTS);
export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);
/** Why a ledger row exists; with `type` it says where the credits came from or went. */
export const transactionKind = pgEnum('transaction_kind', [
  'credit_added',
  'credit_deducted',
  'bet_placed',
  'bet_refunded',
  'winnings',
  'referral_commission',
  'admin_share',
  'manager_share',
  /** A Fantasy Team entry fee (design-contests section 1, migration 0029). */
  'team_entered',
]);
export const notificationStatus = pgEnum('notification_status', ['pending', 'sending', 'sent', 'failed']);

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    countryCode: text('country_code').notNull(),
    userType: userType('user_type').notNull().default('Member'),
    /** Null for a member a club imported, until they choose a password through their welcome link. */
    passwordHash: text('password_hash'),
    /** Bumped on password change: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by a staff reset (a temporary password), cleared when the user chooses a password. */
    passwordTemporary: boolean('password_temporary').notNull().default(false),
    credits: money('credits').notNull().default(sql`0`),
    memberOf: uuid('member_of').references((): AnyPgColumn => clubs.id, { onDelete: 'set null' }),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    referralCount: integer('referral_count').notNull().default(0),
    referralEarnings: money('referral_earnings').notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_phone_unique').on(t.phoneNumber),
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index('users_member_of_idx').on(t.memberOf),
    index('users_referred_by_idx').on(t.referredBy),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
    check('users_phone_digits', sql`${t.phoneNumber} ~ '^[0-9]{9,15}$'`),
  ],
);

export const clubs = pgTable(
  'clubs',
  {
    id: id(),
    clubName: text('club_name').notNull(),
    managerId: uuid('manager_id')
      .notNull()
      .references((): AnyPgColumn => users.id),
    managerShareBp: integer('manager_share_bp').notNull(),
    adminShareBp: integer('admin_share_bp').notNull(),
    /** Minutes before a match's start when members without a bet are reminded; 0 = off. */
    reminderMinutes: integer('reminder_minutes').notNull().default(60),
    /** How many settlements the club has had: its standings' version (migration 0022). */
    settlements: bigint('settlements', { mode: 'bigint' }).notNull().default(0n),
    /** How many of its matches were deleted: half of its match list's version (migration 0023). */
    matchDeletions: bigint('match_deletions', { mode: 'bigint' }).notNull().default(0n),
    createdAt: createdAt(),
  },
  (t) => [
    index('clubs_manager_idx').on(t.managerId),
    check('clubs_reminder_minutes_range', sql`${t.reminderMinutes} BETWEEN 0 AND 1440`),
    check(
      'clubs_shares_valid',
      sql`${t.managerShareBp} >= 0 AND ${t.adminShareBp} >= 0 AND ${t.managerShareBp} + ${t.adminShareBp} <= 10000`,
    ),
  ],
);

/**
 * A club's points system (design-season section 1), when it is not the default: no row = T20 standard. The values
 * (`item_points`) are `{ key: points }` and the bands `[{ below, points }]`, as the API speaks them (the shared
 * schema checks them on the way in).
 */
export const pointsSystems = pgTable(
  'points_systems',
  {
    clubId: uuid('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    values: jsonb('item_points').$type<PointsValues>().notNull(),
    economyMinBalls: integer('economy_min_balls').notNull(),
    economy: jsonb('economy').$type<PointsBand[]>().notNull(),
    strikeRateMinBalls: integer('strike_rate_min_balls').notNull(),
    strikeRate: jsonb('strike_rate').$type<PointsBand[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('points_systems_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 40`),
    check(
      'points_systems_min_balls_range',
      sql`${t.economyMinBalls} BETWEEN 0 AND 600 AND ${t.strikeRateMinBalls} BETWEEN 0 AND 600`,
    ),
    check(
      'points_systems_shapes',
      sql`jsonb_typeof(${t.values}) = 'object' AND jsonb_typeof(${t.economy}) = 'array' AND jsonb_typeof(${t.strikeRate}) = 'array'`,
    ),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: id(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'restrict' }),
    team1: text('team1').notNull(),
    team2: text('team2').notNull(),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    status: matchStatus('status').notNull().default('Active'),
    /** Where it is played (free text, optional; migration 0027): the match screens and the calendar's LOCATION. */
    venue: text('venue'),
    /** Index "0".."6" -> player name; empty slots are absent. */
    team1Players: jsonb('team1_players').$type<Record<string, string>>().notNull().default({}),
    team2Players: jsonb('team2_players').$type<Record<string, string>>().notNull().default({}),
    /** Player prices by slot ("0".."6" -> tenths of a credit; absent: 8 credits): Fantasy Team (migration 0029). */
    team1Credits: jsonb('team1_credits').$type<Record<string, number>>().notNull().default({}),
    team2Credits: jsonb('team2_credits').$type<Record<string, number>>().notNull().default({}),
    /** Set once when credits are approved; the settlement's idempotency marker. */
    prizeShareStatus: text('prize_share_status'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * New from one sequence whenever what the club's match list shows of this match changes (its row, groups, result),
     * kept by triggers (migration 0023): the sum of the club's stamps is part of the list's version.
     */
    listStamp: bigint('list_stamp', { mode: 'bigint' }).notNull().default(sql`nextval('match_list_stamps')`),
  },
  (t) => [
    index('matches_club_date_idx').on(t.clubId, t.dateTime),
    index('matches_club_list_stamp_idx').on(t.clubId, t.listStamp),
    index('matches_status_date_idx').on(t.status, t.dateTime),
  ],
);

export const results = pgTable(
  'results',
  {
    id: id(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    team1Scores: integer('team1_scores').array().notNull(),
    team2Scores: integer('team2_scores').array().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('results_match_unique').on(t.matchId),
    check('results_seven_scores', sql`cardinality(${t.team1Scores}) = 7 AND cardinality(${t.team2Scores}) = 7`),
  ],
);

/**
 * A match's scorecard (design-season section 2): the figures of its 14 slots and the points table they were scored
 * with, copied (the club's table may change later; this one does not). One per match, gone with the match.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    matchId: uuid('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    source: text('source').$type<ScorecardSource>().notNull(),
    figures: jsonb('figures').$type<{ team1: PlayerFigures[]; team2: PlayerFigures[] }>().notNull(),
    pointsSystemName: text('points_system_name').notNull(),
    pointsTable: jsonb('points_table').$type<PointsTable>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('scorecards_source', sql`${t.source} IN ('manual', 'cricsheet')`),
    check(
      'scorecards_shapes',
      sql`jsonb_typeof(${t.figures}) = 'object' AND jsonb_typeof(${t.pointsTable}) = 'object'`,
    ),
  ],
);

/**
 * A Fantasy Team group's values (design-contests section 1, migration 0029): players a team, entries a member and the
 * budget in tenths of a credit; null for every other type. Groups and group templates both keep them.
 */
const fantasyColumns = () => ({
  teamSize: smallint('team_size'),
  maxTeams: smallint('max_teams'),
  creditBudgetTenths: integer('credit_budget_tenths'),
});
const fantasyValuesCheck = (t: { teamSize: AnyPgColumn; maxTeams: AnyPgColumn; creditBudgetTenths: AnyPgColumn }) =>
  sql`(${t.teamSize} IS NULL OR ${t.teamSize} BETWEEN 3 AND 7) AND (${t.maxTeams} IS NULL OR ${t.maxTeams} BETWEEN 1 AND 5) AND (${t.creditBudgetTenths} IS NULL OR ${t.creditBudgetTenths} BETWEEN 10 AND 10000)`;

export const groups = pgTable(
  'groups',
  {
    id: id(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'restrict' }),
    betType: betType('bet_type').notNull().default('First Better'),
    betAmount: money('bet_amount').notNull(),
    minimumIncrement: money('minimum_increment'),
    winnerShare1Bp: integer('winner_share1_bp').notNull(),
    winnerShare2Bp: integer('winner_share2_bp').notNull(),
    winnerShare3Bp: integer('winner_share3_bp').notNull(),
    status: groupStatus('status').notNull().default('Inactive'),
    ...fantasyColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    check('groups_fantasy_values', fantasyValuesCheck(t)),
    index('groups_match_idx').on(t.matchId, t.createdAt),
    /** The target of the pool slots' key, which carries the match id down to every bet. */
    unique('groups_id_match_unique').on(t.id, t.matchId),
    check('groups_bet_amount_positive', sql`${t.betAmount} > 0`),
    check(
      'groups_shares_valid',
      sql`${t.winnerShare1Bp} >= 0 AND ${t.winnerShare2Bp} >= 0 AND ${t.winnerShare3Bp} >= 0 AND ${t.winnerShare1Bp} + ${t.winnerShare2Bp} + ${t.winnerShare3Bp} <= 10000`,
    ),
  ],
);

/**
 * A match's first bet (or bid), noted with a stamp by a trigger on its first pool slot row (migration 0023): the
 * match list's "has bets", part of its version without the bet touching the match row.
 */
export const matchFirstBets = pgTable(
  'match_first_bets',
  {
    /** No foreign key: its check would lock the match row inside a bet (migration 0023 says why). */
    matchId: uuid('match_id').primaryKey(),
    clubId: uuid('club_id').notNull(),
    listStamp: bigint('list_stamp', { mode: 'bigint' }).notNull().default(sql`nextval('match_list_stamps')`),
  },
  (t) => [index('match_first_bets_club_stamp_idx').on(t.clubId, t.listStamp)],
);

/**
 * A group's pool, in paise, kept in a fixed number of slot rows (a member always adds to the same one) and summed
 * on read: every bet adds to its pool in its own transaction, and one pool row per group would make all bets on a
 * busy group wait for each other's commit. Bets reference their slot, so the database still guarantees that every
 * bet belongs to an existing group of the match it names, without each bet locking the shared group row.
 */
export const groupPoolSlots = pgTable(
  'group_pool_slots',
  {
    groupId: uuid('group_id').notNull(),
    matchId: uuid('match_id').notNull(),
    slot: smallint('slot').notNull(),
    amount: money('amount').notNull(),
    /**
     * The combinations the slot's bets hold, one bit each in ALL_COMBINATIONS order (migration 0022); NULL when the
     * slot was written by something that does not keep them (bids), and then the group's set is read from its bets.
     */
    taken: takenBits('taken'),
    /** Writes of this slot (migration 0031): their sum over a group's slots is its board version. */
    changes: integer('changes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.matchId, t.slot] }),
    /** "Does this match have bets" (match lists, match edits) without scanning every slot. */
    index('group_pool_slots_match_idx').on(t.matchId),
    foreignKey({ columns: [t.groupId, t.matchId], foreignColumns: [groups.id, groups.matchId] }).onDelete('cascade'),
    check('group_pool_slots_amount_non_negative', sql`${t.amount} >= 0`),
    check('group_pool_slots_slot_range', sql`${t.slot} >= 0 AND ${t.slot} < 64`),
  ],
);

/**
 * Stored with fillfactor 45 (migrations 0001 and 0011, which Drizzle does not model): a result save and a settlement
 * each rewrite every bet of the match, and the free half of each page keeps those rewrites HOT.
 */
export const bets = pgTable(
  'bets',
  {
    id: id(),
    /** Placing order: ties in prize leftovers go to the earliest-placed bet. */
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Group, match and pool slot together reference the slot row (see groupPoolSlots). */
    groupId: uuid('group_id').notNull(),
    matchId: uuid('match_id').notNull(),
    poolSlot: smallint('pool_slot').notNull(),
    /**
     * Canonical: sorted, digits before letters. A Fantasy Team bet holds its team's key instead (migration 0029):
     * the players sorted, a colon, captain and vice-captain ('14ACF:4A'); its score is then in half points.
     */
    combination: text('combination').notNull(),
    /**
     * Copied from the group (which cannot change once it has bets) so uniqueness can be a partial index: true for
     * First Better and for Bidding Method, whose lot (one row per combination) holds the standing bid.
     */
    firstBetter: boolean('first_better').notNull(),
    /** Bidding Method: the standing bid, which moves to each new highest bidder; other types: the group's amount. */
    betAmount: money('bet_amount').notNull(),
    /** Bidding Method: how many bids the lot has had (1 for a bet of the other types). */
    bids: integer('bids').notNull().default(1),
    score: integer('score'),
    result: betResult('result'),
    /** Set when the match is abandoned: the stake went back to the member. */
    refunded: boolean('refunded').notNull().default(false),
    /** A Fantasy Team bet: its team's cost when entered or last saved, tenths of a credit; null otherwise. */
    teamCreditsTenths: integer('team_credits_tenths'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bets_first_better_unique').on(t.groupId, t.combination).where(sql`${t.firstBetter}`),
    uniqueIndex('bets_member_combination_unique').on(t.groupId, t.userId, t.combination),
    index('bets_user_created_idx').on(t.userId, t.createdAt),
    index('bets_match_idx').on(t.matchId),
    foreignKey({
      columns: [t.groupId, t.matchId, t.poolSlot],
      foreignColumns: [groupPoolSlots.groupId, groupPoolSlots.matchId, groupPoolSlots.slot],
    }).onDelete('cascade'),
    check('bets_amount_positive', sql`${t.betAmount} > 0`),
    check('bets_bids_positive', sql`${t.bids} >= 1`),
    check(
      'bets_combination_canonical',
      sql`${t.combination} ~ '^[1-7A-G]{3}$' OR ${t.combination} ~ '^[1-7A-G]{3,7}:[1-7A-G]{2}$'`,
    ),
  ],
);

export const winners = pgTable(
  'winners',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    place: integer('place').notNull(),
    combination: text('combination').notNull(),
    score: integer('score').notNull(),
    /** Gross amount won, before any referral commission. */
    amountWon: money('amount_won').notNull(),
    /** The part of amountWon paid to the winner's referrer (0 when not referred); the winner got the rest. */
    referralCommission: money('referral_commission').notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('winners_bet_unique').on(t.betId),
    index('winners_group_idx').on(t.groupId, t.place),
    index('winners_user_idx').on(t.userId),
    check('winners_place_valid', sql`${t.place} BETWEEN 1 AND 3`),
    check('winners_amount_positive', sql`${t.amountWon} > 0`),
    check('winners_commission_valid', sql`${t.referralCommission} >= 0 AND ${t.referralCommission} <= ${t.amountWon}`),
  ],
);

/**
 * The ledger. Append-only: every balance change is one row here, written in the same database transaction as
 * the change. A user's balance always equals the sum of its Credit rows minus its Debit rows.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: transactionType('type').notNull(),
    kind: transactionKind('kind').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    description: text('description').notNull(),
    /** Who caused it: the manager/admin for credit moves, the member for bets, the approver for payouts. */
    actorId: uuid('actor_id').references(() => users.id),
    /**
     * What the row was about, kept as history: no foreign keys, so a refund keeps the id of the group it refunded
     * after the group is gone, and a bet's ledger row takes no lock on the busy group and match rows.
     */
    matchId: uuid('match_id'),
    groupId: uuid('group_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_idx').on(t.userId, t.seq),
    /** The standings' referral earnings per match (design-match-day section 7), without scanning the ledger. */
    index('transactions_referral_match_idx').on(t.matchId, t.userId).where(sql`${t.kind} = 'referral_commission'`),
    check('transactions_amount_positive', sql`${t.amount} > 0`),
    check('transactions_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Outbox of messages to deliver (WhatsApp invites): written with the request, sent by the delivery worker. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    senderId: uuid('sender_id').references(() => users.id),
    status: notificationStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim expires so a crashed worker's row is picked up again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Small key/value settings: the generated JWT secret, the platform admin account. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Stored answers for `Idempotency-Key` retries, per user, for 7 days (jobs/retention.ts). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  // created_at: the retention job deletes keys after 7 days (jobs/retention.ts).
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Attempt counters of the per-address limits (login per address and per phone at an address, registration, the
 * referral lookup), in the database so every instance sees the same count. `hits` counts attempts since
 * `window_start`; a key's window restarts once it has passed.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** In-app notifications (the bell). `dedupeKey` makes a reminder exactly once per member and match. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.seq),
    index('user_notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    uniqueIndex('user_notifications_dedupe_unique').on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} IS NOT NULL`),
    check(
      'user_notifications_kind_valid',
      sql`${t.kind} IN ('credit', 'refund', 'result', 'referral', 'reminder', 'outbid', 'match', 'invite')`,
    ),
  ],
);

/**
 * A member's phone for push notifications (design-contests section 2): the browser's push subscription, one row per
 * endpoint (the same endpoint again replaces it, whoever sends it), at most 10 per user (the oldest goes). `language`
 * is the subscribing request's (`en` or `hi`): what its pushes are written in. Every insert into user_notifications
 * queues a `push` outbox row for members with a row here (trigger `user_notifications_queue_pushes`, migration 0030).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
    check('push_subscriptions_language_valid', sql`${t.language} IN ('en', 'hi')`),
  ],
);

/** Which notification kinds a member wants pushed; no row means all on. */
export const userPushSettings = pgTable('user_push_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  results: boolean('results').notNull().default(true),
  credits: boolean('credits').notNull().default(true),
  invitations: boolean('invitations').notNull().default(true),
});

/**
 * A club's invitation to a Member without a club (design-season section 10): the member joins only by accepting it.
 * One row per member and club; inviting again replaces it (new id and expiry, pending again). Answered rows stay.
 */
export const clubInvitations = pgTable(
  'club_invitations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('club_invitations_user_club_unique').on(t.userId, t.clubId),
    index('club_invitations_club_idx').on(t.clubId),
    index('club_invitations_invited_by_idx').on(t.invitedBy),
    check(
      'club_invitations_status_valid',
      sql`${t.status} IN ('pending', 'accepted', 'declined', 'withdrawn', 'void')`,
    ),
  ],
);

/**
 * The audit trail: one row per Manager or Admin write, in the write's transaction. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE. No foreign keys, so a row outlives its actor, club and entity.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorFirstName: text('actor_first_name').notNull(),
    actorLastName: text('actor_last_name').notNull(),
    actorUserType: text('actor_user_type').notNull(),
    clubId: uuid('club_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_seq_idx').on(t.seq), index('audit_log_club_idx').on(t.clubId, t.seq)],
);

/**
 * A club's teams (design-season section 4): a name unique in the club ignoring letter case and spaces (`name_key`,
 * generated by the database: lib/team-name-key.ts), and its squad in the order staff listed it.
 */
export const clubTeams = pgTable(
  'club_teams',
  {
    id: id(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(regexp_replace(name, '\\s+', '', 'g'))`),
    players: text('players').array().notNull().default(sql`'{}'`),
    /** Prices by player name, lower-cased (tenths of a credit): Add Players is prefilled with them (migration 0029). */
    playerCredits: jsonb('player_credits').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_teams_club_name_key').on(t.clubId, t.nameKey),
    check('club_teams_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 50`),
    check('club_teams_players_count', sql`cardinality(${t.players}) <= 40`),
  ],
);

/** A club's group templates (design-season section 4): up to 5, the values each new match's groups get. */
export const groupTemplates = pgTable(
  'group_templates',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    betType: betType('bet_type').notNull(),
    betAmount: money('bet_amount').notNull(),
    minimumIncrement: money('minimum_increment'),
    winnerShare1Bp: integer('winner_share1_bp').notNull(),
    winnerShare2Bp: integer('winner_share2_bp').notNull(),
    winnerShare3Bp: integer('winner_share3_bp').notNull(),
    status: groupStatus('status').notNull(),
    ...fantasyColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.position] }),
    check('group_templates_fantasy_values', fantasyValuesCheck(t)),
    check('group_templates_position_range', sql`${t.position} BETWEEN 0 AND 4`),
    check('group_templates_bet_amount_positive', sql`${t.betAmount} > 0`),
    check(
      'group_templates_shares_valid',
      sql`${t.winnerShare1Bp} >= 0 AND ${t.winnerShare2Bp} >= 0 AND ${t.winnerShare3Bp} >= 0 AND ${t.winnerShare1Bp} + ${t.winnerShare2Bp} + ${t.winnerShare3Bp} <= 10000`,
    ),
  ],
);

/**
 * A user's calendar feed (design-season section 5): the SHA-256 of the address's token (never the token) and the
 * nonce the server derives it from, so the address can be shown again; a reset writes a new nonce.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);

/**
 * A welcome link of a member a club imported without a password (design-season section 6): only the token's SHA-256
 * is kept, 14 days, used once. One row per user: a new link replaces the older one (its token stops working).
 */
export const welcomeLinks = pgTable(
  'welcome_links',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('welcome_links_user_unique').on(t.userId),
    uniqueIndex('welcome_links_token_hash_unique').on(t.tokenHash),
    index('welcome_links_club_idx').on(t.clubId),
  ],
);
