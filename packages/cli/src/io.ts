import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Where the CLI writes: the process's streams and files, or a test's buffers. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly cwd: string;
  readonly writeFile: (path: string, text: string) => void;
}

/** The real process: stdout, stderr, the working directory and the file system. */
export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
    err: (text) => process.stderr.write(text.endsWith("\n") ? text : `${text}\n`),
    cwd: process.cwd(),
    writeFile: (path, text) => {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    },
  };
}

/** The exit codes scripts can rely on. */
export const EXIT = {
  /** Everything worked. */
  ok: 0,
  /** An input file has problems (each printed as file:line:column). */
  invalidInput: 1,
  /** The command line is wrong (unknown command or option, missing argument). */
  usage: 2,
  /** `verify`: a published sample has a figure that is neither reproduced nor a declared erratum. */
  mismatch: 3,
} as const;
