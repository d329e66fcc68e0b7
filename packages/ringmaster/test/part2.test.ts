import { createRng, isRingsideError, runMatch } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { randomBot } from "../src/bots/randomBot.js";
import { tagTeamBot } from "../src/bots/tagTeamBot.js";
import { ringmaster } from "../src/game.js";
import { attemptTarget, legalMoves, playMove } from "../src/match.js";
import { resultWeight, titleChanged } from "../src/match/referee.js";
import { doorSquare } from "../src/rules/cage/escape.js";
import { TEAM_CORNERS } from "../src/rules/tag/tagging.js";
import { seededDice } from "@ringside/core";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../src/samples/wrestlers.js";
import type { RingMasterConfig, RingMasterWrestler } from "../src/config.js";
import type { RingMasterState } from "../src/state.js";
import type { RingMasterEvent } from "../src/events.js";

/** Random whole matches: left out of `pnpm mutate` runs (see mutation/vitest.config.ts). */
const randomMatches = it.skipIf(process.env.RINGSIDE_MUTATE !== undefined);

const singles: RingMasterConfig = { red: BRUNO_MADDOX, blue: DOC_HALVERSON };
const tagConfig: RingMasterConfig = {
  red: BRUNO_MADDOX,
  redPartner: FLASH_DELGADO,
  blue: DOC_HALVERSON,
  bluePartner: { ...BRUNO_MADDOX, name: "Bruno's Cousin", prestige: -15 },
};
const cage = { material: "steel-pipe", feet: 15, roof: false, kind: "internal", victory: "both" } as const;

function events(
  config: RingMasterConfig,
  seed: number,
  bots = { red: heuristicBot(), blue: heuristicBot() },
) {
  const out: RingMasterEvent[] = [];
  const r = runMatch(ringmaster, {
    config,
    dice: seed,
    bots,
    botSeed: seed,
    onEvent: (e) => void out.push(e as RingMasterEvent),
  });
  return { r, events: out };
}

describe("the referee in the match (¶118–¶122)", () => {
  it("a Screwjob the referee sees is broken up before any count (¶52)", () => {
    let seen = 0;
    for (let seed = 1; seed <= 30 && seen === 0; seed++) {
      const { events: ev } = events({ ...singles, options: { refereeSav: 100 } }, seed, {
        red: randomBot(),
        blue: randomBot(),
      });
      const i = ev.findIndex((e) => e.type === "referee" && e.action === "screwjob" && e.noticed);
      if (i < 0) continue;
      seen++;
      expect(ev.slice(i + 1).findIndex((e) => e.type === "count")).not.toBe(0);
      expect(ev[i + 1]?.type).not.toBe("count");
    }
    expect(seen).toBeGreaterThan(0);
  });
  it("checks every Punch that lands; with no warnings allowed, the first one seen disqualifies", () => {
    let seen = 0;
    for (let seed = 1; seed <= 40 && seen < 3; seed++) {
      const { r, events: ev } = events({ ...singles, options: { warnings: 0 } }, seed, {
        red: randomBot(),
        blue: randomBot(),
      });
      const refs = ev.filter((e) => e.type === "referee");
      for (const e of refs)
        if (e.type === "referee" && e.action === "closed-fist")
          expect(["none", "disqualification"]).toContain(e.sanction);
      const dq = refs.find((e) => e.type === "referee" && e.sanction === "disqualification");
      if (dq !== undefined && dq.type === "referee") {
        seen++;
        expect(r.result).toMatchObject({
          winner: dq.against === "red" ? "blue" : "red",
          method: "disqualification",
        });
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
  it("the league's list disqualifies at once; warnings count up to the threshold", () => {
    let dqs = 0;
    for (let seed = 1; seed <= 40 && dqs < 3; seed++) {
      const { r, events: ev } = events(
        { ...singles, options: { automaticDq: ["closed-fist"], warnings: 5 } },
        seed,
        {
          red: randomBot(),
          blue: randomBot(),
        },
      );
      const seenFist = ev.find((e) => e.type === "referee" && e.noticed && e.action === "closed-fist");
      if (seenFist !== undefined) {
        dqs++;
        expect(r.result.method).toBe("disqualification");
      }
    }
    expect(dqs).toBeGreaterThan(0);
  });
  it("the ambush is warned and spends a Turnover (¶18)", () => {
    const s = ringmaster.start(
      { red: FLASH_DELGADO, blue: DOC_HALVERSON, options: { opening: "ambush-blue" } },
      3,
    ).state;
    expect(s.referee.warnings.blue).toBe(1);
    expect(s.turnovers.blue).toBe(0); // Doc Halverson: Prestige −25, one Turnover
    expect(s.referee.shaken.blue).toBe(true);
    // Bruno has the Ritual Flaw: ambushing him costs no Turnover
    const r = ringmaster.start(
      { red: DOC_HALVERSON, blue: BRUNO_MADDOX, options: { opening: "ambush-red" } },
      3,
    ).state;
    expect(r.turnovers.red).toBe(1);
  });
  it("an ambush without a Turnover is refused with the rule", () => {
    const prelim: RingMasterWrestler = { ...DOC_HALVERSON, prestige: 5 };
    try {
      ringmaster.start({ red: prelim, blue: FLASH_DELGADO, options: { opening: "ambush-red" } }, 1);
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e) && e.code).toBe("INVALID_CONFIG");
    }
  });
});

/** Plays heuristic moves until `stop` says so (or the match ends). */
function until(
  config: RingMasterConfig,
  seed: number,
  stop: (s: RingMasterState) => boolean,
): RingMasterState | null {
  let s = ringmaster.start(config, seed).state;
  const bot = heuristicBot();
  for (let i = 0; i < 2000; i++) {
    if (stop(s)) return s;
    const t = ringmaster.turn(s);
    if (t.kind !== "decide") return null;
    const p = t.players[0]!;
    const moves = ringmaster.moves(s, p);
    const m = bot({ view: ringmaster.view(s, p), moves, rng: createRng(seed) });
    s = ringmaster.play(s, p, m).state;
  }
  return null;
}

describe("the distracted referee (¶32, ¶118, ¶138)", () => {
  it("the Distract Referee Trick: made, he sees nothing this round; missed, he judges the attempt", () => {
    const s = until(singles, 2, (x) => x.phase === "position" && x.ap >= 2);
    expect(s).not.toBeNull();
    const p = s!.attacker;
    expect(legalMoves(s!, p)).toContainEqual({ type: "distract-referee" });
    let made = 0;
    let missed = 0;
    for (let seed = 1; seed < 30; seed++) {
      const ev: RingMasterEvent[] = [];
      const after = playMove(s!, p, { type: "distract-referee" }, seededDice(seed), ev);
      expect(after.ap).toBe(s!.ap - 2);
      const d = ev.find((e) => e.type === "distraction");
      if (d?.type !== "distraction") throw new Error("no distraction event");
      if (d.distracted) {
        made++;
        expect(after.referee.distracted).toBe(1);
        expect(legalMoves(after, p).some((m) => m.type === "distract-referee")).toBe(false);
      } else {
        missed++;
        expect(ev.some((e) => e.type === "referee" && e.action === "distracting")).toBe(true);
      }
    }
    expect(made).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(0);
  });
});

describe("titles and disqualifications (¶120)", () => {
  it("a title does not change hands on a DQ unless stipulated; a DQ weighs half", () => {
    const s = ringmaster.start({ ...singles, options: { title: true } }, 1).state;
    const dq = {
      ...s,
      phase: "over" as const,
      result: { winner: "blue" as const, method: "disqualification" as const },
    };
    const pin = { ...dq, result: { winner: "blue" as const, method: "pinfall" as const } };
    expect(titleChanged(dq, "red")).toBe(false);
    expect(titleChanged(pin, "red")).toBe(true);
    expect(titleChanged({ ...dq, options: { ...dq.options, titleOnDq: true } }, "red")).toBe(true);
    expect(titleChanged(pin, "blue")).toBe(false);
    expect(resultWeight(dq)).toBe(0.5);
    expect(resultWeight(pin)).toBe(1);
  });
});

describe("Turnovers in the match (¶126–¶132)", () => {
  it("a fan favourite a Level down may seize Advantage with a Comeback, and Fire Up with two", () => {
    let s0: RingMasterState | null = null;
    for (let seed = 1; s0 === null && seed < 40; seed++)
      s0 = until(singles, seed, (x) => x.phase === "respond" && x.attacker === "blue");
    expect(s0).not.toBeNull();
    const s = s0!;
    // Bruno (Prestige 35, two Comebacks) a Level below Doc
    const worn: RingMasterState = {
      ...s,
      corners: {
        ...s.corners,
        red: { ...s.corners.red, intensity: s.corners.red.traits.levels[1], level: 3, stun: 3 },
      },
    };
    const moves = legalMoves(worn, "red");
    const comeback = moves.find((m) => m.type === "turnover" && m.fireUp);
    expect(comeback).toBeDefined();
    const ev: RingMasterEvent[] = [];
    const after = playMove(worn, "red", comeback!, seededDice(1), ev);
    expect(after.turnovers.red).toBe(0);
    expect(after.firedUp.red).toBe(3);
    expect(after.corners.red.stun).toBe(0);
    expect(after.attacker).toBe("red");
    expect(after.phase).toBe("respond");
    // not a Level down: no Comeback
    expect(legalMoves(s, "red").some((m) => m.type === "turnover")).toBe(
      s.corners.red.level >= s.corners.blue.level + 1,
    );
  });
  it("a rulebreaker's Cheapshot must be an illegal maneuver; it breaks a pin at any time", () => {
    let s: RingMasterState | null = null;
    for (let seed = 1; s === null && seed < 40; seed++)
      s = until(singles, seed, (x) => x.phase === "respond" && x.attacker === "red");
    expect(s).not.toBeNull();
    for (const m of legalMoves(s!, "blue"))
      if (m.type === "turnover") expect(["Punch", "Eye Gouge", "Chokehold"]).toContain(m.maneuver);
    let pinned: RingMasterState | null = null;
    for (let seed = 1; pinned === null && seed < 40; seed++)
      pinned = until(
        singles,
        seed,
        (x) => x.phase === "pin" && x.attacker === "red" && !x.finisherPin && x.turnovers.blue > 0,
      );
    expect(pinned).not.toBeNull();
    if (pinned !== null) {
      expect(legalMoves(pinned, "blue")).toContainEqual({ type: "turnover-break" });
      const after = playMove(pinned, "blue", { type: "turnover-break" }, seededDice(2), []);
      expect(after.pin).toBeNull();
      expect(after.turnovers.blue).toBe(pinned.turnovers.blue - 1);
    }
  });
  it("no Turnover breaks a Finisher's pin (¶87)", () => {
    const s = until(singles, 13, (x) => x.phase === "pin");
    expect(s).not.toBeNull();
    const fin = { ...s!, finisherPin: true, pin: { ...s!.pin!, chances: 1 } };
    const pinned = fin.attacker === "red" ? "blue" : "red";
    expect(legalMoves(fin, pinned).some((m) => m.type === "turnover-break")).toBe(false);
  });
});

describe("tag-team matches (¶133–¶141)", () => {
  it("a tag from the corner swaps the legal man; the partner comes in fresh", () => {
    const s0 = until(tagConfig, 4, (s) => s.phase === "position");
    const p = s0!.attacker;
    const at = TEAM_CORNERS[p];
    const s: RingMasterState = {
      ...s0!,
      ap: 5,
      corners: { ...s0!.corners, [p]: { ...s0!.corners[p], square: at } },
    };
    const moves = legalMoves(s, p);
    expect(moves).toContainEqual({ type: "tag", kind: "tag" });
    const after = playMove(s, p, { type: "tag", kind: "tag" }, seededDice(1), []);
    expect(after.corners[p].sheet.name).toBe(s.tag!.partners[p].sheet.name);
    expect(after.tag!.partners[p].sheet.name).toBe(s.corners[p].sheet.name);
    expect(after.attacker).toBe(p);
    // away from the corner only the Fake Tag is offered
    const away: RingMasterState = {
      ...s,
      corners: { ...s.corners, [p]: { ...s.corners[p], square: { row: 5, col: 5 } } },
    };
    expect(legalMoves(away, p).filter((m) => m.type === "tag")).toEqual([{ type: "tag", kind: "fake" }]);
  });
  it("the changeover round after a tag allows a double team at the higher Skill + 10 (¶140)", () => {
    const twins: RingMasterConfig = {
      red: BRUNO_MADDOX,
      redPartner: { ...BRUNO_MADDOX, name: "Bruno's Twin" },
      blue: DOC_HALVERSON,
      bluePartner: { ...DOC_HALVERSON, name: "Doc's Twin" },
    };
    const s0 = until(
      twins,
      4,
      (x) => x.phase === "position" && x.corners[x.attacker === "red" ? "blue" : "red"].position === "Facing",
    );
    const p = s0!.attacker;
    const foe = p === "red" ? "blue" : "red";
    const c = TEAM_CORNERS[p];
    const next = { row: c.row === 2 ? 3 : 6, col: c.col === 2 ? 3 : 6 };
    const s: RingMasterState = {
      ...s0!,
      ap: 5,
      corners: {
        ...s0!.corners,
        [p]: { ...s0!.corners[p], square: c },
        [foe]: { ...s0!.corners[foe], square: next, position: "Facing", rope: 0 },
      },
    };
    const ev: RingMasterEvent[] = [];
    const after = playMove(s, p, { type: "tag", kind: "tag" }, seededDice(1), ev);
    expect(after.tag!.changeover[p]).toBe(2);
    const both = new Set(after.tag!.partners[p].sheet.arsenal.map((e) => e.maneuver));
    const doubles = legalMoves(after, p).filter((m) => m.type === "double-team");
    expect(doubles.length).toBeGreaterThan(0);
    for (const m of doubles) if (m.type === "double-team") expect(both.has(m.maneuver)).toBe(true);
    const evs: RingMasterEvent[] = [];
    playMove(after, p, doubles[0]!, seededDice(7), evs);
    const attempt = evs.find((e) => e.type === "attempt");
    expect(attempt).toBeDefined();
    // the double team's target: the higher Skill + 10 (both twins have the same Skill here)
    const m = doubles[0]!.type === "double-team" ? doubles[0]!.maneuver : "";
    if (attempt?.type === "attempt")
      expect(attempt.check.target).toBe((attemptTarget(after, p, m) ?? 0) + 10);
  });
  it("a partner can break up a pin", () => {
    let s: RingMasterState | null = null;
    for (let seed = 1; s === null && seed < 40; seed++) s = until(tagConfig, seed, (x) => x.phase === "pin");
    expect(s).not.toBeNull();
    const pinned = s!.attacker === "red" ? "blue" : "red";
    expect(legalMoves(s!, pinned).some((m) => m.type === "save")).toBe(true);
  });
  randomMatches("tag-team bots play whole matches and tag out when worn", () => {
    let tags = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const { r, events: ev } = events(tagConfig, seed, { red: tagTeamBot(), blue: tagTeamBot() });
      expect(r.result).toBeDefined();
      tags += ev.filter((e) => e.type === "tag" && e.made).length;
    }
    expect(tags).toBeGreaterThan(0);
  });
  it("a partner on one side only is refused with its path", () => {
    try {
      ringmaster.start({ ...singles, redPartner: FLASH_DELGADO }, 1);
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e) && e.problems.map((p) => p.path)).toContain("bluePartner");
    }
  });
});

describe("cage matches (¶142–¶145)", () => {
  it("an internal cage: no whips off the ropes, no steps out; escape from the door wins", () => {
    const config: RingMasterConfig = { ...singles, options: { cage } };
    const s0 = until(config, 2, (s) => s.phase === "position");
    const p = s0!.attacker;
    const q = p === "red" ? "blue" : "red";
    // the door is open while the other man is down (completion › 14)
    const s: RingMasterState = {
      ...s0!,
      ap: 6,
      corners: {
        ...s0!.corners,
        [p]: { ...s0!.corners[p], square: doorSquare(cage), position: "Facing" },
        [q]: { ...s0!.corners[q], position: "Prone" },
      },
    };
    const moves = legalMoves(s, p);
    expect(moves.some((m) => m.type === "whip")).toBe(false);
    expect(moves).toContainEqual({ type: "escape" });
    const after = playMove(s, p, { type: "escape" }, seededDice(1), []);
    expect(after.result).toMatchObject({ winner: p, method: "escape", detail: "escaped the cage" });
  });
  it("a cage won only by the usual finishes offers no escape", () => {
    const s = until(
      { ...singles, options: { cage: { ...cage, victory: "standard" } } },
      2,
      (x) => x.phase === "position",
    );
    expect(legalMoves(s!, s!.attacker).some((m) => m.type === "escape" || m.type === "lunge-escape")).toBe(
      false,
    );
  });
  it("a bad cage gives every problem at once", () => {
    try {
      const bad: unknown = {
        ...singles,
        options: { cage: { material: "wood", feet: 1, roof: "no", kind: "internal", victory: "both" } },
      };
      ringmaster.start(bad as RingMasterConfig, 1);
      expect.unreachable();
    } catch (e) {
      expect(isRingsideError(e) && e.problems.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("many random tag and cage matches", () => {
  randomMatches("always end with a result and a valid state", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        fc.constantFrom("internal", "external"),
        fc.constantFrom("standard", "escape", "both"),
        (seed, tag, kind, victory) => {
          const config: RingMasterConfig = {
            ...(tag ? tagConfig : singles),
            options: { timeLimit: 300, cage: { ...cage, kind, victory } },
          };
          const r = runMatch(ringmaster, {
            config,
            dice: seed,
            bots: { red: randomBot(), blue: randomBot() },
            botSeed: seed,
          });
          expect(r.result.method).toBeTruthy();
          if (r.result.detail?.startsWith("escaped") === true) expect(victory).not.toBe("standard");
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("hundreds of random tag and cage matches on the fast path", () => {
  randomMatches("every one ends with a result its match type allows, within the step limit", () => {
    const fast = ringmaster.fast;
    if (fast === undefined) throw new Error("no fast path");
    const kinds = ["internal", "external"] as const;
    const victories = ["standard", "escape", "both"] as const;
    const methods = new Set<string>();
    for (let seed = 0; seed < 400; seed++) {
      const tag = seed % 2 === 0;
      const caged = seed % 3 !== 0;
      const victory = victories[seed % 3] ?? "both";
      const options: NonNullable<RingMasterConfig["options"]> = caged
        ? { timeLimit: 180, cage: { ...cage, kind: kinds[(seed >> 1) % 2] ?? "internal", victory } }
        : { timeLimit: 180 };
      const config: RingMasterConfig = { ...(tag ? tagConfig : singles), options };
      const r = fast.run(config, seed, { red: randomBot(), blue: randomBot() }, seed);
      methods.add(r.result.method);
      expect(r.steps).toBeGreaterThan(0);
      if (r.result.method === "escape") expect(caged && victory !== "standard").toBe(true);
      if (r.result.winner === null) expect(r.result.method).toMatch(/^(draw|time-limit)$/);
    }
    expect(methods.size).toBeGreaterThan(2);
  });
});

describe("the overview page's example", () => {
  randomMatches("a tag-team match in a cage with the tag-team bots runs to a result", () => {
    const tag = runMatch(ringmaster, {
      config: {
        red: BRUNO_MADDOX,
        redPartner: FLASH_DELGADO,
        blue: DOC_HALVERSON,
        bluePartner: { ...BRUNO_MADDOX, name: "Max Maddox" },
        options: {
          warnings: 3,
          cage: { material: "steel-pipe", feet: 15, roof: false, kind: "internal", victory: "both" },
        },
      },
      dice: 11,
      bots: { red: tagTeamBot(), blue: tagTeamBot() },
    });
    expect(tag.result.method).toMatch(
      /pinfall|submission|knockout|disqualification|count-out|escape|draw|time-limit/,
    );
  });
});
