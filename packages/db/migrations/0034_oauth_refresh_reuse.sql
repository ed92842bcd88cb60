CREATE TABLE "oauth_spent_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"grant_id" text NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_spent_refresh_tokens" ADD CONSTRAINT "oauth_spent_refresh_tokens_grant_id_oauth_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."oauth_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_spent_refresh_tokens_grant_idx" ON "oauth_spent_refresh_tokens" USING btree ("grant_id","spent_at");