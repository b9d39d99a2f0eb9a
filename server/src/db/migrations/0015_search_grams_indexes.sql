DROP INDEX "contract_lines_search_trgm_idx";--> statement-breakpoint
DROP INDEX "trips_search_trgm_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_search_trgm_idx";--> statement-breakpoint
DROP INDEX "documents_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "contract_lines_search_trgm_idx" ON "contract_lines" USING gin ("company_id",ch_grams("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trips_search_trgm_idx" ON "trips" USING gin ("company_id",ch_grams("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_entries_search_trgm_idx" ON "ledger_entries" USING gin ("company_id",ch_grams("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_search_trgm_idx" ON "documents" USING gin ("company_id",ch_grams("search_text") gin_trgm_ops);