-- place_bets(): written once in db/functions/place_bets.sql, applied after the migrations (db/migrate.ts); the body this
-- migration created is superseded there.
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
WHERE s.group_id = t.group_id AND s.match_id = t.match_id AND s.slot = t.pool_slot;
