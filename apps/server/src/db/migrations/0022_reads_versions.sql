-- Reads that screens refetch on every event cost the same whatever the number of bets and matches (design-season
-- section 8). Two facts are kept as they change instead of aggregated per request:
--
-- * clubs.settlements: how many settlements the club has had. A club's standings count only Announced matches, and a
--   match becomes Announced (with its winners and referral commissions) only in a settlement, which bumps it in the
--   same transaction (modules/settlement/queries.ts, markMatchSettled); GET /api/clubs/{clubId}/standings answers
--   its version from it.
-- * group_pool_slots.taken: which combinations the bets of the slot's members hold, one bit per combination in the
--   order of ALL_COMBINATIONS (packages/shared/src/combinations.ts; combination_bit below, checked against it by
--   test/db/taken-combinations.test.ts). A group's taken set is the OR of its at most 64 slot rows, so the place-bet
--   screen reads 64 rows, not 20,000 bets. place_bets sets the bits in the upsert it already makes; a slot row
--   written by anything that does not (place_bid, whose lots are at most 364 bets, or an SQL seed) has NULL, "not
--   kept", and a NULL is never ORed back into bits, so its group's set is read from the bets instead.
ALTER TABLE "clubs" ADD COLUMN "settlements" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "clubs" c SET "settlements" = s.n
FROM (SELECT m.club_id, count(*) AS n FROM matches m WHERE m.status = 'Announced' GROUP BY m.club_id) s
WHERE c.id = s.club_id;--> statement-breakpoint
ALTER TABLE "group_pool_slots" ADD COLUMN "taken" bit(364);--> statement-breakpoint
-- A canonical combination's place (0 to 363) in ALL_COMBINATIONS; NULL for anything else.
CREATE FUNCTION "combination_bit"("p_combination" text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT array_position('{
		123,124,125,126,127,12A,12B,12C,12D,12E,12F,12G,134,135,136,137,13A,13B,13C,13D,13E,13F,13G,145,146,147,
		14A,14B,14C,14D,14E,14F,14G,156,157,15A,15B,15C,15D,15E,15F,15G,167,16A,16B,16C,16D,16E,16F,16G,17A,17B,
		17C,17D,17E,17F,17G,1AB,1AC,1AD,1AE,1AF,1AG,1BC,1BD,1BE,1BF,1BG,1CD,1CE,1CF,1CG,1DE,1DF,1DG,1EF,1EG,1FG,
		234,235,236,237,23A,23B,23C,23D,23E,23F,23G,245,246,247,24A,24B,24C,24D,24E,24F,24G,256,257,25A,25B,25C,
		25D,25E,25F,25G,267,26A,26B,26C,26D,26E,26F,26G,27A,27B,27C,27D,27E,27F,27G,2AB,2AC,2AD,2AE,2AF,2AG,2BC,
		2BD,2BE,2BF,2BG,2CD,2CE,2CF,2CG,2DE,2DF,2DG,2EF,2EG,2FG,345,346,347,34A,34B,34C,34D,34E,34F,34G,356,357,
		35A,35B,35C,35D,35E,35F,35G,367,36A,36B,36C,36D,36E,36F,36G,37A,37B,37C,37D,37E,37F,37G,3AB,3AC,3AD,3AE,
		3AF,3AG,3BC,3BD,3BE,3BF,3BG,3CD,3CE,3CF,3CG,3DE,3DF,3DG,3EF,3EG,3FG,456,457,45A,45B,45C,45D,45E,45F,45G,
		467,46A,46B,46C,46D,46E,46F,46G,47A,47B,47C,47D,47E,47F,47G,4AB,4AC,4AD,4AE,4AF,4AG,4BC,4BD,4BE,4BF,4BG,
		4CD,4CE,4CF,4CG,4DE,4DF,4DG,4EF,4EG,4FG,567,56A,56B,56C,56D,56E,56F,56G,57A,57B,57C,57D,57E,57F,57G,5AB,
		5AC,5AD,5AE,5AF,5AG,5BC,5BD,5BE,5BF,5BG,5CD,5CE,5CF,5CG,5DE,5DF,5DG,5EF,5EG,5FG,67A,67B,67C,67D,67E,67F,
		67G,6AB,6AC,6AD,6AE,6AF,6AG,6BC,6BD,6BE,6BF,6BG,6CD,6CE,6CF,6CG,6DE,6DF,6DG,6EF,6EG,6FG,7AB,7AC,7AD,7AE,
		7AF,7AG,7BC,7BD,7BE,7BF,7BG,7CD,7CE,7CF,7CG,7DE,7DF,7DG,7EF,7EG,7FG,ABC,ABD,ABE,ABF,ABG,ACD,ACE,ACF,ACG,
		ADE,ADF,ADG,AEF,AEG,AFG,BCD,BCE,BCF,BCG,BDE,BDF,BDG,BEF,BEG,BFG,CDE,CDF,CDG,CEF,CEG,CFG,DEF,DEG,DFG,EFG
	}'::text[], p_combination) - 1
$$;--> statement-breakpoint
-- The bits of a list of canonical combinations; NULL when one of them is not canonical.
CREATE FUNCTION "combination_bits"("p_combinations" text[]) RETURNS bit(364) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN coalesce(bool_and(combination_bit(c) IS NOT NULL), true)
		THEN coalesce(bit_or(B'1'::bit(364) >> combination_bit(c)), repeat('0', 364)::bit(364)) END
	FROM unnest(p_combinations) AS c
$$;--> statement-breakpoint
UPDATE "group_pool_slots" s SET "taken" = t.bits
FROM (SELECT b.group_id, b.match_id, b.pool_slot, combination_bits(array_agg(b.combination)) AS bits
      FROM bets b GROUP BY b.group_id, b.match_id, b.pool_slot) t
-- (as text: the enum's value may be added by an earlier migration of the same run, which PostgreSQL refuses to use)
JOIN groups g ON g.id = t.group_id AND g.bet_type::text <> 'Bidding Method'
WHERE s.group_id = t.group_id AND s.match_id = t.match_id AND s.slot = t.pool_slot;--> statement-breakpoint
-- place_bets as migration 0012 wrote it, with the slot's taken bits added in its upsert.
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

	-- The pool slot (with the combinations its members took, migration 0022) and the bets in one statement
	-- (modules/bets/queries.ts, insertBets: placing order as sent, rows in combination order so racing requests never
	-- deadlock; a combination a unique index refuses is skipped).
	WITH pool AS (
		INSERT INTO group_pool_slots (group_id, match_id, slot, amount, taken)
		-- combination_bits(p_combinations) written out: a call of that SQL function costs about 30 us a bet (its
		-- statement is set up anew on every call); written here, it is part of this statement's cached plan.
		VALUES (v_target.group_id, v_target.match_id, p_pool_slot, v_cost,
		        (SELECT CASE WHEN bool_and(combination_bit(c) IS NOT NULL)
		                     THEN bit_or(B'1'::bit(364) >> combination_bit(c)) END
		         FROM unnest(p_combinations) AS c))
		ON CONFLICT (group_id, match_id, slot) DO UPDATE SET amount = group_pool_slots.amount + excluded.amount,
			taken = group_pool_slots.taken | excluded.taken
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
