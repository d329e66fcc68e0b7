/**
 * The card's Trick memory written back after a match (¶32; `rememberMatchTricks`): a Trick used in
 * one match is −5% in the next match of the card, without the caller adding uses up by hand.
 */
import { isRingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { rememberMatchTricks } from "../src/match/trickMemory.js";
import { ringmaster } from "../src/game.js";
import type { RingMasterState } from "../src/state.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../src/samples/wrestlers.js";
import { arrange, ofType, pct, playAll } from "./clauses/arrange.js";

/** Doc Halverson (red) tries the Distract Referee Trick, with `memory` from earlier matches of the card. */
function distract(memory: Record<string, Record<string, number>>): {
  readonly state: RingMasterState;
  readonly target: number | undefined;
} {
  const config = { red: DOC_HALVERSON, blue: BRUNO_MADDOX, options: { trickMemory: memory } };
  const s = arrange({ config, faces: pct(1) });
  const { state, events } = playAll(s, [{ type: "distract-referee" }]);
  return { state, target: ofType(events, "distraction")[0]?.check.target };
}

describe("rememberMatchTricks", () => {
  it("adds this match's Tricks to the card's memory by wrestler name, and the next match pays −5% a use", () => {
    const first = distract({});
    const memory = rememberMatchTricks({ "Flash Delgado": { "Blind Tag": 1 } }, first.state);
    expect(memory).toEqual({
      "Flash Delgado": { "Blind Tag": 1 },
      "Doc Halverson": { "Distract Referee": 1 },
    });
    const second = distract(memory);
    expect(first.target).toBe(DOC_HALVERSON.attributes.SAV);
    expect(second.target).toBe(DOC_HALVERSON.attributes.SAV - 5);
    // and again: two uses on the card
    const third = distract(rememberMatchTricks(memory, second.state));
    expect(third.target).toBe(DOC_HALVERSON.attributes.SAV - 10);
  });

  it("Counters are not remembered: their −5% ends with the match", () => {
    const s = arrange();
    const used: RingMasterState = { ...s, counterUses: { red: { Block: 2 }, blue: { Duck: 1 } } };
    expect(rememberMatchTricks({}, used)).toEqual({});
  });

  it("a tag team's Tricks are remembered for both of its men", () => {
    const config = {
      red: BRUNO_MADDOX,
      blue: DOC_HALVERSON,
      redPartner: FLASH_DELGADO,
      bluePartner: BRUNO_MADDOX,
    };
    const s = ringmaster.start(config, 3).state;
    const used: RingMasterState = { ...s, counterUses: { red: { "Blind Tag": 1 }, blue: {} } };
    expect(rememberMatchTricks({}, used)).toEqual({
      "Bruno Maddox": { "Blind Tag": 1 },
      "Flash Delgado": { "Blind Tag": 1 },
    });
  });

  it("rejects a memory that is not one and a state that is not a match's, every problem at once", () => {
    const s = arrange();
    let caught: unknown;
    try {
      rememberMatchTricks({ Bruno: { "Not A Trick": 1 } }, { ...s, ap: -3 });
    } catch (e) {
      caught = e;
    }
    expect(isRingsideError(caught) && caught.code).toBe("INVALID_ARGUMENT");
    const paths = isRingsideError(caught) ? caught.problems.map((p) => p.path) : [];
    expect(paths.some((p) => p.startsWith("memory.Bruno"))).toBe(true);
    expect(paths.some((p) => p.startsWith("state"))).toBe(true);
  });
});
