import { runMatch } from "@ringside/core";
import { powerhouses, thresholdBot } from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { PEER_CONFIG } from "./pairing.js";
import { playPeer } from "./bgioPowerhouses.js";

describe("the boardgame.io peer", () => {
  it("plays the same Powerhouses matches as runMatch", () => {
    const bots = { red: thresholdBot(5), blue: thresholdBot(4) };
    for (let seed = 0; seed < 20; seed++) {
      const ours = runMatch(powerhouses, { config: PEER_CONFIG, dice: seed, bots, botSeed: seed });
      const peer = playPeer(PEER_CONFIG, seed, bots, seed);
      expect(peer.result).toEqual(ours.result);
      expect(peer.steps).toBe(ours.steps);
    }
  });
});
