-- place_bid(): applied after the migrations on every start (db/migrate.ts, applyFunctions), so this file is the
-- one place it is written. A change of its arguments needs a migration that drops the old signature first.
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
			INSERT INTO group_pool_slots (group_id, match_id, slot, amount, changes)
			SELECT ins.group_id, ins.match_id, ins.pool_slot, ins.bet_amount, 1 FROM ins
			ON CONFLICT (group_id, match_id, slot) DO UPDATE SET amount = group_pool_slots.amount + excluded.amount,
				changes = group_pool_slots.changes + 1
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
		UPDATE group_pool_slots s SET amount = s.amount + (p_amount - lot.bet_amount), changes = s.changes + 1
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
