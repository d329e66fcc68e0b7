import { isRingsideError, Problems } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
  checkProfile,
  awardTitle,
  leagueRanks,
  rasslefest,
  runTournament,
  checkTitleDefence,
  createLeague,
  createNarrator,
  rateMatch,
  recordMatch,
  sampleReports,
  sampleWrestlers,
  standings,
  turnWrestler,
  validateProfile,
  type RassleState,
} from "../src/index.js";
import { sampleGame } from "../src/sample/sampleGame.js";
import { sampleFigures, sampleSnapshot } from "../src/sample/sampleReports.js";
import { sampleRunner } from "../src/sample/sampleScript.js";

/**
 * `make()`, computed in the first test that asks for it rather than while the file is collected:
 * `pnpm mutate` counts work done at collection against every test, and would then run them all.
 */
function once<T>(make: () => T): () => T {
  let box: { readonly value: T } | undefined;
  return () => (box ??= { value: make() }).value;
}

/** The final state of the sample game (Ben pins Abe with the Signature Move). */
function sampleFinal(): RassleState {
  const runner = sampleRunner(sampleFigures, sampleSnapshot);
  let s = runner.start();
  for (const [i, step] of sampleGame.steps.entries()) {
    if (step.impossible !== undefined) continue;
    s = runner.step(s, step.input, i).state;
  }
  return s;
}

describe("wrestler profiles", () => {
  it("validates a profile and lists every problem", () => {
    expect(validateProfile(sampleWrestlers.abe).name).toBe("Abe Anguish");
    try {
      validateProfile({ name: "", alignment: "hero", interferers: [] });
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e, "INVALID_SHEET")).toBe(true);
      const paths = (e as { problems: { path: string }[] }).problems.map((p) => p.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          "profile.name",
          "profile.alignment",
          "profile.interferers",
          "profile.weight",
          "profile.taunt",
        ]),
      );
    }
  });
  it("refuses a misspelled key with the closest one suggested, and a profile that is not JSON", () => {
    const problems = (input: unknown) => {
      try {
        validateProfile(input);
      } catch (e) {
        expect(isRingsideError(e, "INVALID_SHEET")).toBe(true);
        return (e as { problems: { path: string; message: string; rule?: string }[] }).problems;
      }
      return expect.unreachable();
    };
    const { taunt, ...rest } = sampleWrestlers.abe;
    const misspelt = problems({ ...rest, tuant: taunt });
    expect(misspelt).toEqual(
      expect.arrayContaining([
        {
          path: "profile.tuant",
          message: 'unknown key "tuant" (did you mean "taunt"?)',
          rule: "Rasslefest › Wrestler profile",
        },
        { path: "profile.taunt", message: "is required", rule: "Rasslefest › Wrestler profile" },
      ]),
    );
    expect(problems({ ...sampleWrestlers.abe, interferers: ["Mort", ""] }).map((p) => p.path)).toEqual([
      "profile.interferers[1]",
    ]);
    expect(problems({ ...sampleWrestlers.abe, weight: () => 1 })[0]?.path).toBe("profile.weight");
    const league = new Problems();
    expect(checkProfile("a name", "wrestlers.x", league)).toBe(false);
    expect(league.list.map((p) => p.path)).toEqual(["wrestlers.x"]);
  });
  it("the narrator calls moves by the wrestler's own names", () => {
    const narrate = createNarrator({ a: sampleWrestlers.abe, b: sampleWrestlers.ben });
    expect(
      narrate({ type: "played", player: "b", kind: "signature-move", location: "ring", role: "attack" }),
    ).toContain("the Boot Camp Bomb");
    expect(
      narrate({ type: "played", player: "a", kind: "ambush", location: "ring", role: "attack" }),
    ).toContain("Manager Mort");
    expect(narrate({ type: "match-over", result: { winner: "b", method: "pinfall" } })).toContain(
      "Benjamin Butterfield wins by pinfall",
    );
  });
});

describe("match ratings", () => {
  const final = once(sampleFinal);
  it("rates the sample game's finish", () => {
    expect(sampleReports()[0]!.ok).toBe(true);
    expect(final().result).toEqual({ winner: "b", method: "pinfall", detail: "the referee counted three" });
    const r = rateMatch(final(), { alignments: { a: "heel", b: "face" }, pointsBefore: { a: 10, b: 10 } });
    const ben = Object.fromEntries(r.b.lines.map((l) => [l.criterion, l.points]));
    expect(ben["win"]).toBe(1);
    expect(ben["won with a 6+ energy attack (or its reversal) as the last move"]).toBe(1);
    expect(ben["win ending with the Signature Move"]).toBe(3);
    const abe = Object.fromEntries(r.a.lines.map((l) => [l.criterion, l.points]));
    expect(abe["loss"]).toBe(-1);
    // Abe's Ambush is among his last three attacks: a heel losing a dirty match.
    expect(abe["loss with dirty tricks in either wrestler's last three attacks"]).toBe(-2);
    expect(r.a.total).toBe(r.a.lines.reduce((n, l) => n + l.points, 0));
    // The resumed deals keep the discard pile short: a squash.
    expect(final().deck.discardPile.length).toBeLessThan(25);
    expect(ben["squash win (under 25 cards in the discard pile)"]).toBe(1);
  });
  it("credits a reversed finish to the Reversal line, not to the reversed move's lines (an option)", () => {
    // The same finish, but Ben won by reversing Abe's Signature Move.
    const reversed: RassleState = {
      ...final(),
      log: { ...final().log, finish: { ...final().log.finish!, by: "b", reversal: true } },
    };
    const lines = (s: RassleState, credit?: boolean, alignment: "face" | "heel" = "face") =>
      Object.fromEntries(
        rateMatch(s, {
          alignments: { a: "heel", b: alignment },
          ...(credit === undefined ? {} : { creditReversedFinishes: credit }),
        }).b.lines.map((l) => [l.criterion, l.points]),
      );
    const face = lines(reversed);
    expect(face["won with a Reversal as the last move"]).toBe(1);
    expect(face["won with a 6+ energy attack (or its reversal) as the last move"]).toBe(1);
    expect(face["win ending with the Signature Move"]).toBeUndefined();
    expect(
      lines(reversed, false, "heel")["win ending with Submission Hold, Announcer's Table or Signature Move"],
    ).toBeUndefined();
    expect(lines(reversed, true)["win ending with the Signature Move"]).toBe(3);
    expect(
      lines(reversed, true, "heel")["win ending with Submission Hold, Announcer's Table or Signature Move"],
    ).toBe(2);
    // The wrestler whose own Submission Hold was turned on him still lost to a Submission Hold.
    const hold: RassleState = {
      ...reversed,
      log: { ...reversed.log, finish: { ...reversed.log.finish!, kind: "submission-hold", minEnergy: 6 } },
    };
    const abe = rateMatch(hold, { alignments: { a: "heel", b: "face" } }).a.lines.map((l) => l.criterion);
    expect(abe).toContain("lost to a Submission Hold");
  });
  it("refuses an unfinished match", () => {
    const running = { ...final(), result: null };
    expect(() => rateMatch(running, { alignments: { a: "face", b: "heel" } })).toThrow(/still going/);
  });
});

describe("the league", () => {
  const final = once(sampleFinal);
  it("ranks, moves the belt on a pinfall, and records the history", () => {
    let league = createLeague({ abe: sampleWrestlers.abe, ben: sampleWrestlers.ben }, "abe");
    expect(standings(league).map((w) => w.points)).toEqual([10, 10]);
    const rec = recordMatch(league, {
      seats: { a: "abe", b: "ben" },
      month: "2026-11",
      state: final(),
      title: true,
    });
    league = rec.league;
    expect(rec.titleChanged).toBe(true);
    expect(league.champion).toBe("ben");
    expect(league.titleHistory.map((t) => t.champion)).toEqual(["abe", "ben"]);
    expect(league.wrestlers.ben!.points).toBe(10 + rec.ratings.b.total);
    expect(league.wrestlers.abe!.losses).toBe(1);
  });
  it("never moves the belt on a disqualification, and vacates an idle title", () => {
    const dq: RassleState = { ...final(), result: { winner: "b", method: "disqualification" } };
    const league = createLeague({ abe: sampleWrestlers.abe, ben: sampleWrestlers.ben }, "abe");
    const rec = recordMatch(league, {
      seats: { a: "abe", b: "ben" },
      month: "2026-11",
      state: dq,
      title: true,
    });
    expect(rec.league.champion).toBe("abe");
    expect(checkTitleDefence(rec.league, "2026-12").champion).toBe("abe");
    expect(checkTitleDefence(rec.league, "2027-01").champion).toBeNull();
  });
  it("starts a named champion's defence clock at creation, or at the first check", () => {
    const pair = { abe: sampleWrestlers.abe, ben: sampleWrestlers.ben };
    const dated = createLeague(pair, "abe", "2026-03");
    expect(dated.titleHistory[0]).toEqual({ champion: "abe", since: "2026-03", how: "awarded" });
    expect(checkTitleDefence(dated, "2026-04").champion).toBe("abe");
    const idle = checkTitleDefence(dated, "2026-05");
    expect(idle.champion).toBeNull();
    expect(idle.titleHistory.at(-1)).toEqual({ champion: "abe", since: "2026-05", how: "vacated" });
    // Named without a month: the first check starts the clock, a later idle month still costs the belt.
    const undated = checkTitleDefence(createLeague(pair, "abe"), "2031-06");
    expect(undated.champion).toBe("abe");
    expect(undated.lastDefence).toBe("2031-06");
    expect(checkTitleDefence(undated, "2031-08").champion).toBeNull();
  });
  it("refuses malformed months and a starting month without a champion, listing every problem", () => {
    const pair = { abe: sampleWrestlers.abe, ben: sampleWrestlers.ben };
    expect(() => checkTitleDefence(createLeague(pair, "abe"), "June")).toThrow(/YYYY-MM/);
    expect(() => awardTitle(createLeague(pair), "zed", "13-2026")).toThrow(
      expect.objectContaining({
        code: "INVALID_ARGUMENT",
        problems: expect.arrayContaining([
          expect.objectContaining({ path: "id" }),
          expect.objectContaining({ path: "month" }),
        ]),
      }),
    );
    expect(() => createLeague(pair, null, "2026-01")).toThrow(/named champion/);
  });
  it("knows only its own wrestlers (no inherited keys) and refuses a malformed match", () => {
    const league = createLeague({ abe: sampleWrestlers.abe, ben: sampleWrestlers.ben });
    expect(() => createLeague({ abe: sampleWrestlers.abe, ben: sampleWrestlers.ben }, "constructor")).toThrow(
      /not in the federation/,
    );
    expect(() => awardTitle(league, "constructor", "2026-01")).toThrow(/not in the federation/);
    expect(() => turnWrestler(league, "toString", "2026-01")).toThrow(
      expect.objectContaining({ code: "INVALID_ARGUMENT" }),
    );
    expect(() =>
      recordMatch(league, { seats: { a: "constructor", b: "ben" }, month: "2026-01", state: final() }),
    ).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT" }));
    expect(() => recordMatch(league, {} as never)).toThrow(
      expect.objectContaining({ code: "INVALID_ARGUMENT" }),
    );
    const broken = {
      ...createLeague({ abe: sampleWrestlers.abe, ben: sampleWrestlers.ben }, "abe"),
      lastDefence: "2024-1",
    };
    expect(() => checkTitleDefence(broken, "2024-03")).toThrow(
      expect.objectContaining({ code: "INVALID_STATE" }),
    );
  });
  it("passes creditReversedFinishes through to the ratings of a league match", () => {
    const league = createLeague({ abe: sampleWrestlers.abe, ben: sampleWrestlers.ben });
    const reversed: RassleState = {
      ...final(),
      log: { ...final().log, finish: { ...final().log.finish!, by: "b", reversal: true } },
    };
    const base = { seats: { a: "abe", b: "ben" }, month: "2026-01", state: reversed } as const;
    const plain = recordMatch(league, base).ratings.b.lines.map((l) => l.criterion);
    const credited = recordMatch(league, { ...base, creditReversedFinishes: true }).ratings.b.lines.map(
      (l) => l.criterion,
    );
    const sigLine =
      sampleWrestlers.ben.alignment === "face"
        ? "win ending with the Signature Move"
        : "win ending with Submission Hold, Announcer's Table or Signature Move";
    expect(plain).not.toContain(sigLine);
    expect(credited).toContain(sigLine);
  });
  it("allows one face or heel turn a month", () => {
    const twoHeels = createLeague({
      abe: sampleWrestlers.abe,
      zed: { ...sampleWrestlers.ben, name: "Zed", alignment: "heel" },
    });
    const rec = recordMatch(twoHeels, { seats: { a: "abe", b: "zed" }, month: "2026-11", state: final() });
    expect(rec.mayTurn).toEqual(expect.arrayContaining(["a"]));
    const turned = turnWrestler(rec.league, "abe", "2026-11");
    expect(turned.wrestlers.abe!.profile.alignment).toBe("face");
    expect(() => turnWrestler(turned, "abe", "2026-11")).toThrow(/already turned/);
  });
});

describe("ratings and federation rules of issue #19", () => {
  const final = once(sampleFinal);
  const criteria = (s: RassleState, input: Partial<Parameters<typeof rateMatch>[1]> = {}) =>
    rateMatch(s, { alignments: { a: "heel", b: "face" }, ...input }).b.lines.map((l) => l.criterion);

  it("a long match that went through a reshuffle is no squash, however short the pile is now", () => {
    const long: RassleState = { ...final(), deck: { ...final().deck, reshuffles: 1 } };
    expect(long.deck.discardPile.length).toBeLessThan(25);
    expect(criteria(long).some((c) => c.startsWith("squash"))).toBe(false);
    expect(criteria(final()).some((c) => c.startsWith("squash"))).toBe(true);
  });

  it("a time-limit draw gets the time limit draw line by default, and not with the option off", () => {
    const timeUp: RassleState = { ...final(), result: { winner: null, method: "time-limit" } };
    const line = "time limit draw";
    expect(criteria(timeUp)).toContain(line);
    expect(criteria(timeUp, { rateTimeLimitDraws: false })).not.toContain(line);
    const energyDraw: RassleState = { ...final(), result: { winner: null, method: "draw" } };
    expect(criteria(energyDraw)).toContain(line);
    expect(criteria(energyDraw, { rateTimeLimitDraws: false })).toContain(line);
  });

  const dirtyEnd = (winner: "a" | "b", dirtyBy: "a" | "b"): RassleState => ({
    ...final(),
    result: { winner, method: "pinfall" },
    log: {
      ...final().log,
      offense: {
        a: dirtyBy === "a" ? ["punch", "foreign-object"] : ["punch"],
        b: dirtyBy === "b" ? ["punch", "low-blow"] : ["kick"],
      },
    },
  });
  const heel = (name: string) => ({ ...sampleWrestlers.abe, name, alignment: "heel" as const });
  const face = (name: string) => ({ ...sampleWrestlers.ben, name, alignment: "face" as const });

  it("refuses a turn without a match that earned it", () => {
    const league = createLeague({ abe: sampleWrestlers.abe, ben: sampleWrestlers.ben });
    expect(() => turnWrestler(league, "abe", "2026-11")).toThrow(
      expect.objectContaining({
        code: "INVALID_ARGUMENT",
        problems: [expect.objectContaining({ rule: "Rasslefest › Face changes" })],
      }),
    );
    // A face who beat a face cleanly earns no turn either.
    const faces = createLeague({ x: face("X"), y: face("Y") });
    const clean = recordMatch(faces, {
      seats: { a: "x", b: "y" },
      month: "2026-11",
      state: dirtyEnd("a", "b"),
    });
    expect(clean.mayTurn).toEqual([]);
    expect(() => turnWrestler(clean.league, "x", "2026-11")).toThrow(/no match earned/);
  });

  it("a face who beats a face with dirty tricks may turn heel once, after that match", () => {
    const faces = createLeague({ x: face("X"), y: face("Y") });
    const rec = recordMatch(faces, {
      seats: { a: "x", b: "y" },
      month: "2026-11",
      state: dirtyEnd("a", "a"),
    });
    expect(rec.mayTurn).toEqual(["a"]);
    const turned = turnWrestler(rec.league, "x", "2026-11");
    expect(turned.wrestlers.x!.profile.alignment).toBe("heel");
    expect(() => turnWrestler(turned, "y", "2026-11")).toThrow(/no match earned/);
  });

  it("heel turns: by default only the heel who lost a dirty match between heels; the option opens it to both", () => {
    const heels = createLeague({ x: heel("X"), y: heel("Y") });
    const state = dirtyEnd("a", "b");
    expect(recordMatch(heels, { seats: { a: "x", b: "y" }, month: "2026-11", state }).mayTurn).toEqual(["b"]);
    expect(
      recordMatch(heels, { seats: { a: "x", b: "y" }, month: "2026-11", state, heelTurns: "either" }).mayTurn,
    ).toEqual(["a", "b"]);
    // A draw between heels earns nobody a turn.
    const draw: RassleState = { ...state, result: { winner: null, method: "draw" } };
    expect(recordMatch(heels, { seats: { a: "x", b: "y" }, month: "2026-11", state: draw }).mayTurn).toEqual(
      [],
    );
  });

  it("ranks from the standings: the champion at 10, the rest in four tiers by points", () => {
    let league = createLeague(
      { p1: face("P1"), p2: face("P2"), p3: heel("P3"), p4: heel("P4"), p5: face("P5") },
      "p5",
      "2026-01",
    );
    const bump = (id: string, points: number) => ({
      ...league,
      wrestlers: { ...league.wrestlers, [id]: { ...league.wrestlers[id]!, points } },
    });
    league = bump("p1", 20);
    league = bump("p2", 15);
    league = bump("p3", 12);
    league = bump("p4", 3);
    expect(leagueRanks(league, { a: "p1", b: "p4" })).toEqual({ a: "superstar", b: "jobber" });
    expect(leagueRanks(league, { a: "p5", b: "p2" })).toEqual({ a: "champion", b: "star" });
    expect(leagueRanks(league, { a: "p3", b: "p2" })).toEqual({ a: "midcarder", b: "star" });
    const s = rasslefest.setup({ ranks: leagueRanks(league, { a: "p5", b: "p4" }) }, 1);
    expect(s.energy).toEqual({ a: 10, b: 6 });
    expect(() => leagueRanks(league, { a: "p1", b: "nobody" })).toThrow(
      expect.objectContaining({ code: "INVALID_ARGUMENT" }),
    );
  });

  it("a tournament seeded by the standings crowns the first champion", () => {
    const league = createLeague({
      p1: face("P1"),
      p2: face("P2"),
      p3: heel("P3"),
      p4: heel("P4"),
      p5: heel("P5"),
    });
    const bouts: string[] = [];
    const out = runTournament(league, {
      month: "2026-02",
      play: ({ a, b }, replay) => {
        bouts.push(`${a}-${b}${replay > 0 ? ` replay ${replay}` : ""}`);
        // The first bout is drawn once, then the lower seed (seat b) wins every bout.
        if (bouts.length === 1) return { ...final(), result: { winner: null, method: "draw" } };
        return { ...final(), result: { winner: "b", method: "pinfall" } };
      },
    });
    expect(out.champion).toBe(out.league.champion);
    expect(out.league.titleHistory.at(-1)).toEqual({
      champion: out.champion,
      since: "2026-02",
      how: "tournament",
    });
    // Five entrants: three byes in the first round of a bracket of eight.
    expect(out.rounds[0]!.length).toBe(1);
    expect(bouts[0]).toMatch(/^p\d-p\d$/);
    expect(bouts[1]).toMatch(/replay 1$/);
    expect(out.league.matches).toBe(bouts.length);
    expect(() =>
      runTournament(createLeague({ p1: face("P1"), p2: face("P2") }, "p1"), {
        month: "2026-02",
        play: () => final(),
      }),
    ).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT" }));
  });
});
