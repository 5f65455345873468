-- What each winning bet paid to the winner's referrer (5% of amount_won, floored), so a referred member's
-- winnings can show both figures: the gross amount_won and what reached the wallet.
ALTER TABLE "winners" ADD COLUMN "referral_commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Records written before this column: the settlement paid 5% to a referrer who was a Member (design section 4).
UPDATE "winners" w SET "referral_commission" = w."amount_won" * 500 / 10000
  FROM "users" u JOIN "users" ref ON ref."id" = u."referred_by" AND ref."user_type" = 'Member'
  WHERE u."id" = w."user_id";--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_commission_valid"
  CHECK ("referral_commission" >= 0 AND "referral_commission" <= "amount_won");
