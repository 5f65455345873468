-- Design-season section 10: a match that has a result never takes bets (or bids) again, whatever its status says.
-- Betting open (lib/betting-open.ts, bettingOpenSql) now also needs no result for the match, so the function takes the
-- match's id; the four-argument version is dropped so no caller keeps the old rule, and place_bets and place_bid are
-- replaced with their call of the new one (everything else in them as migrations 0010 and 0011 wrote it).
-- test/lib/betting-open.test.ts checks the function, the server's fragment and isBettingOpen agree.
DROP FUNCTION "betting_open"(match_status, group_status, timestamptz, timestamptz);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "betting_open"("p_match" uuid, "p_match_status" match_status,
		"p_group_status" group_status, "p_match_start" timestamptz, "p_at" timestamptz) RETURNS boolean
	LANGUAGE sql STABLE AS $$
	SELECT (p_match_status = 'Active' AND p_group_status = 'Active' AND NOT (p_match_start <= p_at)
		AND NOT EXISTS (SELECT 1 FROM results r WHERE r.match_id = p_match))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "place_bets"(
	p_user uuid,
	p_token_version integer,
	p_group uuid,
	p_match uuid,
	p_bet_amount bigint,
	p_combinations text[],
	p_pool_slot smallint,
	p_key text,
	p_request_hash text
) RETURNS jsonb LANGUAGE plpgsql AS $$
-- POST /api/bets/multiple in one round trip (apps/server/src/modules/bets/service.ts, placeBets, says what each step
-- keeps and where its rule lives in TypeScript). Called as one statement outside any explicit transaction: a refusal
-- is an exception, which rolls back everything this call did, the idempotency claim included. Every refusal is
-- SQLSTATE WPBET with a reason the server turns into the design's status and message (the texts stay there).
-- Each statement below takes a fresh snapshot (READ COMMITTED, a VOLATILE function), so what the bet lock's holder
-- committed while this call waited for the lock is seen by the reads after it, as with separate statements.
DECLARE
	v_user record;
	v_stored record;
	v_target record;
	v_cost bigint;
	v_credits bigint;
	v_count integer;
	v_bets jsonb;
	v_refused bigint;
	v_answer jsonb;
BEGIN
	-- The token (plugins/auth.ts): the user still exists, the token is of its current version, and it is a Member.
	SELECT u.token_version, u.user_type, u.member_of, u.first_name, u.last_name INTO v_user
	FROM users u WHERE u.id = p_user;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'unauthorized' USING ERRCODE = 'WPBET';
	END IF;
	IF v_user.token_version <> p_token_version THEN
		RAISE EXCEPTION 'unauthorized' USING ERRCODE = 'WPBET';
	END IF;
	IF v_user.user_type <> 'Member' THEN
		RAISE EXCEPTION 'forbidden' USING ERRCODE = 'WPBET';
	END IF;

	-- Idempotency-Key, claimed first (lib/idempotency.ts): a concurrent request with the same key waits here until
	-- the first commits (then replays its answer) or rolls back (then goes ahead).
	IF p_key IS NOT NULL THEN
		INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response_body)
		VALUES (p_user, p_key, p_request_hash, 0, 'null'::jsonb)
		ON CONFLICT DO NOTHING;
		IF NOT FOUND THEN
			SELECT k.request_hash, k.status_code, k.response_body INTO v_stored
			FROM idempotency_keys k WHERE k.user_id = p_user AND k.key = p_key;
			IF NOT FOUND THEN
				RAISE EXCEPTION 'idempotency key vanished after its conflict';
			END IF;
			IF v_stored.request_hash <> p_request_hash THEN
				RAISE EXCEPTION 'idempotency_key_reused' USING ERRCODE = 'WPBET';
			END IF;
			IF v_stored.status_code = 0 THEN
				RAISE EXCEPTION 'idempotency key claimed without an answer';
			END IF;
			RETURN jsonb_build_object('clubId', v_user.member_of, 'replay', v_stored.response_body);
		END IF;
	END IF;

	-- The match's bet lock, shared (lib/match-bet-lock.ts: the same space and key).
	PERFORM pg_advisory_xact_lock_shared(727002, hashtext(lower(p_match::text)));

	-- The group, its match and betting open (lib/betting-open.ts, as the function betting_open), read after the lock; then the checks of design
	-- section 4 in their order.
	SELECT g.id AS group_id, m.id AS match_id, m.club_id, g.bet_type, g.bet_amount, m.team1, m.team2,
	       betting_open(m.id, m.status, g.status, m.date_time, now()) AS open
	INTO v_target
	FROM groups g JOIN matches m ON m.id = g.match_id
	WHERE g.id = p_group;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'group_not_found' USING ERRCODE = 'WPBET';
	END IF;
	IF v_user.member_of IS NULL OR v_user.member_of <> v_target.club_id THEN
		RAISE EXCEPTION 'group_not_found' USING ERRCODE = 'WPBET';
	END IF;
	IF v_target.match_id <> p_match THEN
		RAISE EXCEPTION 'match_not_found' USING ERRCODE = 'WPBET';
	END IF;
	IF NOT v_target.open THEN
		RAISE EXCEPTION 'betting_closed' USING ERRCODE = 'WPBET';
	END IF;
	IF v_target.bet_type = 'Bidding Method' THEN
		RAISE EXCEPTION 'group_takes_bids_only' USING ERRCODE = 'WPBET';
	END IF;
	IF p_bet_amount <> v_target.bet_amount THEN
		RAISE EXCEPTION 'bet_amount_mismatch' USING ERRCODE = 'WPBET';
	END IF;

	-- The conditional debit and its ledger row (modules/ledger/postings.ts, applyPostings, for one posting).
	v_cost := v_target.bet_amount * cardinality(p_combinations);
	UPDATE users u SET credits = u.credits - v_cost
	WHERE u.id = p_user AND u.credits - v_cost >= 0
	RETURNING u.credits INTO v_credits;
	IF NOT FOUND THEN
		SELECT u.credits INTO v_credits FROM users u WHERE u.id = p_user;
		RAISE EXCEPTION 'insufficient_credits' USING ERRCODE = 'WPBET', DETAIL = v_credits::text;
	END IF;
	INSERT INTO transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id, group_id)
	VALUES (p_user, 'Debit', 'bet_placed', v_cost, v_credits,
	        format('Bet on %s vs %s (%s): %s', v_target.team1, v_target.team2, v_target.bet_type,
	               array_to_string(p_combinations, ', ')),
	        p_user, v_target.match_id, v_target.group_id);

	-- The pool slot and the bets in one statement (modules/bets/queries.ts, insertBets: placing order as sent, rows
	-- in combination order so racing requests never deadlock; a combination a unique index refuses is skipped).
	WITH pool AS (
		INSERT INTO group_pool_slots (group_id, match_id, slot, amount)
		VALUES (v_target.group_id, v_target.match_id, p_pool_slot, v_cost)
		ON CONFLICT (group_id, match_id, slot) DO UPDATE SET amount = group_pool_slots.amount + excluded.amount
		RETURNING slot
	), c AS MATERIALIZED (
		SELECT u.combination, nextval(pg_get_serial_sequence('bets', 'seq')) AS seq
		FROM unnest(p_combinations) WITH ORDINALITY AS u(combination, ord)
		ORDER BY u.ord
	), inserted AS (
		INSERT INTO bets (seq, user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount)
		SELECT c.seq, p_user, v_target.group_id, v_target.match_id, pool.slot, c.combination,
		       v_target.bet_type = 'First Better', v_target.bet_amount
		FROM c CROSS JOIN pool
		ORDER BY c.combination COLLATE "C"
		ON CONFLICT DO NOTHING
		RETURNING id, combination, seq, created_at
	)
	SELECT count(*)::integer,
	       coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'combination', i.combination, 'createdAt', i.created_at)
	                          ORDER BY i.seq), '[]'::jsonb)
	INTO v_count, v_bets
	FROM inserted i;
	IF v_count <> cardinality(p_combinations) THEN
		-- The first combination sent that did not go in, as its 0-based index.
		SELECT min(u.ord) - 1 INTO v_refused
		FROM unnest(p_combinations) WITH ORDINALITY AS u(combination, ord)
		WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(v_bets) b WHERE b ->> 'combination' = u.combination);
		RAISE EXCEPTION '%', CASE WHEN v_target.bet_type = 'First Better' THEN 'combination_taken' ELSE 'own_duplicate' END
			USING ERRCODE = 'WPBET', DETAIL = v_refused::text;
	END IF;

	-- What the answer is built from (service.ts, placedAnswer); stored as the key's answer before commit.
	v_answer := jsonb_build_object(
		'userId', p_user, 'groupId', v_target.group_id, 'matchId', v_target.match_id, 'betType', v_target.bet_type,
		'betAmount', v_target.bet_amount::text, 'team1', v_target.team1, 'team2', v_target.team2,
		'firstName', v_user.first_name, 'lastName', v_user.last_name, 'credits', v_credits::text, 'bets', v_bets);
	IF p_key IS NOT NULL THEN
		UPDATE idempotency_keys SET status_code = 201, response_body = v_answer
		WHERE user_id = p_user AND key = p_key;
	END IF;
	RETURN jsonb_build_object('clubId', v_user.member_of, 'placed', v_answer);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "place_bid"("p_lock_space" integer, "p_lock_key" integer, "p_user_id" uuid, "p_club_id" uuid,
		"p_any_club" boolean, "p_group_id" uuid, "p_match_id" uuid, "p_combination" text, "p_amount" bigint,
		"p_pool_slot" smallint, "p_debit_format" text, "p_credit_format" text, "p_outbid_title" text,
		"p_outbid_link" text, OUT "outcome" text, OUT "least_amount" bigint, OUT "bidder_credits" bigint,
		OUT "target_club_id" uuid, OUT "target_match_id" uuid, OUT "bidder_first_name" text,
		OUT "bidder_last_name" text, OUT "outbid_user_id" uuid, OUT "outbid_credits" bigint,
		OUT "notification_id" uuid)
	RETURNS record LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	t record;
	lot record;
	v_least bigint;
	v_credits bigint;
	v_bet uuid;
	v_debit text;
BEGIN
	PERFORM pg_advisory_xact_lock_shared(p_lock_space, p_lock_key);
	SELECT g.id AS group_id, m.id AS match_id, m.club_id, g.bet_type::text AS bet_type, g.bet_amount,
			g.minimum_increment, m.team1, m.team2, betting_open(m.id, m.status, g.status, m.date_time, now()) AS open,
			u.first_name, u.last_name
		INTO t
		FROM groups g JOIN matches m ON m.id = g.match_id JOIN users u ON u.id = p_user_id
		WHERE g.id = p_group_id;
	IF NOT FOUND OR NOT (p_any_club OR coalesce(t.club_id = p_club_id, false)) THEN
		outcome := 'group_not_found';
		RETURN;
	END IF;
	IF t.match_id <> p_match_id THEN
		outcome := 'match_not_found';
		RETURN;
	END IF;
	IF NOT t.open THEN
		outcome := 'closed';
		RETURN;
	END IF;
	IF t.bet_type <> 'Bidding Method' OR t.minimum_increment IS NULL THEN
		outcome := 'no_bids';
		RETURN;
	END IF;

	-- The lot as the last committed bid left it (no lock), then, if the bid may stand, locked.
	FOR pass IN 1..2 LOOP
		IF pass = 1 THEN
			SELECT b.id, b.user_id, b.bet_amount, b.pool_slot INTO lot FROM bets b
				WHERE b.group_id = t.group_id AND b.combination = p_combination AND b.first_better;
		ELSIF lot.id IS NOT NULL THEN
			SELECT b.id, b.user_id, b.bet_amount, b.pool_slot INTO lot FROM bets b
				WHERE b.id = lot.id
				FOR UPDATE;
		ELSE
			EXIT;
		END IF;
		IF lot.id IS NOT NULL AND lot.user_id = p_user_id THEN
			outcome := 'held';
			RETURN;
		END IF;
		-- leastBid of packages/shared/src/schemas/bids.ts.
		v_least := CASE WHEN lot.id IS NULL THEN t.bet_amount ELSE lot.bet_amount + t.minimum_increment END;
		IF p_amount < v_least THEN
			outcome := 'too_low';
			least_amount := v_least;
			RETURN;
		END IF;
	END LOOP;

	v_debit := format(p_debit_format, t.team1, t.team2);
	IF lot.id IS NULL THEN
		UPDATE users u SET credits = u.credits - p_amount
			WHERE u.id = p_user_id AND u.credits - p_amount >= 0
			RETURNING u.credits INTO v_credits;
		IF NOT FOUND THEN
			SELECT u.credits INTO v_credits FROM users u WHERE u.id = p_user_id;
			outcome := 'insufficient';
			bidder_credits := v_credits;
			RETURN;
		END IF;
		INSERT INTO transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id,
				group_id)
			VALUES (p_user_id, 'Debit', 'bet_placed', p_amount, v_credits, v_debit, p_user_id, t.match_id,
				t.group_id);
		-- The lot's first row and its amount in the bidder's pool slot, in one statement (the row references its
		-- slot); the unique index of First Better rows refuses a second first row.
		WITH ins AS (
			INSERT INTO bets (user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount)
			VALUES (p_user_id, t.group_id, t.match_id, p_pool_slot, p_combination, true, p_amount)
			ON CONFLICT DO NOTHING
			RETURNING id, group_id, match_id, pool_slot, bet_amount
		), pool AS (
			INSERT INTO group_pool_slots (group_id, match_id, slot, amount)
			SELECT ins.group_id, ins.match_id, ins.pool_slot, ins.bet_amount FROM ins
			ON CONFLICT (group_id, match_id, slot) DO UPDATE SET amount = group_pool_slots.amount + excluded.amount
			RETURNING slot
		)
		SELECT ins.id INTO v_bet FROM ins LEFT JOIN pool ON true;
		IF v_bet IS NULL THEN
			RAISE EXCEPTION 'lot % of group % was taken meanwhile', p_combination, t.group_id USING ERRCODE = 'WPL01';
		END IF;
	ELSE
		-- Outbid: both balances locked in user id order, so two bids crossing between the same members never
		-- deadlock.
		PERFORM 1 FROM users u WHERE u.id IN (p_user_id, lot.user_id) ORDER BY u.id FOR NO KEY UPDATE;
		SELECT u.credits INTO v_credits FROM users u WHERE u.id = p_user_id;
		IF v_credits < p_amount THEN
			outcome := 'insufficient';
			bidder_credits := v_credits;
			RETURN;
		END IF;
		UPDATE users u SET credits = u.credits - p_amount WHERE u.id = p_user_id RETURNING u.credits INTO v_credits;
		UPDATE users u SET credits = u.credits + lot.bet_amount WHERE u.id = lot.user_id
			RETURNING u.credits INTO outbid_credits;
		INSERT INTO transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id,
				group_id)
			SELECT p.user_id, p.type::transaction_type, p.kind::transaction_kind, p.amount, p.balance_after,
					p.description, p_user_id, t.match_id, t.group_id
			FROM (VALUES (p_user_id, 'Debit', 'bet_placed', p_amount, v_credits, v_debit),
						 (lot.user_id, 'Credit', 'bet_refunded', lot.bet_amount, outbid_credits,
						  format(p_credit_format, t.team1, t.team2)))
				AS p(user_id, type, kind, amount, balance_after, description)
			ORDER BY p.user_id;
		-- The lot moves to its new holder: the new amount, one more bid, a new placing order and time, and the
		-- difference added to the lot's pool slot (the slot it has had since its first bid).
		UPDATE bets b SET user_id = p_user_id, bet_amount = p_amount, bids = b.bids + 1,
				seq = nextval(pg_get_serial_sequence('bets', 'seq')), created_at = now()
			WHERE b.id = lot.id;
		UPDATE group_pool_slots s SET amount = s.amount + (p_amount - lot.bet_amount)
			WHERE s.group_id = t.group_id AND s.match_id = t.match_id AND s.slot = lot.pool_slot;
		INSERT INTO user_notifications (user_id, kind, title, link)
			VALUES (lot.user_id, 'outbid', p_outbid_title, p_outbid_link)
			RETURNING id INTO notification_id;
		outbid_user_id := lot.user_id;
	END IF;
	outcome := 'placed';
	bidder_credits := v_credits;
	target_club_id := t.club_id;
	target_match_id := t.match_id;
	bidder_first_name := t.first_name;
	bidder_last_name := t.last_name;
END
$$;
