-- Rows written by hand could hold values the server never writes; give each the value the server
-- already read it as (toPlanId's 'free', the subscription view's fallbacks) so the CHECKs below hold.
-- Slide types and entry kinds have no such fallback; the server has only ever written core's values.
UPDATE "users" SET "plan" = 'free' WHERE "plan" NOT IN ('free', 'pro-monthly', 'pro-half-yearly', 'custom');--> statement-breakpoint
UPDATE "slides" SET "layout" = 'default' WHERE "layout" NOT IN ('default', 'imageLeft', 'imageRight', 'imageBackground');--> statement-breakpoint
UPDATE "slides" SET "game_screen" = NULL WHERE "game_screen" NOT IN ('questionIndex', 'question', 'result');--> statement-breakpoint
UPDATE "subscriptions" SET "plan" = 'free' WHERE "plan" NOT IN ('free', 'pro-monthly', 'pro-half-yearly', 'custom');--> statement-breakpoint
UPDATE "subscriptions" SET "provider" = 'sandbox' WHERE "provider" NOT IN ('sandbox', 'stripe');--> statement-breakpoint
UPDATE "subscriptions" SET "status" = 'active' WHERE "status" NOT IN ('free', 'active', 'ending', 'past_due');--> statement-breakpoint
UPDATE "subscriptions" SET "payment_state" = 'none' WHERE "payment_state" NOT IN ('none', 'paid', 'pending', 'failed');--> statement-breakpoint
-- A checkout for a plan that cannot be bought could never be paid: drop it.
DELETE FROM "checkouts" WHERE "plan" NOT IN ('pro-monthly', 'pro-half-yearly') OR "provider" NOT IN ('sandbox', 'stripe');--> statement-breakpoint
UPDATE "checkouts" SET "status" = 'expired' WHERE "status" NOT IN ('open', 'paid', 'canceled', 'declined', 'expired');--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_type_check" CHECK ("slides"."type" IN ('quiz', 'leaderboard', 'poll', 'wordCloud', 'openEnded'));--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_layout_check" CHECK ("slides"."layout" IN ('default', 'imageLeft', 'imageRight', 'imageBackground'));--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_game_screen_check" CHECK ("slides"."game_screen" IN ('questionIndex', 'question', 'result'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_check" CHECK ("users"."plan" IN ('free', 'pro-monthly', 'pro-half-yearly', 'custom'));--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_kind_check" CHECK ("entries"."kind" IN ('word', 'open'));--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_plan_check" CHECK ("checkouts"."plan" IN ('pro-monthly', 'pro-half-yearly'));--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_provider_check" CHECK ("checkouts"."provider" IN ('sandbox', 'stripe'));--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" IN ('open', 'paid', 'canceled', 'declined', 'expired'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" IN ('free', 'pro-monthly', 'pro-half-yearly', 'custom'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" IN ('sandbox', 'stripe'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" IN ('free', 'active', 'ending', 'past_due'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_state_check" CHECK ("subscriptions"."payment_state" IN ('none', 'paid', 'pending', 'failed'));