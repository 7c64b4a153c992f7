import { defineConfig } from "vitest/config";

// Unit and server tests. Browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
