import { defineConfig } from "vitest/config";

// Unit and server tests; then, once `npm test` has built the site, tests of the build and of
// `npm start` (a rebuild takes a while, hence their own limit). Browser tests live in e2e/.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // One real PostgreSQL server for the run (test/postgres.ts); each file takes a database.
          globalSetup: ["test/postgres-setup.ts"],
          setupFiles: ["test/each-file.ts"],
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // A worker runs file after file with the modules it has loaded: each file importing
          // the server, the content and Vitest afresh in a new process cost more CPU than most
          // tests. What a file must get afresh is in test/each-file.ts.
          isolate: false,
          // Most server tests wait (on child processes, leases, time limits) more than they
          // compute: two files at a time on two cores finish in half the time of one. A third
          // took no less time and a fifth more CPU (its own copy of every module, and the
          // polling of tests that wait while others hold the cores). The limits only catch
          // hangs: the slowest test took 27 s with three files at a time at a load of 8.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Two instances on one PostgreSQL behind HAProxy (test/cluster.ts): processes of their
          // own, so one file at a time, beside nothing else of the run.
          name: "cluster",
          globalSetup: ["test/postgres-setup.ts"],
          setupFiles: ["test/each-file.ts"],
          include: ["server/**/*.cluster-test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Their bars are the product's (a publish live on the other instance within 5 s: 0.7 s
          // on a quiet machine). No test is tried twice: a bar missed is a failure.
        },
      },
      {
        test: {
          name: "build",
          setupFiles: ["test/each-file.ts"],
          include: ["scripts/**/*.build-test.ts", "server/**/*.build-test.ts"],
          environment: "node",
          // One file at a time: builds write the generated assets of public/, and the `npm start`
          // test rebuilds build/client, which the others read.
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
