import objection from "objection";
import type { ModelOptions, QueryContext } from "objection";

const { Model } = objection;

/**
 * Every Storyloom model: keeps `createdAt`/`updatedAt` current. Each model
 * declares its own `id` (a bigint identity number everywhere but Session).
 */
export class BaseModel extends Model {
  // Objection runs up to 4 graph/eager queries at once. Inside a transaction they
  // share one connection, where pg only queues them (and pg@9 will refuse them);
  // requests run in a transaction, so one at a time loses nothing.
  static concurrency = 1;

  declare createdAt: Date;
  declare updatedAt: Date;

  override $beforeInsert(_context: QueryContext): void {
    const now = new Date();
    this.createdAt = now;
    this.updatedAt = now;
  }

  override $beforeUpdate(_options: ModelOptions, _context: QueryContext): void {
    this.updatedAt = new Date();
  }
}
