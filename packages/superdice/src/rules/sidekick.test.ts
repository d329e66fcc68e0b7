import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import { activations } from "./powerUse.js";
import { copyChoices, copyPending } from "./sidekick.js";

describe("Sidekick", () => {
  it("waits for its hero to choose an activated power to copy", () => {
    const s = table("2", "", { red: ["sidekick", "growth", "regeneration", "mimic"] });
    s.heroes.red.sidekick = { hits: 20, copy: null };
    expect(copyChoices(s, "red")).toEqual(["growth"]);
    expect(copyPending(s)).toBe("red");
  });
  it("uses its copy once a turn, beside its hero's own use", () => {
    const s = table("2,2", "", { red: ["sidekick", "super-leap"] });
    s.heroes.red.sidekick = { hits: 20, copy: "super-leap" };
    const moves = activations(s, "red");
    expect(moves.filter((m) => m.type === "activate" && m.power === "sidekick")).toHaveLength(2);
    s.heroes.red.sidekick.hits = 0;
    expect(activations(s, "red").some((m) => m.type === "activate" && m.power === "sidekick")).toBe(false);
  });
});

describe("the Sidekick's copy is asked for", () => {
  it("only while the Sidekick stands and its hero has a power it may copy", () => {
    const s = table("", "", { red: ["sidekick", "armor"] });
    s.heroes.red.sidekick = { hits: 1, copy: null };
    expect(copyPending(s)).toBe("red");
    s.heroes.red.sidekick.hits = 0;
    expect(copyPending(s)).toBeNull();
    const only = table("", "", { red: ["sidekick", "regeneration"] });
    only.heroes.red.sidekick = { hits: 20, copy: null };
    expect(copyChoices(only, "red")).toEqual([]);
    expect(copyPending(only)).toBeNull();
  });
});
