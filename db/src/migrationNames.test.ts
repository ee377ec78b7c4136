import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsDir } from "./migrate.ts";
import { formatMigrationPrefix, migrationFilePattern, nextMigrationPrefix, outOfOrderMigrations, parseMigrationPrefix } from "./migrationNames.ts";

const at = (iso: string): Date => new Date(iso);

describe("nextMigrationPrefix", () => {
  const futureDated = [
    "20261122000100_create_identity.ts",
    "20261201000250_schedule_custom_domain_rechecks.ts",
    "20261201000300_add_site_sessions.ts",
    "20261130002000_add_reader_mail.ts",
  ];

  it("follows the latest migration by one second when it is dated ahead of the clock", () => {
    expect(nextMigrationPrefix(futureDated, at("2026-06-01T12:00:00Z"))).toBe("20261201000301");
  });

  it("uses the clock when there are no migrations", () => {
    expect(nextMigrationPrefix([], at("2026-06-01T12:34:56.789Z"))).toBe("20260601123456");
    expect(nextMigrationPrefix(["README.md", ".gitkeep"], at("2026-06-01T12:34:56Z"))).toBe("20260601123456");
  });

  it("uses the clock when it is ahead of the latest migration", () => {
    expect(nextMigrationPrefix(futureDated, at("2027-01-02T03:04:05Z"))).toBe("20270102030405");
  });

  it("moves one second past the latest when the clock shows the same second", () => {
    expect(nextMigrationPrefix(futureDated, at("2026-12-01T00:03:00.500Z"))).toBe("20261201000301");
  });

  it("carries over minutes, days and years, staying a real date and time", () => {
    expect(nextMigrationPrefix(["20261231235959_add_x.ts"], at("2020-01-01T00:00:00Z"))).toBe("20270101000000");
    expect(nextMigrationPrefix(["20280228235959_add_x.ts"], at("2020-01-01T00:00:00Z"))).toBe("20280229000000");
  });

  it("refuses to guess past a latest prefix that is not a date and time", () => {
    expect(() => nextMigrationPrefix(["20261301000000_add_x.ts"], at("2020-01-01T00:00:00Z"))).toThrow(/not a UTC date/);
  });

  it("always sorts after every existing file", () => {
    const files = ["20261124004000_create_reserve_ai_spend.ts", "20261125000800_seed_story_tools.ts"];
    for (const now of ["2000-01-01T00:00:00Z", "2026-11-25T00:08:00Z", "2030-05-05T05:05:05Z"]) {
      const next = `${nextMigrationPrefix(files, at(now))}_probe.ts`;
      expect([...files, next].sort().at(-1)).toBe(next);
    }
  });
});

describe("parseMigrationPrefix", () => {
  it("reads real dates and times and refuses the rest", () => {
    expect(parseMigrationPrefix("20261201000250")?.toISOString()).toBe("2026-12-01T00:02:50.000Z");
    for (const bad of ["20261201000260", "20261200000000", "20260230000000", "2026120100025", "2026120100025x"]) {
      expect(parseMigrationPrefix(bad)).toBeNull();
    }
    expect(formatMigrationPrefix(at("2026-12-01T00:02:50.999Z"))).toBe("20261201000250");
  });
});

describe("outOfOrderMigrations", () => {
  it("accepts additions that each sort after everything added before", () => {
    expect(outOfOrderMigrations([["20260101000100_a_b.ts", "20260101000200_c_d.ts"], ["20260101000300_e_f.ts"]])).toEqual([]);
  });

  it("names a migration added later that sorts earlier, unless it is a listed exception", () => {
    const history = [["20260101000100_a_b.ts"], ["20260102000000_c_d.ts"], ["20260101000500_late.ts"]];
    expect(outOfOrderMigrations(history)).toEqual(["20260101000500_late.ts was added after 20260102000000_c_d.ts but does not sort after it"]);
    expect(outOfOrderMigrations(history, new Set(["20260101000500_late.ts"]))).toEqual([]);
  });

  it("names two migrations sharing a prefix, in one commit or in two", () => {
    expect(outOfOrderMigrations([["20260101000100_a_b.ts", "20260101000100_c_d.ts"]])).toHaveLength(1);
    expect(outOfOrderMigrations([["20260101000100_a_b.ts"], ["20260101000100_c_d.ts"]])).toHaveLength(2);
  });
});

/**
 * Migrations already in the history that were added after one sorting later.
 * 20261124004000_create_reserve_ai_spend.ts was committed (86970db) after
 * 20261125000800_seed_story_tools.ts (b1ce830); they touch different tables, and
 * renaming either would make databases migrated under the old name run it again.
 * Nothing may be added to this list.
 */
const knownOutOfOrder = new Set(["20261124004000_create_reserve_ai_spend.ts"]);

const repoRoot = path.resolve(migrationsDir, "../..");

/** The migration files in the order git added them, one group per commit, oldest first; files not yet committed last. */
function additionsFromGit(present: readonly string[]): string[][] {
  const relativeDir = path.relative(repoRoot, migrationsDir).split(path.sep).join("/");
  // First parent: the order they reached this branch; no renames, so a renamed file counts as added under its new name.
  const log = execFileSync(
    "git",
    [
      "log",
      "--first-parent",
      "--diff-merges=first-parent",
      "--no-renames",
      "--diff-filter=A",
      "--reverse",
      "--format=tformat:@commit %H",
      "--name-only",
      "--",
      relativeDir,
    ],
    { cwd: repoRoot, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  const presentSet = new Set(present);
  const addedAt = new Map<string, number>();
  const groups: string[][] = [];
  for (const line of log.split("\n")) {
    if (line.startsWith("@commit ")) groups.push([]);
    else if (line.trim() !== "") {
      const file = path.posix.basename(line.trim());
      // A file deleted and added again counts from its latest addition.
      if (presentSet.has(file)) addedAt.set(file, groups.length - 1);
    }
  }
  const ordered: string[][] = groups.map(() => []);
  for (const [file, index] of addedAt) ordered[index]?.push(file);
  const uncommitted = present.filter((file) => !addedAt.has(file));
  return [...ordered.filter((group) => group.length > 0), uncommitted];
}

describe("db/migrations", () => {
  const present = readdirSync(migrationsDir).filter((file) => file.endsWith(".ts"));

  it("are well formed, real UTC dates and times, with unique prefixes", () => {
    expect(present.length).toBeGreaterThan(0);
    expect(present.filter((file) => !migrationFilePattern.test(file))).toEqual([]);
    expect(present.filter((file) => parseMigrationPrefix(file.slice(0, 14)) === null)).toEqual([]);
    expect(outOfOrderMigrations(present.map((file) => [file]).sort())).toEqual([]);
  });

  it("each sort after every migration added before them (git history)", () => {
    // A copy without .git (an exported tarball) keeps only the check above.
    if (!existsSync(path.join(repoRoot, ".git"))) {
      expect(new Set(present.map((file) => file.slice(0, 14))).size).toBe(present.length);
      return;
    }
    const additions = additionsFromGit(present);
    expect(additions.flat().sort()).toEqual([...present].sort());
    expect(outOfOrderMigrations(additions, knownOutOfOrder)).toEqual([]);
  });
});
