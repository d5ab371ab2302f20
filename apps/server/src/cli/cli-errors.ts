/** A mistake in the command line: the command prints it with its usage and exits 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** A failure the user can act on (an unreadable file…): its message, no stack trace, exit 1. */
export class CliFailure extends Error {
  override name = "CliFailure";
}
