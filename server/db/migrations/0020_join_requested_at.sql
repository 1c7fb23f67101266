-- When a join request was sent, shown to the requester on My Team (issue 46 point 8). Requests
-- pending before this migration keep null: their time was never stored.
ALTER TABLE "users" ADD COLUMN "join_requested_at" timestamp with time zone;