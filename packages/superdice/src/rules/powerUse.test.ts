import { describe, expect, it } from "vitest";
import { table, use } from "../../test/fixture.js";
import { cloneState } from "../clone.js";
import type { PowerId } from "../data/powerIds.js";
import type { SuperDiceMove } from "../moves.js";
import type { SuperDiceState } from "../types.js";
import { activate, activation, activations } from "./powerUse.js";

/** The state after red uses `power` standing in for `as` on `dice`, rerolls taking `rolls`. */
function useAs(state: SuperDiceState, power: PowerId, as: PowerId, dice?: number[], rolls: number[] = []) {
  const work = cloneState(state);
  activate(work, "red", { type: "activate", power, as, ...(dice === undefined ? {} : { dice }) }, () => {
    const r = rolls.shift();
    if (r === undefined) throw new Error("no roll scripted");
    return r;
  });
  return work;
}

/** The activations listed for `power` (standing in for `as`, when given). */
const usesOf = (moves: readonly SuperDiceMove[], power: string, as?: string): SuperDiceMove[] =>
  moves.filter((m) => m.type === "activate" && m.power === power && (as === undefined || m.as === as));

describe("activating powers", () => {
  it("a * power needs a 6 showing", () => {
    expect(activations(table("5", "", { red: ["knockback"] }), "red")).toEqual([]);
    expect(activations(table("6", "", { red: ["knockback"] }), "red")).toEqual([
      { type: "activate", power: "knockback" },
    ]);
  });
  it("each power once a turn", () => {
    const s = use(table("6", "", { red: ["knockback"] }), "knockback");
    expect(activations(s, "red")).toEqual([]);
  });
  it("a power with nothing to work on cannot be used", () => {
    expect(activations(table("4,4,5,6,6", "", { red: ["super-leap"] }), "red")).toEqual([]);
  });
  it("Mystic Powers as Internal Reserves pays both prices and needs more hits than that", () => {
    const s = table("1", "", { red: ["mystic-powers"] });
    s.heroes.red.hits = 5;
    expect(activations(s, "red").some((m) => m.type === "activate" && m.as === "internal-reserves")).toBe(
      false,
    );
    s.heroes.red.hits = 6;
    expect(activations(s, "red").some((m) => m.type === "activate" && m.as === "internal-reserves")).toBe(
      true,
    );
  });
  it("constant powers are never activated; only activated ones are listed", () => {
    expect(activations(table("1", "", { red: ["regeneration", "super-speed", "armor"] }), "red")).toEqual([
      { type: "activate", power: "armor" },
    ]);
  });
  it("a move names only what it uses: no empty `as`, dice or side", () => {
    const plain = activation("armor", undefined, {});
    expect(Object.keys(plain)).toEqual(["type", "power"]);
    expect(Object.keys(activation("mimic", "armor", { dice: [1], side: "attack" }))).toEqual([
      "type",
      "power",
      "as",
      "dice",
      "side",
    ]);
  });
  it("Internal Reserves costs 3 hits and leaves the hero 1 at least, the Sidekick's copy too", () => {
    const s = table("1", "", { red: ["internal-reserves"] });
    s.heroes.red.hits = 3;
    expect(usesOf(activations(s, "red"), "internal-reserves")).toEqual([]);
    s.heroes.red.hits = 4;
    expect(usesOf(activations(s, "red"), "internal-reserves")).toHaveLength(1);
    expect(use(s, "internal-reserves", { dice: [1] }, [6]).heroes.red.hits).toBe(1);
    const k = table("1", "", { red: ["sidekick", "internal-reserves"] });
    k.heroes.red.sidekick = { hits: 20, copy: "internal-reserves" };
    k.used.red.push("internal-reserves");
    k.heroes.red.hits = 3;
    expect(usesOf(activations(k, "red"), "sidekick")).toEqual([]);
    k.heroes.red.hits = 4;
    expect(usesOf(activations(k, "red"), "sidekick")).toHaveLength(1);
    const after = useAs(k, "sidekick", "internal-reserves", [1], [6]);
    expect(after.heroes.red.hits).toBe(1);
    // The copy is the Sidekick's own use: the hero's Internal Reserves is not spent by it.
    expect(after.used.red).toEqual(["internal-reserves", "sidekick"]);
  });
  it("a Sidekick uses its copy once a turn, and not once beaten", () => {
    const s = table("1", "", { red: ["sidekick", "armor"] });
    s.heroes.red.sidekick = { hits: 20, copy: "armor" };
    expect(usesOf(activations(s, "red"), "sidekick", "armor")).toHaveLength(1);
    s.used.red.push("sidekick");
    expect(usesOf(activations(s, "red"), "sidekick")).toEqual([]);
    s.used.red = [];
    s.heroes.red.sidekick.hits = 0;
    expect(usesOf(activations(s, "red"), "sidekick")).toEqual([]);
  });
  it("Mystic Powers as Internal Reserves takes both prices; a borrowed power counts as used", () => {
    const s = table("1", "", { red: ["mystic-powers"] });
    const after = useAs(s, "mystic-powers", "internal-reserves", [1], [6]);
    expect(after.heroes.red.hits).toBe(45);
    expect(after.used.red).toEqual(["mystic-powers", "internal-reserves"]);
    expect(after.last).toMatchObject({ player: "red", power: "internal-reserves", cost: 5 });
    const m = table("1", "", { red: ["mimic"], blue: ["armor"] });
    expect(useAs(m, "mimic", "armor").used.red).toEqual(["mimic", "armor"]);
    const r = table("1", "", { red: ["mimic"], blue: ["armor"], options: { borrowRepeats: true } });
    expect(useAs(r, "mimic", "armor").used.red).toEqual(["mimic"]);
  });
});
