-- place_bid(): written once in db/functions/place_bid.sql, applied after the migrations (db/migrate.ts); the body this
-- migration created is superseded there.
-- A result save and then the settlement each rewrite every bet of the match. At fillfactor 70 a page's free room
-- takes fewer than half of its rows' new versions (a bet row is about 140 bytes), so most rewrites left the page and
-- added an entry to every index of bets: 100,000 bets scored with 42% HOT updates. At 45 every row of a page fits its
-- new version (the old ones are pruned before the next rewrite): all HOT, and the statement a third of the time.
-- Pages written from now on; older ones keep their room until the table is rewritten (VACUUM FULL).
ALTER TABLE "bets" SET (fillfactor = 45);
