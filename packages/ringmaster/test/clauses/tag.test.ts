/**
 * Tag-team clauses (¶118, ¶133–¶140) through the Game API with scripted dice.
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../../src/samples/wrestlers.js";
import type { RingMasterConfig } from "../../src/config.js";
import type { RingMasterMove, RingMasterState } from "../../src/state.js";
import { arrange, ofType, pct, playAll, type Arrangement } from "./arrange.js";

const TAG: RingMasterConfig = {
  red: BRUNO_MADDOX,
  redPartner: FLASH_DELGADO,
  blue: DOC_HALVERSON,
  bluePartner: { ...BRUNO_MADDOX, name: "Bruno's Cousin", prestige: -15 },
};
const RED_CORNER = { row: 2, col: 2 } as const;
const landed = { by: "red", maneuver: "Clothesline", attempts: 1, hit: true } as const;

function tagMatch(a: Omit<Arrangement, "config"> = {}): RingMasterState {
  return arrange({ config: TAG, ...a });
}
const tags = (s: RingMasterState): RingMasterMove[] =>
  ringmaster.moves(s, "red").filter((m) => m.type === "tag" && m.kind !== "fake");

describe("warnings go with the wrestler (¶118)", () => {
  it("the incoming partner brings his own count; the outgoing man keeps his", () => {
    const base = tagMatch();
    const s = tagMatch({
      red: { square: RED_CORNER },
      blue: { square: { row: 5, col: 5 } },
      state: { referee: { ...base.referee, warnings: { red: 2, blue: 0 } } },
    });
    const { state } = playAll(s, [{ type: "tag", kind: "tag" }]);
    expect(state.corners.red.sheet.name).toBe(FLASH_DELGADO.name);
    expect(state.referee.warnings.red).toBe(0);
    expect(state.tag?.partnerWarnings?.red).toBe(2);
  });
});

describe("the tag's 5 Action Points (¶134, ¶58)", () => {
  const at = { red: { square: RED_CORNER }, blue: { square: { row: 5, col: 5 } } };
  it("is offered only when he can pay it, Stun traded after a hit included", () => {
    expect(tags(tagMatch({ ...at, state: { ap: 2 } }))).toHaveLength(0);
    expect(tags(tagMatch({ ...at, state: { ap: 5 } }))).toHaveLength(2);
    const traded = tagMatch({ ...at, blue: { ...at.blue, stun: 3 }, state: { ap: 2, last: landed } });
    expect(tags(traded)).toHaveLength(2);
    const { state } = playAll(traded, [{ type: "tag", kind: "tag" }]);
    // the three points of Stun paid, then the new round's REC off what is left
    expect(state.corners.blue.stun).toBe(0);
    expect(ofType(playAll(traded, [{ type: "tag", kind: "tag" }]).events, "tag")[0]?.made).toBe(true);
  });
});

describe("the Blind and Fake Tags are Tricks (¶136–¶137, ¶32)", () => {
  const at = { red: { square: RED_CORNER }, blue: { square: { row: 5, col: 5 } }, faces: pct(99) };
  const target = (s: RingMasterState, kind: "blind" | "fake"): number | undefined =>
    ofType(playAll(s, [{ type: "tag", kind }]).events, "tag")[0]?.check?.target;
  it("−5% for each earlier use in the match and on the card before it", () => {
    const fresh = target(tagMatch({ ...at, state: { ap: 5 } }), "blind") ?? 0;
    const usedOnce = tagMatch({
      ...at,
      state: { ap: 5, counterUses: { red: { "Blind Tag": 1 }, blue: {} } },
    });
    expect(target(usedOnce, "blind")).toBe(fresh - 5);
    const s = tagMatch({ ...at, state: { ap: 5 } });
    const card = {
      ...s,
      options: { ...s.options, trickMemory: { [BRUNO_MADDOX.name]: { "Blind Tag": 2 } } },
    };
    expect(target(card, "blind")).toBe(fresh - 10);
    const far = { ...at, red: { square: { row: 5, col: 4 } } };
    const fake = target(tagMatch({ ...far, state: { ap: 5 } }), "fake") ?? 0;
    const fakeAgain = tagMatch({
      ...far,
      state: { ap: 5, counterUses: { red: { "Fake Tag": 1 }, blue: {} } },
    });
    expect(target(fakeAgain, "fake")).toBe(fake - 5);
  });
});

describe("saves and double teams (¶138–¶140)", () => {
  it("a save that lands hurts the pinner", () => {
    const s = tagMatch({
      attacker: "blue",
      red: { square: { row: 5, col: 5 }, position: "Prone" },
      blue: { square: { row: 5, col: 4 } },
      state: {
        phase: "pin",
        pin: {
          failures: 0,
          chances: 3,
          used: [],
          hooked: false,
          predicament: false,
          priorCovers: 0,
          screwjob: false,
        },
      },
      // the blocker's SAV 99: he stays out; the save 10; its damage dice
      faces: [...pct(99), ...pct(10)],
    });
    const save = ringmaster.moves(s, "red").find((m) => m.type === "save");
    if (save === undefined) throw new Error("no save");
    const { state, events } = playAll(s, [save]);
    expect(ofType(events, "save")[0]?.saved).toBe(true);
    const hit = ofType(events, "hit").find((e) => e.maneuver.endsWith("(save)"));
    expect(hit?.damage).toBeGreaterThan(0);
    expect(state.corners.blue.intensity).toBe(s.corners.blue.intensity - (hit?.damage ?? 0));
  });

  it("two different maneuvers at once: the lower Skill + 10%, both land", () => {
    const base = tagMatch();
    const s = tagMatch({
      red: { square: { row: 5, col: 4 } },
      blue: { square: { row: 5, col: 5 } },
      state: { tag: base.tag === null ? null : { ...base.tag, changeover: { red: 2, blue: 0 } } },
      faces: pct(10),
    });
    const dt = ringmaster
      .moves(s, "red")
      .find(
        (m): m is Extract<RingMasterMove, { type: "double-team" }> =>
          m.type === "double-team" && m.partner !== undefined,
      );
    if (dt === undefined) throw new Error("no double team with two maneuvers");
    const { events } = playAll(s, [dt]);
    const hits = ofType(events, "hit");
    expect(hits.map((h) => h.maneuver)).toEqual([`${dt.partner ?? ""} (partner)`, dt.maneuver]);
  });
});
