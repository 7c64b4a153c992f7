/**
 * `node test/enrol-test-factor.ts NAME...`: gives accounts made with `npm run editors -- add` the
 * tests' second factor (test/second-factor.ts), in the store the server's environment names
 * (PostgreSQL when DATABASE_URL is set, else the editor's SQLite file). For tests only.
 */
import { withEnvironmentStore } from "./environment-store.ts";
import { enrolTestFactor } from "./second-factor.ts";

await withEnvironmentStore(async (store) => {
  for (const name of process.argv.slice(2)) await enrolTestFactor(store, name);
});
