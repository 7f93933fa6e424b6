import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The answer of every booking command that changed something, written in the command's own transaction. A job
 * that committed but died before BullMQ recorded its completion (a SIGKILL, a lost connection) is run again;
 * it finds its answer here and returns it instead of acting twice.
 */
@Entity({ tableName: 'booking_command_log' })
export class CommandLog {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 200 })
  jobId!: string;

  @Property({ type: 'json' })
  result!: Record<string, unknown>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
