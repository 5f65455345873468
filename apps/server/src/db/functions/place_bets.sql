-- place_bets(): applied after the migrations on every start (db/migrate.ts, applyFunctions), so this file is the
-- one place it is written. A change of its arguments needs a migration that drops the old signature first.
CREATE OR REPLACE FUNCTION "place_bets"(
	p_user uuid,
	p_token_version integer,
	p_group uuid,
	p_match uuid,
	p_bet_amount bigint,
	p_combinations text[],
	p_pool_slot smallint,
	p_key text,
	p_request_hash text,
	p_description_format text
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
	        format(p_description_format, v_target.team1, v_target.team2, v_target.bet_type,
	               array_to_string(p_combinations, ', ')),
	        p_user, v_target.match_id, v_target.group_id);

	-- The pool slot (with the combinations its members took, migration 0022) and the bets in one statement
	-- (modules/bets/queries.ts, insertBets: placing order as sent, rows in combination order so racing requests never
	-- deadlock; a combination a unique index refuses is skipped).
	WITH pool AS (
		INSERT INTO group_pool_slots (group_id, match_id, slot, amount, taken, changes)
		-- combination_bits(p_combinations) written out: a call of that SQL function costs about 30 us a bet (its
		-- statement is set up anew on every call); written here, it is part of this statement's cached plan.
		VALUES (v_target.group_id, v_target.match_id, p_pool_slot, v_cost,
		        (SELECT CASE WHEN bool_and(combination_bit(c) IS NOT NULL)
		                     THEN bit_or(B'1'::bit(364) >> combination_bit(c)) END
		         FROM unnest(p_combinations) AS c), 1)
		ON CONFLICT (group_id, match_id, slot) DO UPDATE SET amount = group_pool_slots.amount + excluded.amount,
			taken = group_pool_slots.taken | excluded.taken, changes = group_pool_slots.changes + 1
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
$$;
