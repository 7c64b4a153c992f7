/**
 * Run before every test file (vitest.config.ts `setupFiles`): the files of one worker share
 * their modules, so what each file must get afresh is registered here, not at a module's top.
 */
import { afterAll } from "vitest";
import { removeTempDirs } from "./support.ts";

afterAll(removeTempDirs);
