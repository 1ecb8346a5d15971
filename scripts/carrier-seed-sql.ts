// Prints migration 0014's seed rows (drizzle/0014_carriers.sql): KNOWN_CARRIERS with their name_key.
import { carrierMatchKey, KNOWN_CARRIERS } from '../src/shared/carriers.ts';

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const rows = KNOWN_CARRIERS.map(
  (c) =>
    `  (${quote(c.name)}, ${quote(carrierMatchKey(c.name))}, ARRAY[${c.aliases.map(quote).join(', ')}]::text[])`,
);
console.log(`--> statement-breakpoint
-- Issue 16: the list admins maintain starts as src/shared/carriers.ts KNOWN_CARRIERS (name_key is
-- carrierMatchKey(name)). Regenerate these rows with: npx tsx scripts/carrier-seed-sql.ts
INSERT INTO "carriers" ("name", "name_key", "aliases") VALUES
${rows.join(',\n')}
ON CONFLICT ("name_key") DO NOTHING;`);
