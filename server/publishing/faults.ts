/**
 * Why publishing is refused: the content's history cannot be used (missing, damaged), a
 * content migration failed, or the server is stopping. Each change of fault is logged once,
 * with what the operator can do about it.
 */
import type { ContentStore } from "../content-store/index.ts";
import type { Logger } from "../shared/log.ts";

export type PublishFault = "missing" | "damaged" | "migration" | "stopping";

const advice = {
  missing:
    "the content repository is missing: publishing is stopped. Restore the backup (npm run restore -- FILE); or, on a new installation, confirm a fresh start, which takes the content folder as it is as the first published version (npm run content -- --start-fresh)",
  damaged:
    "the content repository is damaged (HEAD, an object its history reaches, a pack or the index cannot be read; `git fsck` names it): publishing is stopped; repair or restore it",
};

export class Faults {
  readonly #content: ContentStore;
  readonly #log: Logger;
  #fault: PublishFault | undefined;
  /** Whether each check reads every object (`deep`): from a failure until it is repaired. */
  #deep = false;

  constructor(content: ContentStore, log: Logger) {
    this.#content = content;
    this.#log = log;
  }

  async check(): Promise<PublishFault | undefined> {
    if (this.#fault === "migration") return this.#fault;
    const found = await this.#content.fault({ deep: this.#deep });
    if (!found) this.#deep = false;
    if (found !== this.#fault) {
      if (found)
        this.#log.error("editor.repository_unusable", { fault: found, message: advice[found] });
      this.#fault = found;
    }
    return found;
  }

  /** The next checks read every object, until the history is whole again. */
  deepen(): void {
    this.#deep = true;
  }

  stopForMigration(): void {
    this.#fault = "migration";
  }
}
