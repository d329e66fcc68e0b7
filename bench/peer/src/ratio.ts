/**
 * The peer ratio, measured so that neither side can tilt it: `runMatch` and the boardgame.io peer
 * each run in a worker thread of their own (one process, two isolates, so the shared Powerhouses
 * rules are optimised for each engine's objects alone, not for boardgame.io's immer drafts), rounds
 * of the two alternate, every round of either side plays the same pool of matches (so that rounds
 * differ only by the machine, never by which matches they drew), and each side keeps its fastest
 * round (the one a busy machine disturbed least). A round is timed in the process's CPU time (only one side runs at a
 * time, and each side's garbage collector threads count for it), which other jobs on a shared
 * machine disturb far less than the clock. Prints per-match times and the ratio, and, for scale,
 * the same matches with no guard at all (`playUnguarded`, in a third worker): the most any guard
 * work could bring.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { runMatch } from "@ringside/core";
import { playUnguarded } from "@ringside/core/testkit";
import { powerhouses, thresholdBot } from "@ringside/powerhouses";
import { playPeer } from "./bgioPowerhouses.js";
import { PEER_CONFIG } from "./pairing.js";

type Side = "runMatch" | "peer" | "unguarded";
const SIDES: readonly Side[] = ["runMatch", "peer", "unguarded"];
const ROUNDS = Number(process.env.ROUNDS ?? 15);
/** The seeds of the pool of matches (dice and bots) every round plays. */
const SEEDS: readonly number[] = Array.from({ length: 24 }, (_, i) => (i * 131 + 7) & 1023);
/** Times each round plays the pool: each round takes a few hundred milliseconds on either side. */
const PASSES: Record<Side, number> = { runMatch: 16, peer: 1, unguarded: 16 };

function round(side: Side): number {
  const bots = { red: thresholdBot(5), blue: thresholdBot(4) };
  const t = process.cpuUsage();
  for (let pass = 0; pass < PASSES[side]; pass++) {
    for (const seed of SEEDS) {
      if (side === "runMatch")
        runMatch(powerhouses, { config: PEER_CONFIG, dice: seed, bots, botSeed: seed });
      else if (side === "unguarded")
        playUnguarded(powerhouses, { config: PEER_CONFIG, dice: seed, bots, botSeed: seed });
      else playPeer(PEER_CONFIG, seed, bots, seed);
    }
  }
  const used = process.cpuUsage(t);
  return (used.user + used.system) / 1000 / (PASSES[side] * SEEDS.length);
}

if (!isMainThread) {
  const side = workerData as Side;
  parentPort?.on("message", () => parentPort?.postMessage(round(side)));
} else {
  const url = new URL(import.meta.url);
  const start = (side: Side): Worker => new Worker(url, { workerData: side });
  const workers: Record<Side, Worker> = {
    runMatch: start("runMatch"),
    peer: start("peer"),
    unguarded: start("unguarded"),
  };
  const ask = (side: Side): Promise<number> =>
    new Promise((resolve) => {
      workers[side].once("message", resolve);
      workers[side].postMessage("round");
    });
  const best: Record<Side, number> = { runMatch: Infinity, peer: Infinity, unguarded: Infinity };
  // Two rounds each to warm up (the JIT's tiers), then alternate.
  for (let r = -2; r < ROUNDS; r++) {
    for (const side of SIDES) {
      const time = await ask(side);
      if (r >= 0) best[side] = Math.min(best[side], time);
    }
  }
  await Promise.all(SIDES.map((side) => workers[side].terminate()));
  const us = (ms: number): string => `${(ms * 1000).toFixed(0)} µs/match`;
  console.log(
    `Powerhouses peer pairing (CPU time): runMatch ${us(best.runMatch)}, boardgame.io 0.50.2 ${us(best.peer)}: ` +
      `runMatch ${(best.peer / best.runMatch).toFixed(0)}x faster (target ≥ 100x); ` +
      `with no guard at all ${us(best.unguarded)}, ${(best.peer / best.unguarded).toFixed(0)}x`,
  );
}
