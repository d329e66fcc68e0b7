/** `validateConfig` reports every problem at once: shape problems and creation-rule problems together. */
import { isRingsideError, type Problem } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { validateConfig } from "../src/validateConfig.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../src/samples/wrestlers.js";

function problemsOf(input: unknown): readonly Problem[] {
  try {
    validateConfig(input);
  } catch (e) {
    if (isRingsideError(e) && e.code === "INVALID_CONFIG") return e.problems;
    throw e;
  }
  return [];
}

const line = (p: Problem): string => `${p.path} | ${p.rule ?? "no rule"}`;

describe("validateConfig lists every problem at once", () => {
  it("the shape problems of one wrestler and the creation-rule problems of another, each with its path and rule", () => {
    const problems = problemsOf({
      // red: broken shape (out of range, an unknown key)
      red: { ...BRUNO_MADDOX, attributes: { ...BRUNO_MADDOX.attributes, STR: 140 }, colour: "red" },
      // blue: the right shape, but a maneuver not in the catalogue, a Finisher outside the Arsenal,
      // an object that cannot be hidden, and too many points for a new wrestler
      blue: {
        ...FLASH_DELGADO,
        attributes: { ...FLASH_DELGADO.attributes, STR: 90 },
        arsenal: [...FLASH_DELGADO.arsenal.slice(0, 10), { maneuver: "Atomic Leg Drop", bonus: 5 }],
        finisher: "Powerbomb",
        concealed: ["Steel Chair"],
      },
    }).map(line);
    expect(problems).toEqual(
      expect.arrayContaining([
        "red.attributes.STR | RingMaster › Completion › Attributes",
        "red.colour | RingMaster › Completion › Attributes",
        "blue.arsenal.10.maneuver | RingMaster › Completion › The Arsenal",
        "blue.finisher | RingMaster › Completion › The Arsenal",
        "blue.concealed.0 | RingMaster › Foreign objects (¶43)",
        "blue.attributes | RingMaster › Completion › Point-buy",
        "blue.attributes.STR | RingMaster › Completion › Point-buy",
      ]),
    );
    // nothing judged twice: the broken sheet gets no creation-rule problems of its own
    expect(problems.filter((p) => p.startsWith("red.")).every((p) => !p.includes("Point-buy"))).toBe(true);
  });

  it("broken options, a broken partner and a partner's creation rules come together", () => {
    const problems = problemsOf({
      red: BRUNO_MADDOX,
      blue: FLASH_DELGADO,
      redPartner: { ...DOC_HALVERSON, finisher: "Sunset Flip" },
      bluePartner: { ...DOC_HALVERSON, height: 20 },
      options: { opening: "handshake", pointBudget: 385 },
      extra: true,
    }).map(line);
    expect(problems).toEqual(
      expect.arrayContaining([
        "extra | RingMaster › Match set-up",
        "options.opening | RingMaster › Options",
        "redPartner.finisher | RingMaster › Completion › The Arsenal",
        "bluePartner.height | RingMaster › Completion › Attributes",
      ]),
    );
  });

  it("a broken pointBudget skips the point-buy rather than judging by another budget; the other rules still run", () => {
    const strong = { ...FLASH_DELGADO, attributes: { ...FLASH_DELGADO.attributes, STR: 95 } };
    const problems = problemsOf({
      red: { ...BRUNO_MADDOX, finisher: "Punch" },
      blue: strong,
      options: { pointBudget: "lots" },
    }).map(line);
    expect(problems).toEqual([
      "options.pointBudget | RingMaster › Options",
      "red.finisher | RingMaster › Completion › The Arsenal",
    ]);
  });

  it("a valid configuration passes with its options filled in; a missing wrestler is named", () => {
    expect(validateConfig({ red: BRUNO_MADDOX, blue: FLASH_DELGADO }).options.pointBudget).toBe(385);
    expect(problemsOf({ red: BRUNO_MADDOX, bluePartner: FLASH_DELGADO }).map((p) => p.path)).toEqual(
      expect.arrayContaining(["blue", "redPartner"]),
    );
    expect(problemsOf(null).length).toBeGreaterThan(0);
    expect(problemsOf({ red: BRUNO_MADDOX, blue: 7n }).map((p) => p.path)).toEqual(["blue"]);
  });
});

describe("the Trick memory keeps or refuses every key", () => {
  it("a wrestler named constructor keeps his card's Trick uses; a Trick named prototype is refused at its path", () => {
    const memory = JSON.parse(
      '{"constructor": {"Distract Referee": 2}, "Bruno Maddox": {"prototype": 1}}',
    ) as unknown;
    expect(
      problemsOf({ red: BRUNO_MADDOX, blue: DOC_HALVERSON, options: { trickMemory: memory } }).map(
        (p) => p.path,
      ),
    ).toEqual(["options.trickMemory.Bruno Maddox.prototype"]);
    const kept = validateConfig({
      red: BRUNO_MADDOX,
      blue: DOC_HALVERSON,
      options: { trickMemory: JSON.parse('{"constructor": {"Distract Referee": 2}}') as unknown },
    });
    expect(kept.options?.trickMemory).toEqual({ constructor: { "Distract Referee": 2 } });
  });
});
