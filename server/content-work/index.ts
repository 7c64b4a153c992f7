/**
 * Staff work whose cost depends on what an editor wrote, run off the serving thread within a
 * time and memory budget (content-work.ts). Reached only through this module.
 */
export {
  ContentWorkError,
  changedContentFields,
  contentLimitProblem,
  describeContentChanges,
  readContentData,
  sameContentText,
  warmContentWork,
} from "./content-work.ts";
