-- enter_team(): applied after the migrations on every start (db/migrate.ts, applyFunctions), so this file is the
-- one place it is written. A change of its arguments needs a migration that drops the old signature first.
CREATE OR REPLACE FUNCTION "enter_team"(
	p_user uuid,
	p_token_version integer,
	p_group uuid,
	p_sheet jsonb,
	p_refusal text,
	p_team_key text,
	p_cost_tenths integer,
	p_pool_slot smallint,
	p_key text,
	p_request_hash text,
	p_description_format text
) RETURNS jsonb LANGUAGE plpgsql AS $$
-- POST /api/groups/{groupId}/teams in one round trip (apps/server/src/modules/fantasy-teams/service.ts, enterTeam,
-- says what each step keeps; design-contests section 1 gives the checks' order). Called as one statement outside any
-- explicit transaction: a refusal is an exception, which rolls back everything this call did, the idempotency claim
-- included. Every refusal is SQLSTATE WPFTM with a reason the server turns into the design's status and message.
-- Checks 2 to 5 (the team against the group's size and budget and the match's players and prices) stay in
-- TypeScript (packages/shared/src/fantasy.ts, checkTeam): the server ran them on the sheet it passes as p_sheet
-- (its outcome is p_team_key and p_cost_tenths, or the refusal's text as p_refusal), and this call confirms, under
-- the match's bet lock, that the group and match still hold exactly that sheet; when they do not it raises `stale`
-- and the server checks again on what it reads now.
DECLARE
	v_user record;
	v_stored record;
	v_match uuid;
	v_target record;
	v_credits bigint;
	v_count integer;
	v_same boolean;
	v_paid boolean;
	v_team record;
	v_answer jsonb;
BEGIN
	-- The token (plugins/auth.ts): the user still exists, the token is of its current version, and it is a Member.
	SELECT u.token_version, u.user_type, u.member_of INTO v_user FROM users u WHERE u.id = p_user;
	IF NOT FOUND OR v_user.token_version <> p_token_version THEN
		RAISE EXCEPTION 'unauthorized' USING ERRCODE = 'WPFTM';
	END IF;
	IF v_user.user_type <> 'Member' THEN
		RAISE EXCEPTION 'forbidden' USING ERRCODE = 'WPFTM';
	END IF;

	-- Idempotency-Key, claimed first (lib/idempotency.ts, as place_bets claims it).
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
				RAISE EXCEPTION 'idempotency_key_reused' USING ERRCODE = 'WPFTM';
			END IF;
			IF v_stored.status_code = 0 THEN
				RAISE EXCEPTION 'idempotency key claimed without an answer';
			END IF;
			RETURN jsonb_build_object('replay', v_stored.response_body);
		END IF;
	END IF;

	-- The match's bet lock, shared (lib/match-bet-lock.ts: the same space and key); a group's match never changes.
	SELECT g.match_id INTO v_match FROM groups g WHERE g.id = p_group;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'group_not_found' USING ERRCODE = 'WPFTM';
	END IF;
	PERFORM pg_advisory_xact_lock_shared(727002, hashtext(lower(v_match::text)));

	-- Check 1, after the lock: the group in the caller's club, a Fantasy Team group, betting open.
	SELECT g.id AS group_id, m.id AS match_id, m.club_id, g.bet_type, g.bet_amount, g.max_teams, m.team1, m.team2,
	       betting_open(m.id, m.status, g.status, m.date_time, now()) AS open,
	       jsonb_build_array(g.team_size, g.credit_budget_tenths, m.team1_players, m.team2_players, m.team1_credits,
	                         m.team2_credits) AS sheet
	INTO v_target
	FROM groups g JOIN matches m ON m.id = g.match_id
	WHERE g.id = p_group;
	IF NOT FOUND OR v_user.member_of IS NULL OR v_user.member_of <> v_target.club_id THEN
		RAISE EXCEPTION 'group_not_found' USING ERRCODE = 'WPFTM';
	END IF;
	IF v_target.bet_type <> 'Fantasy Team' THEN
		RAISE EXCEPTION 'group_takes_no_teams' USING ERRCODE = 'WPFTM';
	END IF;
	IF NOT v_target.open THEN
		RAISE EXCEPTION 'betting_closed' USING ERRCODE = 'WPFTM';
	END IF;

	-- Checks 2 to 5 ran on p_sheet: the same sheet now, or the server checks again.
	IF p_sheet IS DISTINCT FROM v_target.sheet THEN
		RAISE EXCEPTION 'stale' USING ERRCODE = 'WPFTM';
	END IF;
	IF p_refusal IS NOT NULL THEN
		RAISE EXCEPTION 'team_refused' USING ERRCODE = 'WPFTM', DETAIL = p_refusal;
	END IF;

	-- The fee debited first, conditionally (modules/ledger/postings.ts, applyPostings, for one posting): the update
	-- locks the member's balance row until commit, so its own racing entries wait here and each sees the others in
	-- checks 6 and 7, read after it; other members' entries never take this row. Checks 6 and 7 are answered before
	-- check 8 whatever the balance, and any refusal rolls the debit back.
	UPDATE users u SET credits = u.credits - v_target.bet_amount
	WHERE u.id = p_user AND u.credits - v_target.bet_amount >= 0
	RETURNING u.credits INTO v_credits;
	v_paid := FOUND;
	SELECT count(*)::integer, coalesce(bool_or(b.combination = p_team_key), false) INTO v_count, v_same
	FROM bets b WHERE b.group_id = v_target.group_id AND b.user_id = p_user;
	IF v_same THEN
		RAISE EXCEPTION 'team_already_entered' USING ERRCODE = 'WPFTM';
	END IF;
	IF v_count >= coalesce(v_target.max_teams, 1) THEN
		RAISE EXCEPTION 'most_teams' USING ERRCODE = 'WPFTM', DETAIL = coalesce(v_target.max_teams, 1)::text;
	END IF;
	IF NOT v_paid THEN
		SELECT u.credits INTO v_credits FROM users u WHERE u.id = p_user;
		RAISE EXCEPTION 'insufficient_credits' USING ERRCODE = 'WPFTM',
			DETAIL = v_target.bet_amount::text || ' ' || v_credits::text;
	END IF;

	-- Its ledger row.
	INSERT INTO transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id, group_id)
	VALUES (p_user, 'Debit', 'team_entered', v_target.bet_amount, v_credits,
	        format(p_description_format, v_target.team1, v_target.team2), p_user, v_target.match_id, v_target.group_id);

	-- The fee into the member's pool slot (no combination bits: a team takes none) and the team as a bet
	-- (as lib/group-pool.ts keeps pools); the unique index of a member's bets is the last word on twins.
	WITH pool AS (
		INSERT INTO group_pool_slots (group_id, match_id, slot, amount, taken, changes)
		VALUES (v_target.group_id, v_target.match_id, p_pool_slot, v_target.bet_amount, repeat('0', 364)::bit(364), 1)
		ON CONFLICT (group_id, match_id, slot) DO UPDATE SET amount = group_pool_slots.amount + excluded.amount,
			changes = group_pool_slots.changes + 1
		RETURNING slot
	)
	INSERT INTO bets (user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount,
	                  team_credits_tenths)
	SELECT p_user, v_target.group_id, v_target.match_id, pool.slot, p_team_key, false, v_target.bet_amount,
	       p_cost_tenths
	FROM pool
	RETURNING id, created_at INTO v_team;

	-- What the answer is built from (service.ts, enteredAnswer); stored as the key's answer before commit.
	v_answer := jsonb_build_object(
		'teamId', v_team.id, 'createdAt', v_team.created_at, 'userId', p_user, 'groupId', v_target.group_id,
		'matchId', v_target.match_id, 'clubId', v_target.club_id, 'key', p_team_key, 'creditsTenths', p_cost_tenths,
		'credits', v_credits::text);
	IF p_key IS NOT NULL THEN
		UPDATE idempotency_keys SET status_code = 201, response_body = v_answer
		WHERE user_id = p_user AND key = p_key;
	END IF;
	RETURN jsonb_build_object('entered', v_answer);
END
$$;
