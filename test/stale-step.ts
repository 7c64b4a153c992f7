/**
 * `node test/stale-step.ts NAME...`: makes the last second step of every session of NAME an
 * hour old, as if they had signed in long ago, so that a browser test meets the confirm page
 * (server/staff-sign-in/fresh-step.ts) without waiting ten minutes. In the store the server's
 * environment names, as test/enrol-test-factor.ts. For tests only.
 */
import { withEnvironmentStore } from "./environment-store.ts";

await withEnvironmentStore(async (store) => {
  for (const name of process.argv.slice(2))
    for (const session of await store.sessionsOf(name))
      await store.step(session.key, Date.now() - 3_600_000);
});
