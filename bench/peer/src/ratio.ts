/**
 * The peer ratio, measured so that a busy machine cannot tilt it: rounds of `runMatch` and of the
 * boardgame.io peer alternate on the same matches, and each side keeps its fastest round (the one
 * the machine disturbed least). Prints per-match times and the ratio.
 */
import { runMatch } from "@ringside/core";
import { powerhouses, thresholdBot } from "@ringside/powerhouses";
import { playPeer } from "./bgioPowerhouses.js";
import { PEER_CONFIG } from "./pairing.js";

const bots = { red: thresholdBot(5), blue: thresholdBot(4) };
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const OURS = 400;
const PEER = 8;

function timeOurs(round: number): number {
  const t = performance.now();
  for (let i = 0; i < OURS; i++) {
    const seed = (round * OURS + i) & 1023;
    runMatch(powerhouses, { config: PEER_CONFIG, dice: seed, bots, botSeed: seed });
  }
  return (performance.now() - t) / OURS;
}

function timePeer(round: number): number {
  const t = performance.now();
  for (let i = 0; i < PEER; i++) {
    const seed = (round * OURS + i * 50) & 1023;
    playPeer(PEER_CONFIG, seed, bots, seed);
  }
  return (performance.now() - t) / PEER;
}

// Warm both up (the JIT's tiers), then alternate.
timeOurs(0);
timeOurs(1);
timePeer(0);
let ours = Infinity;
let peer = Infinity;
for (let r = 0; r < ROUNDS; r++) {
  ours = Math.min(ours, timeOurs(r));
  peer = Math.min(peer, timePeer(r));
}
console.log(
  `Powerhouses peer pairing: runMatch ${(ours * 1000).toFixed(0)} µs/match, boardgame.io 0.50.2 ${(peer * 1000).toFixed(0)} µs/match: runMatch ${(peer / ours).toFixed(0)}x faster (target ≥ 100x)`,
);
