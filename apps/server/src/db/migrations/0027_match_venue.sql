-- A match's venue (issue 38: the fixture import dropped a file's Venue column): optional free text, shown on the
-- match screens and as the calendar event's LOCATION. Null for every match created before.
ALTER TABLE "matches" ADD COLUMN "venue" text;
