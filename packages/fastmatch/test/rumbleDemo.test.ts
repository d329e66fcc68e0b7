import { describe, expect, it } from "vitest";
import {
  buddy,
  captainLuger,
  kaltor,
  narrateRumble,
  prisonerPain,
  resolveRumble,
  type RumbleConfig,
  type RumbleEvent,
} from "@ringside/fastmatch";

/** The configuration of the example on docs/fastmatch/rumble.md. */
const config: RumbleConfig = {
  entrants: [
    { ...captainLuger, alignment: "face" },
    { ...kaltor, alignment: "heel" },
    { ...buddy, alignment: "face" },
    { ...prisonerPain, alignment: "heel" },
  ],
  plans: { "Prisoner Pain": { targets: ["Captain Luger"], cheat: true } },
};

const of = <T extends RumbleEvent["type"]>(events: readonly RumbleEvent[], type: T) =>
  events.filter((e): e is Extract<RumbleEvent, { type: T }> => e.type === type);

describe("the Royal Rumble page's example", () => {
  it("ends with the last wrestler in the ring as the winner, and narrates every step it claims", () => {
    const { state, events } = resolveRumble(config, 2026);
    expect(state.result).toMatchObject({ method: "knockout", detail: "last one left in the ring" });
    const winner = state.result!.winner!;
    expect(state.wrestlers.filter((w) => w.status !== "out").map((w) => w.name)).toEqual([winner]);
    expect(of(events, "entry").map((e) => e.round)).toEqual([0, 0, 3, 5]);
    expect(of(events, "elimination")).toHaveLength(3);
    const lines = events.map(narrateRumble).filter((l): l is string => l !== null);
    expect(lines.at(-1)).toBe(`${winner} wins the Royal Rumble!`);
    expect(lines.filter((l) => l.includes("hits the ring!"))).toHaveLength(4);
  });

  it("same seed, same Rumble; the demo's seed box changes it", () => {
    const a = resolveRumble(config, 2026);
    expect(resolveRumble(config, 2026)).toEqual(a);
    const others = [1, 2, 3, 7].map((seed) => resolveRumble(config, seed).events);
    expect(others.some((e) => JSON.stringify(e) !== JSON.stringify(a.events))).toBe(true);
  });

  it("Prisoner Pain's plan is followed: he goes after Captain Luger while both are in", () => {
    const { events } = resolveRumble(config, 2026);
    const fights = of(events, "engagement").filter((e) => e.attackers.includes("Prisoner Pain"));
    const out = of(events, "elimination").find((e) => e.wrestler === "Captain Luger")?.round ?? Infinity;
    const pp = of(events, "elimination").find((e) => e.wrestler === "Prisoner Pain")?.round ?? Infinity;
    const both = fights.filter((e) => e.round < Math.min(out, pp));
    expect(both.length).toBeGreaterThan(0);
    for (const e of both) expect(e.defender === "Captain Luger" || e.how === "gang-up").toBe(true);
    expect(of(events, "cheat-check").some((e) => e.wrestler === "Prisoner Pain")).toBe(true);
  });
});
