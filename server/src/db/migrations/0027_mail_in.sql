CREATE TABLE "inbound_mail_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"mail_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"transport" text NOT NULL,
	"envelope_from" text DEFAULT '' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"to_address" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"attachment_count" integer DEFAULT 0 NOT NULL,
	"size" integer NOT NULL,
	"raw" "bytea" NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"reason" text,
	"ticket_id" uuid,
	"company_id" uuid,
	"comment_id" uuid,
	"sender_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inbound_mail_answers" ADD CONSTRAINT "inbound_mail_answers_mail_id_inbound_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."inbound_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_mail_answers_address_idx" ON "inbound_mail_answers" USING btree ("address","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mails_message_id_uq" ON "inbound_mails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "inbound_mails_status_received_idx" ON "inbound_mails" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "inbound_mails_from_received_idx" ON "inbound_mails" USING btree ("from_address","received_at");