-- Login failures become attempt counters for every per-address limit (login, registration, referral lookup):
-- an attempt is counted BEFORE its work, so parallel requests cannot all pass a read-then-check. The per-phone key
-- now names the address too ("phone:<digits>@<address>"); the old per-phone rows no longer apply.
DELETE FROM "login_failures" WHERE "key" LIKE 'phone:%';
--> statement-breakpoint
ALTER TABLE "login_failures" RENAME TO "rate_limits";
--> statement-breakpoint
ALTER TABLE "rate_limits" RENAME COLUMN "failures" TO "hits";
--> statement-breakpoint
ALTER TABLE "rate_limits" RENAME CONSTRAINT "login_failures_pkey" TO "rate_limits_pkey";
