/**
 * `npm test`'s scratch folder: every temporary file of the run (the tests' folders, the test
 * PostgreSQL server's data, the browsers' profiles) is made under one folder, `TMPDIR` for every
 * process of the run, removed when the run ends. Where /dev/shm is a memory file system with
 * room to spare, the folder is there: the run makes a great many files (each PostgreSQL
 * database alone is some three hundred), and on the shared machines' disk the kernel's work to
 * create them was a quarter of the unit tests' CPU; in memory a fiftieth of that per file. A
 * folder left there by a run that was killed is removed by the next run.
 */
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const memory = "/dev/shm";
const prefix = "dp-test-";
const ownerFile = "owner.pid";
/** A run's scratch files peak at about a gigabyte (PostgreSQL's databases, mostly). */
const roomNeeded = 4 * 1024 ** 3;
/** 0x01021994: a memory file system (tmpfs). */
const tmpfsMagic = 0x01021994;

function hasRoom(): boolean {
  try {
    const stats = statfsSync(memory);
    return stats.type === tmpfsMagic && stats.bavail * stats.bsize >= roomNeeded;
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the folders under `base` of runs whose process is gone; one just made (its owner not
 * yet written) is left. Returns the names removed.
 */
export function removeAbandoned(base = memory): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(base)) {
    if (!name.startsWith(prefix)) continue;
    const dir = join(base, name);
    let owner = 0;
    try {
      owner = Number(readFileSync(join(dir, ownerFile), "utf8"));
    } catch {
      const made = statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (Date.now() - made < 60_000) continue;
    }
    if (owner > 0 && alive(owner)) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Makes the run's scratch folder, sets `TMPDIR` to it and removes it when this process ends. */
export function makeScratchFolder(): string {
  const inMemory = hasRoom();
  if (inMemory) removeAbandoned();
  const dir = mkdtempSync(join(inMemory ? memory : tmpdir(), prefix));
  // Open to every user as /tmp is (sticky: each removes only their own): the test PostgreSQL
  // server, started as root, runs as its own user and reads what its launcher wrote here.
  chmodSync(dir, 0o1777);
  writeFileSync(join(dir, ownerFile), String(process.pid));
  process.env.TMPDIR = dir;
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
