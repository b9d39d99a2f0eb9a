DROP INDEX "ledger_entries_company_post_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_company_doc_upper_idx" ON "ledger_entries" USING btree ("company_id",upper("document_no") text_pattern_ops,"document_no");--> statement-breakpoint
CREATE INDEX "ledger_entries_company_post_id_idx" ON "ledger_entries" USING btree ("company_id","post_date","id","document_type","due_date","remaining_amount");--> statement-breakpoint
CREATE INDEX "ledger_entries_company_amount_idx" ON "ledger_entries" USING btree ("company_id","amount","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_open_items_idx" ON "ledger_entries" USING btree ("company_id","post_date","business_partner_id","site_id","document_type","due_date","currency","remaining_amount") WHERE remaining_amount <> 0;