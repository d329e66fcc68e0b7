/**
 * The peer ratio, measured so that neither side can tilt it: `runMatch` and the boardgame.io peer
 * each run in a worker thread of their own (one process, two isolates, so the shared Powerhouses
 * rules are optimised for each engine's objects alone, not for boardgame.io's immer drafts), rounds
 * of the two alternate on the same matches, and each side keeps its fastest round (the one a busy
 * machine disturbed least). A round is timed in the process's CPU time (only one side runs at a
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
/** Matches per round: each round takes a few hundred milliseconds on either side. */
const PER_ROUND: Record<Side, number> = { runMatch: 400, peer: 6, unguarded: 400 };

function round(side: Side, index: number): number {
  const bots = { red: thresholdBot(5), blue: thresholdBot(4) };
  const n = PER_ROUND[side];
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const seed = (index * 97 + i * 13) & 1023;
    if (side === "runMatch") runMatch(powerhouses, { config: PEER_CONFIG, dice: seed, bots, botSeed: seed });
    else if (side === "unguarded")
      playUnguarded(powerhouses, { config: PEER_CONFIG, dice: seed, bots, botSeed: seed });
    else playPeer(PEER_CONFIG, seed, bots, seed);
  }
  const used = process.cpuUsage(t);
  return (used.user + used.system) / 1000 / n;
}

if (!isMainThread) {
  const side = workerData as Side;
  parentPort?.on("message", (index: number) => parentPort?.postMessage(round(side, index)));
} else {
  const url = new URL(import.meta.url);
  const start = (side: Side): Worker => new Worker(url, { workerData: side });
  const workers: Record<Side, Worker> = {
    runMatch: start("runMatch"),
    peer: start("peer"),
    unguarded: start("unguarded"),
  };
  const ask = (side: Side, index: number): Promise<number> =>
    new Promise((resolve) => {
      workers[side].once("message", resolve);
      workers[side].postMessage(index);
    });
  const best: Record<Side, number> = { runMatch: Infinity, peer: Infinity, unguarded: Infinity };
  // Two rounds each to warm up (the JIT's tiers), then alternate.
  for (let r = -2; r < ROUNDS; r++) {
    for (const side of SIDES) {
      const time = await ask(side, r + 2);
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
