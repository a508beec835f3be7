/** A command line mistake or refusal: its message is all the person needs (no stack trace). */
export class CommandError extends Error {
  override name = 'CommandError';
}
