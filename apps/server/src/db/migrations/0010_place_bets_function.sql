-- place_bets(): written once in db/functions/place_bets.sql, applied after the migrations (db/migrate.ts); the body this
-- migration created is superseded there.
-- Betting open (design section 4) for SQL that cannot take the server's fragment (lib/betting-open.ts): the same rule,
-- and test/lib/betting-open.test.ts checks the two agree.
CREATE FUNCTION "betting_open"("p_match_status" match_status, "p_group_status" group_status,
		"p_match_start" timestamptz, "p_at" timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT (p_match_status = 'Active' AND p_group_status = 'Active' AND NOT (p_match_start <= p_at))
$$;
