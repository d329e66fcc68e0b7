import { fileURLToPath } from "node:url";
import { runCli, type CliIo } from "@ringside/cli";

/** The fixtures folder, as the working directory of every test run. */
export const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));

/** Runs the CLI in-process with captured output and files. */
export async function run(
  ...args: string[]
): Promise<{ code: number; out: string; err: string; files: Map<string, string> }> {
  let out = "";
  let err = "";
  const files = new Map<string, string>();
  const io: CliIo = {
    out: (t) => (out += t.endsWith("\n") ? t : `${t}\n`),
    err: (t) => (err += t.endsWith("\n") ? t : `${t}\n`),
    cwd: fixtures,
    writeFile: (path, text) =>
      files.set(path.startsWith(fixtures) ? path.slice(fixtures.length) : path, text),
  };
  const code = await runCli(args, io);
  return { code, out, err, files };
}
