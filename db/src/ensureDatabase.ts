import pg from "pg";

/** Creates the database named in `connectionString` when it does not exist yet; returns whether it did. */
export async function ensureDatabase(connectionString: string): Promise<boolean> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (!name) throw new Error("DATABASE_URL names no database");
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    } catch (error) {
      // Another process (a parallel start) created it between the check and here.
      if ((error as { code?: string }).code !== "42P04") throw error;
      return false;
    }
    return true;
  } finally {
    await client.end();
  }
}
