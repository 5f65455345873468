CREATE INDEX "transactions_referral_match_idx" ON "transactions" USING btree ("match_id","user_id") WHERE "transactions"."kind" = 'referral_commission';
