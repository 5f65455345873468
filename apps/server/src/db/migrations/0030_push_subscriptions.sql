-- Push notifications (design-contests section 2, issue 41): each member's phones (a browser's push subscription,
-- with the language of the request that made it), which kinds each member wants pushed, and the outbox row that
-- pushes every in-app notification after its transaction commits.
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text NOT NULL DEFAULT 'en',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE ("endpoint"),
	CONSTRAINT "push_subscriptions_language_valid" CHECK ("language" IN ('en', 'hi'))
);--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id", "created_at");--> statement-breakpoint
CREATE TABLE "user_push_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"reminders" boolean NOT NULL DEFAULT true,
	"results" boolean NOT NULL DEFAULT true,
	"credits" boolean NOT NULL DEFAULT true,
	"invitations" boolean NOT NULL DEFAULT true
);--> statement-breakpoint
-- Every in-app notification, however it is written (createNotifications, the reminders' statement, place_bid's
-- outbid), queues one `push` row in the outbox in the same statement, for members with at least one subscription:
-- the push goes out after the commit (jobs/push-delivery.ts), and a rolled-back cause pushes nothing. The body is what
-- the sender needs: the notification and, for a reminder, its match's start (the push's TTL).
CREATE FUNCTION "queue_notification_pushes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (channel, recipient, body)
  SELECT 'push', n.user_id::text,
         json_build_object('notificationId', n.id, 'kind', n.kind, 'title', n.title, 'link', n.link,
                           'startsAt', m.date_time)::text
  FROM created n
  LEFT JOIN matches m
    ON n.kind = 'reminder'
   AND m.id = CASE WHEN n.dedupe_key ~ '^reminder:[0-9a-f-]{36}$' THEN substr(n.dedupe_key, 10)::uuid END
  WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = n.user_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_notifications_queue_pushes" AFTER INSERT ON "user_notifications"
  REFERENCING NEW TABLE AS created FOR EACH STATEMENT EXECUTE FUNCTION "queue_notification_pushes"();
