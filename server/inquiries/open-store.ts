/**
 * Opens the inquiry store the configuration asks for: PostgreSQL when DATABASE_URL is set
 * (on the process's pool when one is given, else on a pool of its own), else the SQLite file
 * at DATABASE_PATH.
 */

import { openPostgres, type Pool } from "../shared/postgres.ts";
import type { InquiriesConfig } from "./config.ts";
import { PostgresInquiryStore } from "./postgres/index.ts";
import { SqliteInquiryStore } from "./sqlite/index.ts";
import type { InquiryStore } from "./store.ts";

export async function openInquiryStore(
  config: Pick<InquiriesConfig, "databasePath" | "databaseUrl">,
  pool?: Pool,
): Promise<InquiryStore> {
  if (!config.databaseUrl) return new SqliteInquiryStore(config.databasePath);
  return PostgresInquiryStore.open(pool ?? openPostgres(config.databaseUrl), !pool);
}
