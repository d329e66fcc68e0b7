#!/usr/bin/env node
import { runCli } from "./run.js";

// A reader that stops early (`ringside resolve show.yaml | head`) closes the pipe: end quietly.
for (const stream of [process.stdout, process.stderr])
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(typeof process.exitCode === "number" ? process.exitCode : 0);
  });

process.exitCode = await runCli(process.argv.slice(2));
