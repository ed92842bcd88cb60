-- Single sign-on with SAML 2.0: the provider's metadata on the organisation's connection (issue 21 point 3).
ALTER TABLE "sso_connections" ADD COLUMN "saml_idp_entity_id" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_idp_sso_url" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_idp_certificates" jsonb;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_metadata_url" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_allow_idp_initiated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_email_attribute" text;