ALTER TABLE "uploads" DROP CONSTRAINT "uploads_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_images_idx" ON "products" USING gin ("images");