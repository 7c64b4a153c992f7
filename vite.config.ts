import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { parseRetentionDays } from "./app/site/retention.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The privacy notice states the retention period the server enforces.
  define: {
    __INQUIRY_RETENTION_DAYS__: JSON.stringify(
      parseRetentionDays(process.env.INQUIRY_RETENTION_DAYS),
    ),
  },
  build: {
    // Inline nothing: a strict CSP hashes only React Router's own inline scripts.
    assetsInlineLimit: 0,
  },
});
