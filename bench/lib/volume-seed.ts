import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type pg from 'pg';
import { one } from './db';

export type VolumeSize = { clubs: number; members: number; matches: number; bets: number };

/** Combinations a seeded bet request carries (one ledger debit each), as members bet a few at a time. */
const COMBINATIONS_PER_REQUEST = 5;
/** Each seeded member keeps RS 1,000 after its bets (it was minted that plus what it spent). */
const SEED_BALANCE_PAISE = 100_000;
const SEED_STAKE_PAISE = 1000;

/**
 * A deterministic id per seeded row (`kind` one hex digit: the entity), so rows can name each other by number
 * without joins, and ids rise with the number: the primary keys fill in order instead of at random.
 */
const vid = (kind: string, n: string) => `('0000000${kind}-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/**
 * Other clubs around the measured one (issue 30's volume): `clubs` clubs each with its manager, `members` members
 * spread evenly over them, `matches` matches (one Multi Betters group each, spread over the clubs and over 60 days
 * around today) and `bets` bets, every group's bets placed by members of its own club, 5 combinations a request.
 * The money goes through the ledger as the API leaves it: each member is minted its RS 1,000 plus what it spends
 * (a `credit_added` row by its manager), then debited once per request (`bet_placed`), and every pool slot is the
 * sum of its bets, so `verifyLedger` holds. Set-based SQL into the migrated schema, nothing dropped or deferred;
 * `VACUUM (ANALYZE)` at the end. Returns the seconds each step took.
 */
export async function seedVolume(pool: pg.Pool, size: VolumeSize, log: (line: string) => void) {
  const perClub = Math.floor(size.members / size.clubs);
  const perGroup = Math.floor(size.bets / size.matches);
  const requestsPerGroup = Math.ceil(perGroup / COMBINATIONS_PER_REQUEST);
  if (perClub < 1 || requestsPerGroup > perClub || perGroup > ALL_COMBINATIONS.length) {
    throw new Error(
      `volume sizes do not fit: ${perClub} members a club, ${perGroup} bets a group (at most 364, and a club needs a member per 5 of them)`,
    );
  }
  const members = perClub * size.clubs;
  const client = await pool.connect();
  const steps: { step: string; seconds: number }[] = [];
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    await client.query(text, values);
    const seconds = Math.round((performance.now() - t0) / 100) / 10;
    steps.push({ step: name, seconds });
    log(`seed: ${name} in ${seconds} s`);
  };
  try {
    // Session settings only: more memory for the big sorts and index builds of this one connection.
    await client.query("set work_mem = '64MB'");
    await client.query("set maintenance_work_mem = '256MB'");
    await step(
      'managers',
      `insert into users (id, first_name, last_name, phone_number, country_code, user_type, password_hash,
                          referral_code)
       select ${vid('a', 'n')}, 'Volume', 'Manager ' || n, '8' || lpad(n::text, 9, '0'), '+91', 'Manager', 'x',
              'VM' || n
       from generate_series(1, $1::int) as n`,
      [size.clubs],
    );
    await step(
      'clubs',
      `insert into clubs (id, club_name, manager_id, manager_share_bp, admin_share_bp)
       select ${vid('b', 'n')}, 'Volume Club ' || n, ${vid('a', 'n')}, 1000, 500
       from generate_series(1, $1::int) as n`,
      [size.clubs],
    );
    // Member n belongs to club 1 + (n - 1) mod clubs.
    await step(
      `${members} members`,
      `insert into users (id, first_name, last_name, phone_number, country_code, user_type, password_hash,
                          referral_code, member_of, credits)
       select ${vid('c', 'n')}, 'Volume', 'Member ' || n, '7' || lpad(n::text, 9, '0'), '+91', 'Member', 'x',
              'VU' || n, ${vid('b', '1 + (n - 1) % $2::int')}, $3
       from generate_series(1, $1::int) as n`,
      [members, size.clubs, SEED_BALANCE_PAISE],
    );
    // Match n belongs to club 1 + (n - 1) mod clubs, dated within 30 days either side of today.
    await step(
      `${size.matches} matches`,
      `insert into matches (id, club_id, team1, team2, date_time)
       select ${vid('d', 'n')}, ${vid('b', '1 + (n - 1) % $2::int')}, 'Home ' || n, 'Away ' || n,
              date_trunc('hour', now()) + make_interval(hours => (n * 7919) % 1440 - 720)
       from generate_series(1, $1::int) as n`,
      [size.matches, size.clubs],
    );
    await step(
      `${size.matches} groups`,
      `insert into groups (id, match_id, bet_type, bet_amount, winner_share1_bp, winner_share2_bp, winner_share3_bp,
                           status)
       select ${vid('e', 'n')}, ${vid('d', 'n')}, 'Multi Betters', $2, 5000, 3000, 1000, 'Active'
       from generate_series(1, $1::int) as n`,
      [size.matches, SEED_STAKE_PAISE],
    );
    // The bet requests: request r of group g by club member (g's round in its club x 7 + r) mod perClub, distinct
    // within the group; each carries 5 combinations (the last of a group fewer).
    await step(
      'bet requests (staging)',
      `create unlogged table volume_requests as
       select g, r, c + $2::int * (((g - 1) / $2::int * 7 + r) % $3::int) as member,
              least($5::int, $4::int - r * $5::int) as n
       from generate_series(1, $1::int) as g
       cross join lateral (select 1 + (g - 1) % $2::int as c) club
       cross join generate_series(0, $6::int - 1) as r`,
      [size.matches, size.clubs, perClub, perGroup, COMBINATIONS_PER_REQUEST, requestsPerGroup],
    );
    // As a bulk loader would: the first-bet trigger (migration 0023) is off while millions of slot rows go in, and
    // its rows are written after, in one statement.
    await client.query('alter table group_pool_slots disable trigger group_pool_slots_first_bet');
    await step(
      'pool slots',
      `insert into group_pool_slots (group_id, match_id, slot, amount)
       select ${vid('e', 'g')}, ${vid('d', 'g')}, member % 64, sum(n) * $1::bigint
       from volume_requests group by g, member % 64`,
      [SEED_STAKE_PAISE],
    );
    await client.query('alter table group_pool_slots enable trigger group_pool_slots_first_bet');
    await step(
      'first bets of the matches',
      `insert into match_first_bets (match_id, club_id)
       select m.id, m.club_id from matches m where exists (select 1 from group_pool_slots s where s.match_id = m.id)
       on conflict (match_id) do nothing`,
    );
    await client.query('create temp table volume_combos (i int primary key, c text not null)');
    await client.query(
      'insert into volume_combos select ord - 1, c from unnest($1::text[]) with ordinality as t(c, ord)',
      [ALL_COMBINATIONS],
    );
    // Bet k of group g takes combination (k + 37 g) mod 364: distinct within the group.
    await step(
      `${size.bets} bets`,
      `insert into bets (id, user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount)
       select ${vid('f', '(q.g - 1) * $1::bigint + q.k + 1')}, ${vid('c', 'q.member')}, ${vid('e', 'q.g')},
              ${vid('d', 'q.g')}, q.member % 64, vc.c, false, $2
       from (select rq.g, rq.member, rq.r * $3::int + j as k
             from volume_requests rq cross join generate_series(0, rq.n - 1) as j) q
       join volume_combos vc on vc.i = (q.k + 37 * q.g) % 364
       order by q.g, q.k`,
      [perGroup, SEED_STAKE_PAISE, COMBINATIONS_PER_REQUEST],
    );
    await step(
      'ledger: credits minted',
      `insert into transactions (user_id, type, kind, amount, balance_after, description, actor_id)
       select ${vid('c', 'm.n')}, 'Credit', 'credit_added', $2 + coalesce(s.spent, 0), $2 + coalesce(s.spent, 0),
              'Benchmark credit', ${vid('a', '1 + (m.n - 1) % $3::int')}
       from generate_series(1, $1::int) as m(n)
       left join (select member, sum(n) * $4::bigint as spent from volume_requests group by member) s
         on s.member = m.n
       order by m.n`,
      [members, SEED_BALANCE_PAISE, size.clubs, SEED_STAKE_PAISE],
    );
    await step(
      'ledger: bets debited',
      `insert into transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id, group_id)
       select ${vid('c', 'member')}, 'Debit', 'bet_placed', n * $2::bigint,
              $1 + sum(n) over (partition by member) * $2::bigint
                 - sum(n) over (partition by member order by g rows unbounded preceding) * $2::bigint,
              'Bet placed on ' || n || ' combinations', ${vid('c', 'member')}, ${vid('d', 'g')}, ${vid('e', 'g')}
       from volume_requests
       order by member, g`,
      [SEED_BALANCE_PAISE, SEED_STAKE_PAISE],
    );
    await client.query('drop table volume_requests');
    // VACUUM as well as ANALYZE: autovacuum would have set the visibility map long since on a live database, and
    // without it every index-only scan of the app (a group's taken combinations, a page's count) reads the heap.
    await step('vacuum (analyze)', 'vacuum (analyze)');
    const counted = await one<{ n: string }>(client, 'select count(*)::text as n from bets');
    return { steps, bets: Number(counted.n) };
  } finally {
    await client.query('drop table if exists volume_requests').catch(() => {});
    client.release();
  }
}
