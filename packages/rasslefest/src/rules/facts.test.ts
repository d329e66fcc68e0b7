/** Tests of `facts.ts`. */
import { describe, expect, it } from "vitest";
import { allCards, cardKinds, kindOf } from "../cards.js";
import {
  CAT_BASIC,
  CAT_COUNTER,
  CAT_HIGH,
  categoryOf,
  damageOf,
  energyFits,
  isStrikeKind,
  kindIdOf,
  kindOfCard,
  maxEnergy,
  minEnergy,
  nameOf,
} from "./facts.js";

describe("Cards in the Deck: the accessors", () => {
  it("read every kind's facts as the card table prints them", () => {
    cardKinds.forEach((k, i) => {
      expect(kindIdOf(i)).toBe(k.id);
      expect(nameOf(i)).toBe(k.name);
      expect(minEnergy(i)).toBe(k.minEnergy);
      expect(maxEnergy(i)).toBe(k.maxEnergy ?? 127);
      expect(damageOf(i)).toBe(k.damage);
      expect(categoryOf(i)).toBe(
        k.category === "counteraction" ? CAT_COUNTER : k.category === "basic" ? CAT_BASIC : CAT_HIGH,
      );
      expect(isStrikeKind(i)).toBe(
        k.category !== "counteraction" && k.id !== "taunt" && k.id !== "now-wheres-he-going",
      );
      for (let e = 0; e <= 12; e++) {
        expect(energyFits(i, e)).toBe(e >= k.minEnergy && (k.maxEnergy === null || e <= k.maxEnergy));
      }
    });
  });
  it("give each of the 80 cards its kind", () => {
    allCards.forEach((c, i) => expect(kindIdOf(kindOfCard(i))).toBe(kindOf(c)));
  });
});
