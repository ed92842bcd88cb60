-- Changes made by an AI agent through MCP (issue 23, decision 041) name the channel and the client.
ALTER TABLE "audit_events" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "via_client" text;