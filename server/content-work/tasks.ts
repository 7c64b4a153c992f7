/**
 * The content-dependent tasks the back office hands to its thread (content-work.ts): each a
 * pure function of texts, so it runs the same on the thread or, in a unit test, in place.
 */
import {
  changedFields,
  describeChanges,
  type FieldChange,
  type FileTexts,
  sameContent,
} from "../../app/content/changes.ts";
import { isReadText, limitProblem, readContentText } from "../../app/content/read-limits.ts";

export type Task =
  | { kind: "read"; file: string; text: string }
  | { kind: "describe"; files: FileTexts[] }
  | { kind: "changed"; file: string; before: string; after: string }
  | { kind: "same"; file: string; before: string; after: string }
  | { kind: "problem"; file: string; text: string };

export type TaskResult<T extends Task> = T extends { kind: "read" }
  ? unknown
  : T extends { kind: "describe" }
    ? string[]
    : T extends { kind: "changed" }
      ? FieldChange[]
      : T extends { kind: "same" }
        ? boolean
        : string | undefined;

export function runTask(task: Task): unknown {
  switch (task.kind) {
    case "read": {
      const read = readContentText(task.file, task.text);
      return read.ok ? read.data : undefined;
    }
    case "describe":
      return describeChanges(task.files);
    case "changed":
      return changedFields(task.file, task.before, task.after);
    case "same":
      return sameContent(task.file, task.before, task.after);
    case "problem": {
      if (!isReadText(task.file)) return undefined;
      const read = readContentText(task.file, task.text);
      return read.ok ? undefined : limitProblem(task.file, read.problem);
    }
  }
}
