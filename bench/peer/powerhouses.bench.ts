/**
 * `runMatch` beside boardgame.io 0.50.2 on the same Powerhouses matches (rules, configuration,
 * dice, bots and bot seeds), in one describe so that one run prints the ratio. `runMatch` runs
 * with every guard on: states checked, frozen and remembered, moves checked against the legal ones.
 * Target: `runMatch` at least 100x the peer. The peer is `src/bgioPowerhouses.ts`.
 */
import { runMatch } from "@ringside/core";
import { powerhouses, thresholdBot } from "@ringside/powerhouses";
import { bench, describe } from "vitest";
import { playPeer } from "./src/bgioPowerhouses.js";
import { PEER_CONFIG } from "./src/pairing.js";

const bots = { red: thresholdBot(5), blue: thresholdBot(4) };
/** Matches per timed sample: the same seeds on both sides. */
const BATCH = 16;
let seed = 0;
let sink = 0;

describe("Powerhouses peer pairing: matches of 16", () => {
  bench(
    "runMatch (Game API, every guard on)",
    () => {
      const from = seed;
      seed += BATCH;
      for (let i = from; i < from + BATCH; i++)
        sink += runMatch(powerhouses, { config: PEER_CONFIG, dice: i & 1023, bots, botSeed: i }).steps;
    },
    { time: 1500, warmupTime: 300 },
  );
  bench(
    "boardgame.io 0.50.2 (headless client)",
    () => {
      const from = seed;
      seed += BATCH;
      for (let i = from; i < from + BATCH; i++) sink += playPeer(PEER_CONFIG, i & 1023, bots, i).steps;
    },
    { time: 1500, warmupTime: 300 },
  );
});

export { sink };
