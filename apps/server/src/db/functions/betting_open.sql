-- The live definition of betting_open(). The newest migration that defines it must hold this same statement
-- (test/db/functions.test.ts): to change it, edit this file and copy the statement into a new migration.
CREATE OR REPLACE FUNCTION "betting_open"("p_match" uuid, "p_match_status" match_status,
		"p_group_status" group_status, "p_match_start" timestamptz, "p_at" timestamptz) RETURNS boolean
	LANGUAGE sql STABLE AS $$
	SELECT (p_match_status = 'Active' AND p_group_status = 'Active' AND NOT (p_match_start <= p_at)
		AND NOT EXISTS (SELECT 1 FROM results r WHERE r.match_id = p_match))
$$;
