-- betting_open(): applied after the migrations on every start (db/migrate.ts, applyFunctions), so this file is the
-- one place it is written. A change of its arguments needs a migration that drops the old signature first.
CREATE OR REPLACE FUNCTION "betting_open"("p_match" uuid, "p_match_status" match_status,
		"p_group_status" group_status, "p_match_start" timestamptz, "p_at" timestamptz) RETURNS boolean
	LANGUAGE sql STABLE AS $$
	SELECT (p_match_status = 'Active' AND p_group_status = 'Active' AND NOT (p_match_start <= p_at)
		AND NOT EXISTS (SELECT 1 FROM results r WHERE r.match_id = p_match))
$$;
