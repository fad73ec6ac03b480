// What the command-line entry points (`*-cli.ts`: seed, create-admin, backup, restore, storage:copy,
// db:move-to-postgres) share.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from './config';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values<O extends Options> = ReturnType<typeof parseArgs<{ options: O; strict: true }>>['values'];

/**
 * Reads a command's options strictly. An unknown or malformed option prints what is wrong and the usage, and exits
 * 2; so does a command line `complete` refuses. `--help` prints the usage and exits 0.
 */
export function readOptions<O extends Options>(
  options: O,
  usage: string,
  complete: (values: Values<O>) => boolean = () => true,
): Values<O> {
  let values: Values<O>;
  let help: boolean;
  try {
    const parsed = parseArgs({ options: { ...options, help: { type: 'boolean' } }, strict: true }).values;
    help = (parsed as { help?: boolean }).help === true;
    values = parsed;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (help || !complete(values)) {
    console.log(usage);
    process.exit(help ? 0 : 2);
  }
  return values;
}

/**
 * Runs a command's work. An error the operator can act on as it stands (bad settings, or one of `plain`) prints its
 * own message; anything else prints "`failure`: message". Both exit 1.
 */
export async function runCommand(
  failure: string,
  work: () => Promise<void>,
  plain: ReadonlyArray<abstract new (...args: never[]) => Error> = [],
): Promise<void> {
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const known = error instanceof ConfigError || plain.some((kind) => error instanceof kind);
    console.error(known ? message : `${failure}: ${message}`);
    process.exit(1);
  }
}
