import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` from apps/api writes SQL + meta to ./drizzle; commit both. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
