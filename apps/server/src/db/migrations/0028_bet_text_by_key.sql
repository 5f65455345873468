-- The ledger text of a bet is messages.ts's betPlacedDescription, passed to place_bets as a format() text (issue 39:
-- every text the server writes is found by its key), so the function takes one more argument. The old signature goes
-- here; the new function is db/functions/place_bets.sql, applied after the migrations (db/migrate.ts).
DROP FUNCTION IF EXISTS "place_bets"(uuid, integer, uuid, uuid, bigint, text[], smallint, text, text);
