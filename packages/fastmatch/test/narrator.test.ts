import { describe, expect, it } from "vitest";
import {
  captainLuger,
  createNarrator,
  kaltor,
  resolveMatch,
  singlesConfig,
  tagConfig,
  writeUp,
  type FastMatchEvent,
} from "@ringside/fastmatch";

describe("the write-up", () => {
  it("uses each wrestler's own moves and one paragraph per round", () => {
    const { state, events } = resolveMatch({ config: singlesConfig, dice: 3 });
    const report = writeUp(state, events);
    expect(report[0]).toBe("Captain Luger vs Kaltor the Violent");
    expect(report.length).toBe(state.round + 1);
    expect(report.slice(1).every((p) => /^Round \d+:/.test(p))).toBe(true);
    const text = report.join(" ");
    for (const e of events) {
      if (e.type !== "exchange" || e.winner === null) continue;
      const w = e.winner === "challenger" ? 0 : 1;
      const said = e.finishers[w] !== null ? "Oriental Wristlock" : e.moves[w]!;
      expect(text).toContain(said);
    }
    expect(report.at(-1)).toMatch(/winner|draw/i);
  });

  it("brings in managers for cheats and saves", () => {
    const tell = createNarrator({
      managers: { [kaltor.name]: "Sister Mercy", [captainLuger.name]: "Uncle Sam" },
      sides: ["Captain Luger", "Kaltor the Violent"],
    });
    const exchange: FastMatchEvent = {
      type: "exchange",
      round: 1,
      outside: false,
      actors: ["Captain Luger", "Kaltor the Violent"],
      actions: ["regular", "regular"],
      moves: ["chops", "punch and choke"],
      finishers: [null, null],
      illegal: [false, true],
      rolls: [7, 9],
      bonus: -2,
      totals: [7, 11],
      winner: "defender",
      margin: 4,
      shift: 1,
    };
    expect(tell(exchange)).toContain("Sister Mercy helps out behind the referee's back");
    expect(tell(exchange)).toContain("punch and choke");
    const fall: FastMatchEvent = {
      type: "fall",
      round: 2,
      kind: "pin",
      attacker: "Kaltor the Violent",
      defender: "Captain Luger",
      bonus: 2,
      rolls: [10, 9],
      margin: 3,
      count: 2,
    };
    expect(tell(fall)).toBe(
      "Kaltor the Violent gets a two count, but Uncle Sam drags Captain Luger's foot to the ropes!",
    );
  });

  it("names whose finisher it is in a tag match", () => {
    const { state, events } = resolveMatch({ config: tagConfig, dice: 3 });
    const text = writeUp(state, events).join("\n");
    expect(text).toContain("Sons of Liberty vs The Violators");
    expect(text).toMatch(/Round 1: (Sons of Liberty|The Violators|neither)/);
  });
});
