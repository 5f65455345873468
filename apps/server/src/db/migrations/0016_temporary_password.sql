-- Issue 27: a password set by a staff reset is temporary until its owner chooses one; the login answer says so,
-- and the app offers to change it.
ALTER TABLE "users" ADD COLUMN "password_temporary" boolean DEFAULT false NOT NULL;
