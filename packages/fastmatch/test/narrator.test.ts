import { describe, expect, it } from "vitest";
import {
  captainLuger,
  createNarrator,
  kaltor,
  resolveMatch,
  singlesConfig,
  tagConfig,
  writeUp,
  colourOf,
  loadCharacter,
  buddy,
  prisonerPain,
  narrateRumble,
  resolveRumble,
  type FastMatchEvent,
} from "@ringside/fastmatch";

describe("the write-up", () => {
  it("uses each wrestler's own moves and one paragraph per round", () => {
    const { state, events } = resolveMatch({ config: singlesConfig, dice: 3 });
    const report = writeUp(state, events);
    expect(report[0]).toBe("Captain Luger vs Kaltor the Violent");
    expect(report.length).toBe(state.round + 2); // the heading, the bell, one paragraph a round
    expect(report[1]).toMatch(/the bell rings/);
    expect(report.slice(2).every((p) => /^Round \d+:/.test(p))).toBe(true);
    const text = report.join(" ");
    for (const e of events) {
      if (e.type !== "exchange" || e.winner === null) continue;
      const w = e.winner === "challenger" ? 0 : 1;
      const said = e.finishers[w] !== null ? "Oriental Wristlock" : e.moves[w];
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

describe("write-up defects (issue 19)", () => {
  const teamExchange: FastMatchEvent = {
    type: "exchange",
    round: 2,
    outside: false,
    actors: ["Captain Luger", "Kaltor"],
    actions: ["pin", "regular"],
    moves: ["Tombstone Piledriver", "surfboard"],
    finishers: ["Buddy", null],
    illegal: [false, false],
    rolls: [6, 6],
    bonus: 2,
    totals: [8, 6],
    winner: "challenger",
    margin: 2,
    shift: 0,
  };
  const tell = createNarrator({
    finishers: { Buddy: "Tombstone Piledriver", "Captain Luger": "Oriental Wristlock" },
    sides: ["Sons of Liberty", "The Violators"],
    team: true,
  });

  it("has no stray ': ' in any team write-up line", () => {
    const { state, events } = resolveMatch({ config: tagConfig, dice: 3 });
    for (const p of writeUp(state, events)) expect(p).not.toMatch(/(^|[,.!] ): /);
    expect(tell(teamExchange)).not.toMatch(/^: /);
  });

  it("credits a partner's finisher to the partner, not to the man in the ring", () => {
    const line = tell(teamExchange)!;
    expect(line).not.toMatch(/Captain Luger [a-z ]*the Tombstone Piledriver/);
    expect(line).toContain("Buddy");
    expect(line).toContain("Tombstone Piledriver");
    // The man in the ring with his own finisher is credited as before.
    const own = tell({ ...teamExchange, finishers: ["Captain Luger", null] })!;
    expect(own).toMatch(/^Captain Luger .*the Oriental Wristlock/);
  });

  it("writes the bell with the referee's awareness rolls into the report", () => {
    const { state, events } = resolveMatch({ config: singlesConfig, dice: 3 });
    const bell = events[0]!;
    expect(bell.type).toBe("bell");
    const report = writeUp(state, events);
    if (bell.type !== "bell") throw new Error("bell first");
    expect(report[1]).toContain(`awareness ${bell.awareness[0]}`);
    expect(report[1]).toContain(`awareness ${bell.awareness[1]}`);
    expect(report[1]).toContain(`rolled ${bell.rolls[0]}`);
  });

  it("says possessives and verbs as English does", () => {
    const team = (wrestler: string): FastMatchEvent => ({
      type: "damage",
      round: 1,
      side: "challenger",
      wrestler,
      target: "TEAM",
      amount: 2,
      before: 3,
      after: 1,
    });
    expect(tell(team("Sons of Liberty"))).toContain("Sons of Liberty's teamwork");
    expect(tell(team("The Violators"))).toContain("The Violators' teamwork");
    const dq = (side: "challenger" | "defender"): FastMatchEvent => ({
      type: "cheat-check",
      round: 1,
      side,
      roll: 2,
      awareness: 3,
      outcome: "disqualified",
      awarenessAfter: 3,
    });
    const singles = createNarrator({ sides: ["Captain Luger", "Kaltor the Violent"] });
    expect(singles(dq("defender"))).toContain("Kaltor the Violent is disqualified");
    expect(tell(dq("defender"))).toContain("The Violators are disqualified");
  });
});

describe("a write-up worth posting", () => {
  it("leaves the bookkeeping out when asked (no rolls, totals or attribute values)", () => {
    const { state, events } = resolveMatch({ config: singlesConfig, dice: 3 });
    const withFigures = writeUp(state, events).join("\n");
    const prose = writeUp(state, events, { figures: false }).join("\n");
    expect(withFigures).toMatch(/\(\d+ to \d+\)|rolled \d/);
    expect(prose).not.toMatch(/\(\d+ to \d+\)|\(\d+–\d+\)|rolled \d|→|awareness now/);
    expect(prose).toContain("the bell rings.");
  });

  it("keeps the capitals of a named move and lowers a sentence-case one", () => {
    const tell = createNarrator({ figures: false });
    const { events } = resolveMatch({ config: singlesConfig, dice: 3 });
    const won = events.find(
      (e): e is Extract<FastMatchEvent, { type: "exchange" }> => e.type === "exchange" && e.winner !== null,
    )!;
    const exchange = (move: string): string =>
      tell({ ...won, actions: ["regular", "regular"], moves: [move, move], finishers: [null, null] })!;
    expect(exchange("Vargas Bomb")).toContain("Vargas Bomb");
    expect(exchange("DDT on the floor")).toContain("DDT on the floor");
    expect(exchange("Clubbing blows")).toContain("clubbing blows");
  });

  it("does not repeat a sentence that says nothing new from one round to the next", () => {
    for (let dice = 0; dice < 20; dice++) {
      const { state, events } = resolveMatch({ config: singlesConfig, dice });
      const report = writeUp(state, events);
      for (let i = 3; i < report.length; i++)
        for (const quiet of ["The fight stays between the ropes.", "The referee never sees it."])
          expect(
            report[i - 1]!.includes(quiet) && report[i]!.includes(quiet),
            `dice ${dice}, paragraph ${i}`,
          ).toBe(false);
    }
  });
});

describe("pronouns", () => {
  it("are neutral by default: no he, him or his in any write-up", () => {
    const said: string[] = [];
    for (let dice = 0; dice < 30; dice++) {
      for (const config of [singlesConfig, tagConfig]) {
        const { state, events } = resolveMatch({ config, dice });
        said.push(...writeUp(state, events));
      }
    }
    const { events } = resolveRumble(
      {
        entrants: [captainLuger, kaltor, buddy, prisonerPain],
        entryInterval: 1,
        plans: {
          Buddy: {
            targets: [],
            avoid: [],
            cheat: false,
            runIns: [{ round: 3, target: "Kaltor the Violent" }],
          },
        },
      },
      5,
    );
    said.push(...events.map(narrateRumble).filter((l): l is string => l !== null));
    // The narrator's own words: what players wrote as moves may say what it likes.
    const moves = [singlesConfig, tagConfig].flatMap((c) =>
      c.sides.flatMap((side) => side.strategy.rounds.map((r) => r.moves)),
    );
    const own = moves.reduce((text, m) => text.replaceAll(m, "…"), said.join(" "));
    expect(own).toContain("…");
    expect(own).not.toMatch(/\b(he|him|his)\b/i);
  });

  const exchange: FastMatchEvent = {
    type: "exchange",
    round: 2,
    outside: false,
    actors: ["Captain Luger", "Kaltor"],
    actions: ["regular", "high-risk"],
    moves: ["Tombstone Piledriver", "top-rope elbow"],
    finishers: ["Buddy", null],
    illegal: [false, false],
    rolls: [6, 6],
    bonus: 2,
    totals: [8, 6],
    winner: "challenger",
    margin: 2,
    shift: 0,
  };
  const injury: FastMatchEvent = {
    type: "injury-roll",
    round: 2,
    wrestler: "Kaltor",
    attribute: "STR",
    roll: 5,
    total: 9,
    damage: 3,
    injured: true,
  };
  const tellWith = (pronouns?: Record<string, string>) =>
    createNarrator({ ...(pronouns === undefined ? {} : { pronouns }), sides: ["A", "B"], team: true });

  it("come from the sheet: a partner's finisher, a high-risk miss, an injury", () => {
    const neutral = tellWith();
    expect(neutral(exchange)).toContain("Buddy comes in with their finisher");
    expect(neutral(exchange)).toContain("top-rope elbow, and it costs them.");
    expect(neutral(injury)).toBe("Kaltor is hurt: an injury to their STR!");
    const tell = tellWith({ Buddy: "she/her", Kaltor: "xe/xem/xyr" });
    expect(tell(exchange)).toContain("Buddy comes in with her finisher");
    expect(tell(exchange)).toContain("top-rope elbow, and it costs xem.");
    expect(tell(injury)).toBe("Kaltor is hurt: an injury to xyr STR!");
    expect(tellWith({ Kaltor: "he/him" })(injury)).toBe("Kaltor is hurt: an injury to his STR!");
  });

  it("travel from the sheet to the write-up; a value that is not a set of pronouns is refused", () => {
    const luger = loadCharacter({ ...captainLuger, pronouns: "he/him" });
    expect(luger.pronouns).toBe("he/him");
    const { state } = resolveMatch({
      config: {
        ...singlesConfig,
        sides: [{ ...singlesConfig.sides[0], wrestlers: [luger] }, singlesConfig.sides[1]],
      },
      dice: 3,
    });
    expect(colourOf(state).pronouns).toEqual({ "Captain Luger": "he/him" });
    for (const bad of ["he", "him/he", "he/him/his/x", "she / her"]) {
      expect(() => loadCharacter({ ...captainLuger, pronouns: bad })).toThrow(/pronouns/);
    }
  });
});
