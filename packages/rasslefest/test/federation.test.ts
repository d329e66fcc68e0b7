import { isRingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
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
  it("the narrator calls moves by the wrestler's own names", () => {
    const narrate = createNarrator({ a: sampleWrestlers.abe, b: sampleWrestlers.ben });
    expect(
      narrate({ type: "played", player: "b", kind: "signature-move", location: "ring", role: "attack" }),
    ).toContain("the Boot Camp Bomb");
    expect(
      narrate({ type: "played", player: "a", kind: "ambush", location: "ring", role: "attack" }),
    ).toContain("Manager Mort");
    expect(narrate({ type: "ended", result: { winner: "b", method: "pinfall" } })).toContain(
      "Benjamin Butterfield wins by pinfall",
    );
  });
});

describe("match ratings", () => {
  const final = sampleFinal();
  it("rates the sample game's finish", () => {
    expect(sampleReports()[0]!.ok).toBe(true);
    expect(final.result).toEqual({ winner: "b", method: "pinfall", detail: "the referee counted three" });
    const r = rateMatch(final, { alignments: { a: "heel", b: "face" }, pointsBefore: { a: 10, b: 10 } });
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
    expect(final.deck.discardPile.length).toBeLessThan(25);
    expect(ben["squash win (under 25 cards in the discard pile)"]).toBe(1);
  });
  it("refuses an unfinished match", () => {
    const running = { ...final, result: null };
    expect(() => rateMatch(running, { alignments: { a: "face", b: "heel" } })).toThrow(/still going/);
  });
});

describe("the league", () => {
  const final = sampleFinal();
  it("ranks, moves the belt on a pinfall, and records the history", () => {
    let league = createLeague({ abe: sampleWrestlers.abe, ben: sampleWrestlers.ben }, "abe");
    expect(standings(league).map((w) => w.points)).toEqual([10, 10]);
    const rec = recordMatch(league, {
      seats: { a: "abe", b: "ben" },
      month: "2026-11",
      state: final,
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
    const dq: RassleState = { ...final, result: { winner: "b", method: "disqualification" } };
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
  it("allows one face or heel turn a month", () => {
    const twoHeels = createLeague({
      abe: sampleWrestlers.abe,
      zed: { ...sampleWrestlers.ben, name: "Zed", alignment: "heel" },
    });
    const rec = recordMatch(twoHeels, { seats: { a: "abe", b: "zed" }, month: "2026-11", state: final });
    expect(rec.mayTurn).toEqual(expect.arrayContaining(["a"]));
    const turned = turnWrestler(rec.league, "abe", "2026-11");
    expect(turned.wrestlers.abe!.profile.alignment).toBe("face");
    expect(() => turnWrestler(turned, "abe", "2026-11")).toThrow(/already turned/);
  });
});
