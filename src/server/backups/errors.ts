// What the backup commands refuse or fail with, each said as a sentence for the person running them (the
// command-line tools print these without a stack). Small and without dependencies, so they load early.

/** Why a file is not restored: not readable whole, not one of ours, or made for another version. */
export class BackupRefusedError extends Error {
  constructor(
    readonly reason: 'corrupt' | 'foreign' | 'incompatible',
    message: string,
  ) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

/** The running server could not be asked for a backup. */
export class BackupControlError extends Error {}

/** pg_dump or pg_restore is missing or failed. */
export class PostgresToolError extends Error {}
