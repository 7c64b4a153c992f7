/**
 * The inquiry store on one SQLite file (the embedded default, DATABASE_PATH). The file serves
 * one server: a job runs once per process (shared/jobs.ts).
 */
import { processJobs } from "../../shared/jobs.ts";
import { SqlIncidents } from "../sql-store.ts";
import type { InquiryStore } from "../store.ts";
import { SqliteOutbox } from "./outbox.ts";
import { SqliteWriteProbe } from "./probe.ts";
import { SqliteRecords } from "./records.ts";
import { openInquiryFile } from "./schema.ts";

export class SqliteInquiryStore extends SqliteRecords implements InquiryStore {
  readonly outbox: SqliteOutbox;
  readonly incidents: SqlIncidents;
  readonly probe: SqliteWriteProbe;
  readonly jobs = processJobs();
  readonly location: string;

  constructor(path: string) {
    super(openInquiryFile(path));
    this.location = path;
    this.outbox = new SqliteOutbox(this.db);
    this.incidents = new SqlIncidents(this.database);
    this.probe = new SqliteWriteProbe(path);
  }

  get isOpen(): boolean {
    return this.db.isOpen;
  }

  async close(): Promise<void> {
    await this.probe.close();
    if (this.db.isOpen) this.db.close();
  }
}
