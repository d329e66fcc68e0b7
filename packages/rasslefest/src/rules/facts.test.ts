/** Tests of `facts.ts`. */
import { describe, expect, it } from "vitest";
import { allCards, cardKinds, kindOf } from "../cards.js";
import { energyFits, isStrikeKind, isZeroKind, kindOfCard } from "./facts.js";

describe("Cards in the Deck: the facts", () => {
  it("read every kind's window and family as the card table prints them", () => {
    for (const k of cardKinds) {
      expect(isStrikeKind(k)).toBe(
        k.category !== "counteraction" && k.id !== "taunt" && k.id !== "now-wheres-he-going",
      );
      expect(isZeroKind(k)).toBe(k.minEnergy === 0);
      for (let e = 0; e <= 12; e++) {
        expect(energyFits(k, e)).toBe(e >= k.minEnergy && (k.maxEnergy === null || e <= k.maxEnergy));
      }
    }
    const byId = (id: string) => cardKinds.find((k) => k.id === id)!;
    // Desperation moves stop at their maximum; the others have none.
    expect(energyFits(byId("low-blow"), 5)).toBe(true);
    expect(energyFits(byId("low-blow"), 6)).toBe(false);
    expect(energyFits(byId("signature-move"), 7)).toBe(false);
    expect(energyFits(byId("signature-move"), 40)).toBe(true);
  });
  it("give each of the 80 cards its kind", () => {
    for (const c of allCards) expect(kindOfCard(c).id).toBe(kindOf(c));
  });
});
