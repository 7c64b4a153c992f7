/**
 * Scheduled changes: entries staff chose to go live at a time of their choosing, held apart
 * from every other publish until then. A row keeps, for each file of its entries, the version
 * it was scheduled against (`base`: the published file at the time) and the one it brings
 * (`target`; null for a removal), the words of what it changes, who scheduled it and what
 * became of it. The files' bytes stay in the content store (pinned there under the change's
 * id). One SQL text serves both databases: the embedded default's `schedule.sqlite` beside the
 * editor store, or PostgreSQL's `content_schedules`, shared by every instance.
 */
import { randomUUID } from "node:crypto";
import { migratePostgres, type Pool } from "../shared/postgres.ts";
import { type Database, postgresDatabase, sql, sqliteDatabase } from "../shared/sql.ts";
import { migrate, openStore } from "../shared/sqlite.ts";

export const scheduleStates = ["scheduled", "published", "held", "cancelled"] as const;
export type ScheduleState = (typeof scheduleStates)[number];

/** One file of a scheduled change: the published version it was made against, and its own. */
export interface ScheduledFile {
  path: string;
  /** The published file's blob SHA when it was scheduled; null where there was none. */
  base: string | null;
  /** The scheduled file's blob SHA; null for a removal. */
  target: string | null;
}

export interface ScheduledChange {
  id: string;
  /** When it goes live (UTC). */
  at: Date;
  author: { name: string; email: string };
  createdAt: Date;
  state: ScheduleState;
  /** The entries (editor keys, or a file's path outside the schema) it publishes. */
  entries: string[];
  files: ScheduledFile[];
  /** What it changes, a line per field, as the editor names them. */
  lines: string[];
  /** Held: why, a line per field; published: the version's id. */
  outcome: string[];
  doneAt?: Date;
  /** Published after its time because no instance was running then. */
  late: boolean;
}

interface Row {
  id: string;
  at: string | Date;
  author_name: string;
  author_email: string;
  created_at: string | Date;
  state: ScheduleState;
  entries: string;
  files: string;
  lines: string;
  outcome: string;
  done_at: string | Date | null;
  late: number | boolean;
}

const states = scheduleStates.map((state) => `'${state}'`).join(", ");

/** The same table in both databases, but for the type of its times. */
const table = (times: string, flag: string) =>
  `CREATE TABLE content_schedules (
     id TEXT PRIMARY KEY,
     at ${times} NOT NULL,
     author_name TEXT NOT NULL,
     author_email TEXT NOT NULL,
     created_at ${times} NOT NULL,
     state TEXT NOT NULL CHECK (state IN (${states})),
     entries TEXT NOT NULL,
     files TEXT NOT NULL,
     lines TEXT NOT NULL,
     outcome TEXT NOT NULL DEFAULT '[]',
     done_at ${times},
     late ${flag} NOT NULL DEFAULT ${flag === "BOOLEAN" ? "false" : "0"}
   )`;

const sqliteMigrations = [
  `${table("TEXT", "INTEGER")} STRICT;
  CREATE INDEX content_schedules_due ON content_schedules (state, at);`,
];
const postgresMigrations = [
  `${table("TIMESTAMPTZ", "BOOLEAN")};
  CREATE INDEX content_schedules_due ON content_schedules (state, at);`,
];

const schedulesFile = {
  name: "the schedule store",
  setting: "EDITOR_DATABASE_PATH",
  fileName: "schedule.sqlite",
  pragmas: "PRAGMA journal_mode = WAL;",
};

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function fromRow(row: Row): ScheduledChange {
  return {
    id: row.id,
    at: asDate(row.at),
    author: { name: row.author_name, email: row.author_email },
    createdAt: asDate(row.created_at),
    state: row.state,
    entries: JSON.parse(row.entries),
    files: JSON.parse(row.files),
    lines: JSON.parse(row.lines),
    outcome: JSON.parse(row.outcome),
    ...(row.done_at && { doneAt: asDate(row.done_at) }),
    late: Boolean(row.late),
  };
}

export class ScheduleStore {
  readonly #db: Database;
  readonly #close: () => void;

  private constructor(db: Database, close: () => void) {
    this.#db = db;
    this.#close = close;
  }

  /** PostgreSQL when the server has a pool, else the SQLite file at `path`. */
  static async open(where: { path: string; pool?: Pool }): Promise<ScheduleStore> {
    if (where.pool) {
      await migratePostgres(where.pool, "content-schedule", postgresMigrations);
      return new ScheduleStore(postgresDatabase(where.pool), () => undefined);
    }
    const db = openStore(where.path, schedulesFile);
    migrate(db, schedulesFile, sqliteMigrations);
    return new ScheduleStore(sqliteDatabase(db), () => db.close());
  }

  async add(change: Omit<ScheduledChange, "id" | "createdAt" | "state" | "outcome" | "late">) {
    const id = randomUUID();
    await this.#db.run(sql`INSERT INTO content_schedules
      (id, at, author_name, author_email, created_at, state, entries, files, lines)
      VALUES (${id}, ${change.at}, ${change.author.name}, ${change.author.email}, ${new Date()},
        'scheduled', ${JSON.stringify(change.entries)}, ${JSON.stringify(change.files)},
        ${JSON.stringify(change.lines)})`);
    return id;
  }

  async get(id: string): Promise<ScheduledChange | undefined> {
    const [row] = await this.#db.all<Row>(sql`SELECT * FROM content_schedules WHERE id = ${id}`);
    return row && fromRow(row);
  }

  /** The changes still waiting for their time, the soonest first. */
  async waiting(): Promise<ScheduledChange[]> {
    const rows = await this.#db.all<Row>(
      sql`SELECT * FROM content_schedules WHERE state = 'scheduled' ORDER BY at, created_at`,
    );
    return rows.map(fromRow);
  }

  /** Those whose time has come by `now`. */
  async due(now: Date): Promise<ScheduledChange[]> {
    const rows = await this.#db.all<Row>(sql`SELECT * FROM content_schedules
      WHERE state = 'scheduled' AND at <= ${now} ORDER BY at, created_at`);
    return rows.map(fromRow);
  }

  /** The latest that went live, were held or cancelled, the newest first. */
  async ended(limit = 10): Promise<ScheduledChange[]> {
    const rows = await this.#db.all<Row>(sql`SELECT * FROM content_schedules
      WHERE state <> 'scheduled' ORDER BY done_at DESC LIMIT ${limit}`);
    return rows.map(fromRow);
  }

  /** A waiting change to another time; false when it is no longer waiting. */
  async move(id: string, at: Date): Promise<boolean> {
    const changed = await this.#db.run(
      sql`UPDATE content_schedules SET at = ${at} WHERE id = ${id} AND state = 'scheduled'`,
    );
    return changed > 0;
  }

  /**
   * Ends a change in state `from` (waiting, or held for a cancel) as published, held or
   * cancelled, with its outcome; false when it was no longer in `from` (another instance, or
   * another request, came first).
   */
  async end(
    id: string,
    state: Exclude<ScheduleState, "scheduled">,
    outcome: readonly string[],
    late = false,
    from: ScheduleState = "scheduled",
  ): Promise<boolean> {
    const changed = await this.#db.run(sql`UPDATE content_schedules
      SET state = ${state}, outcome = ${JSON.stringify(outcome)}, done_at = ${new Date()},
        late = ${late}
      WHERE id = ${id} AND state = ${from}`);
    return changed > 0;
  }

  async close(): Promise<void> {
    this.#close();
  }
}
