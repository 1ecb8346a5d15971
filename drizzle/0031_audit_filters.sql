CREATE INDEX "audit_log_actor_created_at_idx" ON "audit_log" USING btree ("actor" text_pattern_ops,"created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_record_ids_idx" ON "audit_log" USING gin (("details" -> 'recordIds'));