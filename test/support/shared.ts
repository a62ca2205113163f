/**
 * TEMPORARY: test/breath/* still imports `describeShared`; it is plain `describe` now that every
 * test reads committed files only. Delete this file once test/breath uses `describe` itself.
 */
import { describe } from "vitest";

export const describeShared = describe;
