/**
 * Migration file names: `<YYYYMMDDHHMMSS>_<verb>_<object>.ts`, the prefix a UTC
 * date and time. Knex runs them in name order, and a database records the
 * names it ran, so a new migration must sort after every one already there.
 */

/**
 * The name `make` accepts, without prefix and extension: snake_case, usually
 * `<verb>_<object>` (`create_widgets`), a single word allowed (`probe`).
 */
export const migrationNamePattern = /^[a-z]+(?:_[a-z0-9]+)*$/;

/** A well-formed migration file name: 14-digit prefix, a name `make` accepts, `.ts`. */
export const migrationFilePattern = /^(\d{14})_[a-z]+(?:_[a-z0-9]+)*\.ts$/;

/** The 14-digit UTC prefix for a moment (seconds and below dropped). */
export function formatMigrationPrefix(date: Date): string {
  return date.toISOString().replace(/\D/g, "").slice(0, 14);
}

/** The moment a 14-digit prefix stands for, or null when it is not a real UTC date and time. */
export function parseMigrationPrefix(prefix: string): Date | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(prefix);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 61 seconds or day 0 over; a real prefix reads back unchanged.
  return formatMigrationPrefix(date) === prefix ? date : null;
}

/**
 * The prefix for a new migration. Rule: the later of `now` (to the second) and
 * the latest existing prefix plus one second, in calendar arithmetic, so the
 * result is always a real date and time in the same 14-digit format and sorts
 * after every existing migration, even when those are dated in the future.
 * Files without a 14-digit prefix are ignored; a latest prefix that is not a
 * real date and time is refused rather than guessed past.
 */
export function nextMigrationPrefix(existingFiles: readonly string[], now: Date): string {
  const prefixes = existingFiles.flatMap((file) => /^(\d{14})_/.exec(file)?.[1] ?? []).sort();
  const current = formatMigrationPrefix(now);
  const latest = prefixes.at(-1);
  if (latest === undefined) return current;
  const latestDate = parseMigrationPrefix(latest);
  if (!latestDate) throw new Error(`the latest migration prefix ${latest} is not a UTC date and time (YYYYMMDDHHMMSS)`);
  const afterLatest = formatMigrationPrefix(new Date(latestDate.getTime() + 1000));
  return current > afterLatest ? current : afterLatest;
}

/**
 * Checks that migrations were added in name order. `additions` lists the files
 * in the order they were added, one group per commit (oldest first); a file
 * must have a prefix larger than every prefix added in an earlier group, and
 * no two files may share a prefix. Files in `exceptions` are pairs from the
 * history already accepted. Returns one message per problem.
 */
export function outOfOrderMigrations(additions: readonly (readonly string[])[], exceptions: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  let latest: string | undefined;
  for (const group of additions) {
    let groupLatest = latest;
    for (const file of group) {
      const prefix = file.slice(0, 14);
      const twin = seen.get(prefix);
      if (twin !== undefined) problems.push(`${file} has the same prefix as ${twin}`);
      seen.set(prefix, file);
      if (latest !== undefined && prefix <= latest.slice(0, 14) && !exceptions.has(file)) {
        problems.push(`${file} was added after ${latest} but does not sort after it`);
      }
      if (groupLatest === undefined || file > groupLatest) groupLatest = file;
    }
    latest = groupLatest;
  }
  return problems;
}
