import { describe, expect, it } from "vitest";
import type { RingMasterEvent } from "../events.js";
import { ringmaster } from "../game.js";
import { BRUNO_MADDOX, DOC_HALVERSON } from "../samples/wrestlers.js";
import type { RingMasterState } from "../state.js";
import { standoff } from "./standoff.js";

/** Red attacking in the first round, with Action Points spent and a chain going. */
function attacking(): RingMasterState {
  const s = ringmaster.start({ red: BRUNO_MADDOX, blue: DOC_HALVERSON }, 1).state;
  return { ...s, attacker: "red", phase: "respond", ap: 2, apShort: 1, chain: true, covers: 1, seconds: 20 };
}

describe("the Standoff (¶75)", () => {
  it("the round runs a second longer and the attacker who keeps Advantage goes on where he was", () => {
    const s = attacking();
    const events: RingMasterEvent[] = [];
    const after = standoff(s, "red", events);
    expect(events).toEqual([{ type: "standoff", keeps: "red" }]);
    expect(after).toMatchObject({
      attacker: "red",
      phase: "position",
      seconds: 21,
      ap: 2,
      apShort: 1,
      chain: true,
    });
  });

  it("when the defender keeps Advantage he attacks with his own Action Points, nothing carried over", () => {
    const s = attacking();
    const events: RingMasterEvent[] = [];
    const after = standoff(s, "blue", events);
    expect(events).toEqual([
      { type: "standoff", keeps: "blue" },
      { type: "advantage", to: "blue", why: "the telegraphed botch" },
    ]);
    expect(after).toMatchObject({
      attacker: "blue",
      phase: "position",
      seconds: 21,
      ap: s.corners.blue.traits.SPD,
      apShort: 0,
      chain: false,
      covers: 0,
    });
  });
});
