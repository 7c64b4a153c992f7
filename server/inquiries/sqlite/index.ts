/**
 * The inquiry store on one SQLite file (the embedded default, DATABASE_PATH). Jobs "once
 * across instances" simply run: the file serves one server.
 */
import type { InquiryStore, Jobs } from "../store.ts";
import { SqliteIncidents } from "./incidents.ts";
import { SqliteOutbox } from "./outbox.ts";
import { SqliteWriteProbe } from "./probe.ts";
import { SqliteRecords } from "./records.ts";
import { openInquiryFile } from "./schema.ts";

const singleInstance: Jobs = {
  claimRun: async () => true,
  exclusively: async (_name, work) => ({ value: await work() }),
};

export class SqliteInquiryStore extends SqliteRecords implements InquiryStore {
  readonly outbox: SqliteOutbox;
  readonly incidents: SqliteIncidents;
  readonly probe: SqliteWriteProbe;
  readonly jobs = singleInstance;
  readonly location: string;

  constructor(path: string) {
    super(openInquiryFile(path));
    this.location = path;
    this.outbox = new SqliteOutbox(this.db);
    this.incidents = new SqliteIncidents(this.db);
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
