-- Bets stop locking the shared group and match rows (see group_pool_slots in schema.ts): the pool moves from
-- groups.total_bet_amount into slot rows, bets reference their slot instead of the group and the match, and the
-- ledger keeps the match and group ids as plain history. Existing pools become slot 0 of their group.
ALTER TABLE "groups" ADD CONSTRAINT "groups_id_match_unique" UNIQUE("id","match_id");--> statement-breakpoint
CREATE TABLE "group_pool_slots" (
	"group_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "group_pool_slots_group_id_match_id_slot_pk" PRIMARY KEY("group_id","match_id","slot"),
	CONSTRAINT "group_pool_slots_amount_non_negative" CHECK ("group_pool_slots"."amount" >= 0),
	CONSTRAINT "group_pool_slots_slot_range" CHECK ("group_pool_slots"."slot" >= 0 AND "group_pool_slots"."slot" < 64)
);
--> statement-breakpoint
ALTER TABLE "group_pool_slots" ADD CONSTRAINT "group_pool_slots_group_id_match_id_groups_id_match_id_fk" FOREIGN KEY ("group_id","match_id") REFERENCES "public"."groups"("id","match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "group_pool_slots" ("group_id", "match_id", "slot", "amount")
SELECT g."id", g."match_id", 0, g."total_bet_amount" FROM "groups" g
WHERE g."total_bet_amount" > 0 OR EXISTS (SELECT 1 FROM "bets" b WHERE b."group_id" = g."id");--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "pool_slot" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "pool_slot" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_group_id_match_id_pool_slot_group_pool_slots_group_id_match_id_slot_fk" FOREIGN KEY ("group_id","match_id","pool_slot") REFERENCES "public"."group_pool_slots"("group_id","match_id","slot") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_group_id_groups_id_fk";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_match_id_matches_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_match_id_matches_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_group_id_groups_id_fk";--> statement-breakpoint
ALTER TABLE "groups" DROP CONSTRAINT "groups_total_non_negative";--> statement-breakpoint
ALTER TABLE "groups" DROP COLUMN "total_bet_amount";
