import { rasslefest, sampleWrestlers, type CardId, type RassleMove } from "@ringside/rasslefest";
import { describe, expect, it } from "vitest";
import { cardName, handCards, moveLabel, promptFor } from "../rasslefest/components/playMatchText";

const low: CardId = "low-blow#1";
const kick: CardId = "kick#2";

describe("the 'Rasslefest play table's wording", () => {
  it("labels each kind of move, the plays and accepts as the phase means them", () => {
    expect(cardName(kick)).toBe("Kick");
    expect(moveLabel({ type: "play", card: kick }, "lead")).toBe("Play Kick");
    expect(moveLabel({ type: "play", card: kick }, "cover")).toBe("Save with Kick");
    expect(moveLabel({ type: "go", card: kick, to: "outside" }, null)).toBe("Kick → outside");
    expect(moveLabel({ type: "go", card: kick, to: "top-rope" }, null)).toBe("Kick → top rope");
    expect(moveLabel({ type: "hold", discard: null }, null)).toBe("Keep the hold");
    expect(moveLabel({ type: "hold", discard: low }, null)).toBe("Keep the hold, discard Low Blow");
    expect(moveLabel({ type: "discard", card: low }, null)).toBe("Discard Low Blow");
    expect(moveLabel({ type: "accept" }, "cover")).toBe("Take the count");
    expect(moveLabel({ type: "accept" }, "respond")).toBe("No answer");
    expect(moveLabel({ type: "accept" }, "lead")).toBe("Do nothing");
    expect(moveLabel({ type: "pass" }, null)).toBe("Pass");
  });

  it("shows a hand's cards with their energy window, kind and the move that plays each", () => {
    const legal: RassleMove[] = [{ type: "pass" }, { type: "play", card: kick }];
    const [l, k] = handCards([low, kick], legal);
    expect(l).toMatchObject({ card: low, name: "Low Blow", energy: "1–5", stars: 3, index: -1 });
    expect(l?.kind).toBe("High Risk Attack · in the ring");
    expect(k).toMatchObject({ card: kick, name: "Kick", energy: "3", stars: 1, index: 1 });
    expect(k?.kind).toBe("Basic Attack · anywhere");
  });

  it("prompts for the opening decision and says nothing without a table", () => {
    expect(promptFor(null)).toBe("");
    const state = rasslefest.setup({ wrestlers: { a: sampleWrestlers.abe, b: sampleWrestlers.ben } }, 1);
    const view = rasslefest.view(state, "a");
    expect(view.phase.kind).toBe("reveal");
    expect(promptFor(view)).toMatch(/^No Control round/);
    expect(promptFor({ ...view, result: { winner: "a", method: "pinfall" } })).toBe("The match is over.");
  });
});
