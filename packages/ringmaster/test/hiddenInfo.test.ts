/**
 * Hidden information (¶43 and the Interpretations page): a wrestler's objects in the tights are
 * his side's secret. His player's view shows them; the other player's and a spectator's show
 * neither the objects nor how many; the bots, on the Game API and on the fast path, get only views.
 */
import { createRng, runMatch, type Bot } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { searchBot } from "../src/bots/searchBot.js";
import { ringmaster } from "../src/game.js";
import type { RingMasterView } from "../src/state.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../src/samples/wrestlers.js";
import type { RingMasterConfig, RingMasterPlayer } from "../src/config.js";
import type { RingMasterMove, RingMasterState } from "../src/state.js";

const sly = { ...DOC_HALVERSON, concealed: ["Brass Knuckles", "Powder"] };
const singles: RingMasterConfig = { red: sly, blue: { ...FLASH_DELGADO, concealed: ["Fire Tab"] } };
const tag: RingMasterConfig = {
  red: BRUNO_MADDOX,
  redPartner: { ...FLASH_DELGADO, concealed: ["Cloth"] },
  blue: DOC_HALVERSON,
  bluePartner: { ...sly, name: "Doc's Shadow" },
};

/** Every place a view could hold a wrestler's hidden objects, as text. */
const hiddenOf = (v: RingMasterView, p: RingMasterPlayer): string =>
  JSON.stringify([v.corners[p], v.tag?.partners[p] ?? null]);

describe("views hide the other side's objects in the tights", () => {
  it("a player sees his own hidden objects, on his corner and his sheet; not the other side's, nor how many", () => {
    const s = ringmaster.start(singles, 1).state;
    const red = ringmaster.view(s, "red");
    expect(red.corners.red.concealed).toEqual(["Brass Knuckles", "Powder"]);
    expect(red.corners.red.sheet.concealed).toEqual(["Brass Knuckles", "Powder"]);
    expect(hiddenOf(red, "blue")).not.toMatch(/concealed|Fire Tab/);
    const blue = ringmaster.view(s, "blue");
    expect(blue.corners.blue.concealed).toEqual(["Fire Tab"]);
    expect(hiddenOf(blue, "red")).not.toMatch(/concealed|Brass Knuckles|Powder/);
    // the rest of the other man is in plain view
    expect(red.corners.blue.sheet.arsenal).toEqual(FLASH_DELGADO.arsenal);
    expect(red.corners.blue.intensity).toBe(s.corners.blue.intensity);
  });

  it("a spectator sees neither side's; tag partners' are hidden the same way", () => {
    const s = ringmaster.start(tag, 2).state;
    const crowd = ringmaster.view(s, null);
    expect(JSON.stringify(crowd)).not.toMatch(/concealed/);
    const red = ringmaster.view(s, "red");
    expect(red.tag?.partners.red.concealed).toEqual(["Cloth"]);
    expect(hiddenOf(red, "blue")).not.toMatch(/concealed|Brass Knuckles|Powder/);
    const blue = ringmaster.view(s, "blue");
    expect(blue.tag?.partners.blue.sheet.concealed).toEqual(["Brass Knuckles", "Powder"]);
    expect(hiddenOf(blue, "red")).not.toMatch(/concealed|"Cloth"/);
  });

  it("an object once drawn is in the open: the other side sees it in his hand, and never the rest", () => {
    const s0 = ringmaster.start(singles, 3).state;
    const s = ringmaster.loadState({
      ...s0,
      attacker: "red",
      phase: "position",
      ap: 6,
      corners: {
        red: { ...s0.corners.red, square: { row: 4, col: 4 }, position: "Facing", rope: 0 },
        blue: { ...s0.corners.blue, square: { row: 4, col: 5 }, position: "Facing", rope: 0 },
      },
    });
    expect(ringmaster.moves(s, "red")).toContainEqual({ type: "draw", object: "Brass Knuckles" });
    const after = ringmaster.play(s, "red", { type: "draw", object: "Brass Knuckles" }).state;
    const blue = ringmaster.view(after, "blue");
    expect(blue.corners.red.object).toBe("Brass Knuckles");
    expect(hiddenOf(blue, "red")).not.toMatch(/concealed|Powder/);
    expect(ringmaster.view(after, "red").corners.red.concealed).toEqual(["Powder"]);
  });
});

describe("bots decide from their views only", () => {
  /** A bot that plays like the heuristic bot and keeps every view it is given. */
  function recording(seen: RingMasterView[]): Bot<RingMasterView, RingMasterMove> {
    const inner = heuristicBot();
    return (input) => {
      seen.push(input.view);
      return inner(input);
    };
  }

  it("on the Game API and on the fast path, no bot's view shows the other side's hidden objects", () => {
    for (const [config, seed] of [
      [singles, 4],
      [tag, 5],
    ] as const) {
      const red: RingMasterView[] = [];
      const blue: RingMasterView[] = [];
      runMatch(ringmaster, { config, dice: seed, bots: { red: recording(red), blue: recording(blue) } });
      const fastRed: RingMasterView[] = [];
      const fastBlue: RingMasterView[] = [];
      ringmaster.fast?.run(config, seed, { red: recording(fastRed), blue: recording(fastBlue) }, 0);
      expect(red.length > 0 && blue.length > 0 && fastRed.length > 0 && fastBlue.length > 0).toBe(true);
      for (const v of [...red, ...fastRed]) expect(hiddenOf(v, "blue")).not.toMatch(/concealed/);
      for (const v of [...blue, ...fastBlue]) expect(hiddenOf(v, "red")).not.toMatch(/concealed/);
      for (const v of [...red, ...fastRed, ...blue, ...fastBlue]) expect(v).not.toHaveProperty("dice");
    }
  });

  it("the search bot's choice is the same whatever the other side hides (it searches over its view)", () => {
    let checked = 0;
    for (let seed = 0; seed < 3; seed++) {
      let s: RingMasterState = ringmaster.start(singles, seed).state;
      for (let i = 0; i < 8; i++) {
        const t = ringmaster.turn(s);
        if (t.kind !== "decide") break;
        const p = t.players[0]!;
        s = ringmaster.play(s, p, ringmaster.moves(s, p)[0]!).state;
      }
      const t = ringmaster.turn(s);
      if (t.kind !== "decide") continue;
      const p = t.players[0]!;
      const q = p === "red" ? "blue" : "red";
      // the same match, but the other man hides other objects (or none)
      const elsewhere = ringmaster.loadState({
        ...s,
        corners: {
          ...s.corners,
          [q]: {
            ...s.corners[q],
            concealed: ["Spike", "Chain"],
            sheet: { ...s.corners[q].sheet, concealed: ["Spike", "Chain"] },
          },
        },
      });
      const bot = searchBot({ rollouts: 2, horizon: 3 });
      const ask = (x: RingMasterState): RingMasterMove =>
        bot({ view: ringmaster.view(x, p), moves: ringmaster.moves(x, p), rng: createRng(seed) });
      expect(ringmaster.view(elsewhere, p)).toEqual(ringmaster.view(s, p));
      expect(ask(elsewhere)).toEqual(ask(s));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
