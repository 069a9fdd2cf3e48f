import { describe, expect, it } from "vitest";
import { MIN_FREE_BYTES, memoryTmpdirBase } from "./test-tmpdir.mjs";

const TMPFS = 0x01021994;
const EXT4 = 0xef53;
const roomy = () => ({ type: TMPFS, bsize: 4096, bavail: (MIN_FREE_BYTES / 4096) * 2 });

describe("npm test's scratch folder in memory", () => {
  it("goes to /dev/shm on Linux when it is a tmpfs with room and TMPDIR is unset", () => {
    expect(memoryTmpdirBase({ env: {}, platform: "linux", shm: "/tmp", statfs: roomy })).toBe("/tmp");
  });

  it("leaves an explicit TMPDIR alone", () => {
    expect(memoryTmpdirBase({ env: { TMPDIR: "/var/tmp" }, platform: "linux", statfs: roomy })).toBeNull();
  });

  it("stays on disk when /dev/shm is not a tmpfs, is small, or cannot be read", () => {
    expect(memoryTmpdirBase({ env: {}, platform: "linux", statfs: () => ({ ...roomy(), type: EXT4 }) })).toBeNull();
    // A container's default /dev/shm is 64 MB: far too small for the run's data folders.
    expect(memoryTmpdirBase({ env: {}, platform: "linux", statfs: () => ({ type: TMPFS, bsize: 4096, bavail: (64 * 1024 ** 2) / 4096 }) })).toBeNull();
    expect(
      memoryTmpdirBase({
        env: {},
        platform: "linux",
        statfs: () => {
          throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
        },
      }),
    ).toBeNull();
  });

  it("stays on disk outside Linux", () => {
    expect(memoryTmpdirBase({ env: {}, platform: "darwin", statfs: roomy })).toBeNull();
  });
});
