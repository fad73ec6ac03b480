import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (npm run db:generate), committed, and applied at start on PGlite and
// PostgreSQL alike by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
  strict: true,
});
