/**
 * One side of `against.mjs`: a worker that plays the peer pairing's pool of matches through
 * `runMatch` when asked, and answers with the CPU time a match took, in microseconds. The same file
 * is bundled twice, once over the working tree's sources and once over another commit's.
 */
import { parentPort } from "node:worker_threads";
import { runMatch } from "@ringside/core";
import { powerhouses, thresholdBot } from "@ringside/powerhouses";
import { PEER_CONFIG } from "./pairing.js";

/** The seeds of the pool (those of the peer bench). */
const SEEDS: readonly number[] = Array.from({ length: 24 }, (_, i) => (i * 131 + 7) & 1023);
const PASSES = 16;
const bots = { red: thresholdBot(5), blue: thresholdBot(4) };

function round(): number {
  const t = process.cpuUsage();
  for (let pass = 0; pass < PASSES; pass++)
    for (const seed of SEEDS) runMatch(powerhouses, { config: PEER_CONFIG, dice: seed, bots, botSeed: seed });
  const used = process.cpuUsage(t);
  return (used.user + used.system) / (PASSES * SEEDS.length);
}

parentPort?.on("message", () => parentPort?.postMessage(round()));
