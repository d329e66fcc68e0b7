import { createRng, isRingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { tagTeamBot } from "../src/bots/tagTeamBot.js";
import { ringmaster } from "../src/game.js";
import { prestigeFromMatch } from "../src/match/matchPrestige.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../src/samples/wrestlers.js";
import type { RingMasterConfig } from "../src/config.js";
import type { RingMasterCorner, RingMasterState } from "../src/state.js";

const singles: RingMasterConfig = { red: BRUNO_MADDOX, blue: DOC_HALVERSON };
export const tagConfig: RingMasterConfig = {
  red: BRUNO_MADDOX,
  redPartner: FLASH_DELGADO,
  blue: DOC_HALVERSON,
  bluePartner: { ...BRUNO_MADDOX, name: "Bruno's Cousin", prestige: -15 },
};

/** Plays heuristic moves through the Game API until `stop` holds. */
export function until(
  config: RingMasterConfig,
  seed: number,
  stop: (s: RingMasterState) => boolean,
): RingMasterState {
  let s = ringmaster.start(config, seed).state;
  const bot = heuristicBot();
  for (let i = 0; i < 2000; i++) {
    if (stop(s)) return s;
    const t = ringmaster.turn(s);
    if (t.kind !== "decide") break;
    const p = t.players[0]!;
    const m = bot({ view: ringmaster.view(s, p), moves: ringmaster.moves(s, p), rng: createRng(seed) });
    s = ringmaster.play(s, p, m).state;
  }
  throw new Error("never reached");
}

function patch(s: RingMasterState, p: "red" | "blue", c: Partial<RingMasterCorner>): RingMasterState {
  return { ...s, corners: { ...s.corners, [p]: { ...s.corners[p], ...c } } };
}

/** The referee's outside count on `p` at its limit, and a round `p` can end by stalling. */
function outsideCount(s: RingMasterState, p: "red" | "blue"): RingMasterState {
  return {
    ...s,
    stalls: 0,
    last: { by: p, maneuver: "Punch", attempts: 1, hit: true },
    referee: { ...s.referee, distracted: 0, count: { kind: "outside", against: p, value: 10, fresh: false } },
  };
}

describe("draws in play (¶123–¶124)", () => {
  it("both men outside when the count runs out: a double count-out, a draw, and both walked away", () => {
    const s0 = until(singles, 3, (x) => x.phase === "position");
    const p = s0.attacker;
    const q = p === "red" ? "blue" : "red";
    let s = patch(s0, p, { square: { row: 0, col: 4 }, position: "Facing", rope: 0 });
    s = patch(s, q, { square: { row: 0, col: 5 }, position: "Facing", rope: 0 });
    s = outsideCount(s, p);
    const after = ringmaster.play(s, p, { type: "stall" }).state;
    expect(after.result).toEqual({ winner: null, method: "draw", detail: "double count-out" });
    const report = prestigeFromMatch(after, p);
    expect(report).toMatchObject({ result: "draw", engineered: true });
    expect(report?.change).toBe(-2 + after.corners[p].prestigeGained);
  });
  it("only the counted man outside: his count-out, a loss he engineered if he stood there", () => {
    const s0 = until(singles, 3, (x) => x.phase === "position");
    const p = s0.attacker;
    const q = p === "red" ? "blue" : "red";
    let s = patch(s0, p, { square: { row: 0, col: 4 }, position: "Facing", rope: 0 });
    s = patch(s, q, { square: { row: 4, col: 4 } });
    s = outsideCount(s, p);
    const after = ringmaster.play(s, p, { type: "stall" }).state;
    expect(after.result).toMatchObject({ winner: q, method: "count-out" });
    expect(prestigeFromMatch(after, p)).toMatchObject({ result: "loss", engineered: true });
    expect(prestigeFromMatch(after, p)?.change).toBe(-4 + after.corners[p].prestigeGained);
    expect(prestigeFromMatch(after, q)).toMatchObject({ result: "win", engineered: false });
    expect(prestigeFromMatch(s, p)).toBeNull();
  });
});

type P = "red" | "blue";
const other = (p: P): P => (p === "red" ? "blue" : "red");

/** A tag-match state in the position phase with `team`'s changeover at `rounds` (staying or not). */
function changeover(seed: number, team: "attacker" | "defender" | "both", rounds: number, staying: boolean) {
  const s0 = until({ ...tagConfig, options: { warnings: 10 } }, seed, (x) => x.phase === "position");
  const p = s0.attacker;
  const teams: P[] = team === "both" ? ["red", "blue"] : [team === "attacker" ? p : other(p)];
  let tag = s0.tag!;
  for (const t of teams)
    tag = {
      ...tag,
      changeover: { ...tag.changeover, [t]: rounds },
      staying: { ...tag.staying, [t]: staying },
    };
  const s: RingMasterState = {
    ...s0,
    tag,
    stalls: 0,
    last: { by: p, maneuver: "Punch", attempts: 1, hit: true },
    referee: { ...s0.referee, distracted: 0, count: null },
  };
  return { s, p };
}

describe("the changeover and the illegal man (¶121, ¶133)", () => {
  it("a team may keep the outgoing man in; every round past the changeover is a warning and starts the count", () => {
    const { s, p } = changeover(4, "attacker", 2, false);
    expect(ringmaster.moves(s, p)).toContainEqual({ type: "overstay", stay: true });
    const kept = ringmaster.play(s, p, { type: "overstay", stay: true }).state;
    expect(kept.tag?.staying[p]).toBe(true);
    expect(ringmaster.moves(kept, p)).toContainEqual({ type: "overstay", stay: false });
    // the changeover round itself is allowed
    const next = ringmaster.play(kept, p, { type: "stall" });
    expect(next.events.some((e) => e.type === "referee" && e.action === "tag-overstay")).toBe(false);
    expect(next.state.tag?.changeover[p]).toBe(3);
    // a round past it: warned, and the referee counts the illegal man
    const { s: past } = changeover(4, "attacker", 3, true);
    const after = ringmaster.play(past, p, { type: "stall" });
    expect(after.events).toContainEqual(
      expect.objectContaining({ type: "referee", action: "tag-overstay", against: p, sanction: "warning" }),
    );
    expect(after.state.referee.count).toMatchObject({ kind: "illegal-man", against: p, fresh: true });
  });
  it("sent out, the changeover ends; left alone, the engine sends him out after the changeover round", () => {
    const { s, p } = changeover(4, "attacker", 4, true);
    const out = ringmaster.play(s, p, { type: "overstay", stay: false }).state;
    expect(out.tag).toMatchObject({ changeover: { [p]: 0 }, staying: { [p]: false } });
    const { s: plain } = changeover(4, "attacker", 2, false);
    expect(ringmaster.play(plain, p, { type: "stall" }).state.tag?.changeover[p]).toBe(0);
  });
  it("the illegal man's count past its limit disqualifies his team", () => {
    const { s, p } = changeover(4, "attacker", 4, true);
    const counted: RingMasterState = {
      ...s,
      referee: { ...s.referee, count: { kind: "illegal-man", against: p, value: 5, fresh: false } },
    };
    const r = ringmaster.play(counted, p, { type: "stall" }).state.result;
    expect(r).toMatchObject({
      winner: other(p),
      method: "disqualification",
      detail: "the illegal-man count",
    });
  });
  it("both teams past their last warning at the same round's end: a double disqualification (a draw)", () => {
    const { s, p } = changeover(4, "both", 3, true);
    const strict = { ...s, options: { ...s.options, warnings: 0 } };
    const r = ringmaster.play(strict, p, { type: "stall" }).state.result;
    expect(r).toEqual({ winner: null, method: "draw", detail: "double disqualification" });
  });
});

describe("one against two (¶141)", () => {
  it("the lone wrestler may attack both men at −5% a man; a hit hurts the partner too", () => {
    let hits = 0;
    let tries = 0;
    for (let seed = 1; seed <= 20 && hits === 0; seed++) {
      const { s, p } = changeover(seed, "defender", 2, false);
      const both = ringmaster.moves(s, p).filter((m) => m.type === "attack-both");
      if (both.length === 0) continue;
      tries++;
      const r = ringmaster.play(s, p, both[0]!);
      expect(r.events).toContainEqual(expect.objectContaining({ type: "declare", by: p }));
      const attempt = r.events.find((e) => e.type === "attempt" && e.by === p);
      if (attempt?.type !== "attempt") continue;
      if (attempt.check.grade === "success" || attempt.check.grade === "ace") {
        hits++;
        expect(r.state.tag!.partners[other(p)].intensity).toBeLessThan(s.tag!.partners[other(p)].intensity);
      }
    }
    expect(tries).toBeGreaterThan(0);
    expect(hits).toBeGreaterThan(0);
  });
  it("no attack on both when only one man of the team is in", () => {
    const { s, p } = changeover(4, "defender", 0, false);
    expect(ringmaster.moves(s, p).some((m) => m.type === "attack-both")).toBe(false);
  });
  it("attacking one, the man left out gets a free attack; a hit takes Advantage for his team", () => {
    let taken = 0;
    let missed = 0;
    for (let seed = 1; seed <= 40 && (taken === 0 || missed === 0); seed++) {
      const { s, p } = changeover(seed, "defender", 2, false);
      const attack = ringmaster.moves(s, p).find((m) => m.type === "attack");
      if (attack === undefined) continue;
      const r = ringmaster.play(s, p, attack);
      const free = r.events.find((e) => e.type === "attempt" && e.by === other(p));
      expect(free?.type === "attempt" && free.maneuver.startsWith("free ")).toBe(true);
      if (free?.type !== "attempt") continue;
      if (free.check.grade === "success" || free.check.grade === "ace") {
        taken++;
        if (r.state.result === null) expect(r.state.attacker).toBe(other(p));
      } else {
        missed++;
        expect(r.state.phase).toBe("respond");
      }
    }
    expect(taken).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(0);
  });
});

describe("one against two: out of a hold, and after a Turnover (¶141, ¶28, ¶127)", () => {
  /** `p` holds the other team's legal man in a Side Headlock, the partner in the ring too: `p` to choose. */
  function heldByLoneMan(seed: number) {
    const { s, p } = changeover(seed, "defender", 2, false);
    const q = other(p);
    const placed = patch(
      patch(s, p, { square: { row: 4, col: 4 }, position: "Facing", rope: 0, running: false }),
      q,
      {
        square: { row: 4, col: 5 },
        position: "Facing",
        rope: 0,
        running: false,
      },
    );
    const held = ringmaster.loadState({
      ...placed,
      phase: "hold",
      pending: null,
      pin: null,
      hold: {
        maneuver: "Side Headlock",
        margin: 10,
        tally: 0,
        resthold: false,
        leverage: "none",
        holderTurn: true,
      },
      last: { by: p, maneuver: "Side Headlock", attempts: 1, hit: true },
    });
    return { s: held, p, q };
  }

  it("a superset out of a hold on one man still gives the man left out his free attack", () => {
    let taken = 0;
    let missed = 0;
    for (let seed = 1; seed <= 40 && (taken === 0 || missed === 0); seed++) {
      const { s, p, q } = heldByLoneMan(seed);
      const superset = ringmaster.moves(s, p).find((m) => m.type === "superset-hold");
      if (superset === undefined) continue;
      const r = ringmaster.play(s, p, superset);
      const free = r.events.find((e) => e.type === "attempt" && e.by === q);
      expect(free?.type === "attempt" && free.maneuver.startsWith("free ")).toBe(true);
      if (free?.type !== "attempt") continue;
      expect(r.state.hold).toBeNull();
      if (free.check.grade === "success" || free.check.grade === "ace") {
        taken++;
        expect(r.state.corners[p].intensity).toBeLessThan(s.corners[p].intensity);
        if (r.state.result === null) {
          expect(r.state.attacker).toBe(q);
          expect(r.state.pending).toBeNull();
        }
      } else {
        missed++;
        expect(r.state.phase).toBe("respond");
        expect(r.state.pending?.maneuver).toBe(superset.type === "superset-hold" ? superset.into : "");
      }
    }
    expect(taken).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(0);
  });

  it("with only one man of the team in, the superset has no free attack against it", () => {
    const { s, p, q } = heldByLoneMan(4);
    const alone = ringmaster.loadState({
      ...s,
      tag: { ...s.tag!, changeover: { ...s.tag!.changeover, [q]: 0 } },
    });
    const superset = ringmaster.moves(alone, p).find((m) => m.type === "superset-hold");
    expect(superset).toBeDefined();
    const r = ringmaster.play(alone, p, superset!);
    expect(r.events.some((e) => e.type === "attempt" && e.by === q)).toBe(false);
    expect(r.state.phase).toBe("respond");
  });

  it("a Turnover that seizes Advantage from a team with both men in gives the man left out his free attack", () => {
    let taken = 0;
    let missed = 0;
    for (let seed = 1; seed <= 40 && (taken === 0 || missed === 0); seed++) {
      // Red's team (both men in) attacks; Blue, the rulebreaker Doc Halverson, answers with a Cheapshot
      const { s: s0, p } = changeover(seed, "attacker", 2, false);
      if (p !== "red") continue;
      const s = ringmaster.loadState({
        ...patch(
          patch(s0, "red", { square: { row: 4, col: 4 }, position: "Facing", rope: 0, running: false }),
          "blue",
          {
            square: { row: 4, col: 5 },
            position: "Facing",
            rope: 0,
            running: false,
          },
        ),
        phase: "respond",
        pending: { maneuver: "Forearm Smash", desperation: false, option: null },
        turnovers: { ...s0.turnovers, blue: 1 },
      });
      const cheapshot = ringmaster.moves(s, "blue").find((m) => m.type === "turnover");
      if (cheapshot === undefined) continue;
      const r = ringmaster.play(s, "blue", cheapshot);
      const free = r.events.find((e) => e.type === "attempt" && e.by === "red");
      expect(free?.type === "attempt" && free.maneuver.startsWith("free ")).toBe(true);
      if (free?.type !== "attempt") continue;
      expect(r.state.turnovers.blue).toBe(0);
      if (free.check.grade === "success" || free.check.grade === "ace") {
        taken++;
        if (r.state.result === null) expect(r.state.attacker).toBe("red");
      } else {
        missed++;
        expect(r.state.attacker).toBe("blue");
        expect(r.state.pending?.maneuver).toBe(cheapshot.type === "turnover" ? cheapshot.maneuver : "");
      }
    }
    expect(taken).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(0);
  });
});

describe("climbing the cage (¶143, ¶145, ¶67)", () => {
  const steel = { material: "steel-pipe", feet: 15, roof: false, kind: "internal", victory: "both" } as const;

  /** A cage-match state with `p` standing in a corner at height `rope`, the other man nearby. */
  function atCorner(cage: typeof steel | { readonly [k: string]: unknown }, rope: number, ap = 40) {
    const s0 = until(
      { red: FLASH_DELGADO, blue: DOC_HALVERSON, options: { cage: cage as never } },
      5,
      (x) => x.phase === "position",
    );
    const p = s0.attacker;
    let s = patch(s0, p, { square: { row: 2, col: 2 }, rope, position: "Facing", running: false });
    s = patch(s, other(p), { square: { row: 3, col: 3 }, rope: 0, position: "Prone", running: false });
    return { s: { ...s, ap }, p };
  }

  it("from the top turnbuckle he climbs on, a Step for 2 AP, to the top, and over it to win", () => {
    const start = atCorner(steel, 3);
    const p = start.p;
    let s = start.s;
    for (let rope = 3; rope < 13; rope++) {
      expect(ringmaster.moves(s, p)).toContainEqual({ type: "climb" });
      const ap = s.ap;
      s = ringmaster.play(s, p, { type: "climb" }).state;
      expect(s.corners[p].rope).toBe(rope + 1);
      expect(s.ap).toBe(ap - 2);
    }
    expect(ringmaster.moves(s, p)).not.toContainEqual({ type: "climb" });
    expect(ringmaster.moves(s, p)).toContainEqual({ type: "escape" });
    const out = ringmaster.play(s, p, { type: "escape" }).state;
    expect(out.result).toEqual({ winner: p, method: "escape", detail: "escaped over the top of the cage" });
  });
  it("under a roof there is no way over: only the Lunge Escape is offered up there", () => {
    const { s, p } = atCorner({ ...steel, roof: true }, 13);
    const moves = ringmaster.moves(s, p);
    expect(moves).not.toContainEqual({ type: "escape" });
    expect(moves).toContainEqual({ type: "lunge-escape" });
  });
  it("a dive from the top of the cage carries its 13 Steps: 26 points of altitude, hit or miss", () => {
    let seen = 0;
    for (let ap = 1; ap <= 30 && seen < 2; ap++) {
      const { s: s0, p } = atCorner(steel, 13, ap);
      const s = { ...s0, last: null };
      const dive = ringmaster
        .moves(s, p)
        .find((m) => m.type === "attack" && m.maneuver.startsWith("Flying") && !m.desperation && !m.option);
      expect(dive).toBeDefined();
      const first = ringmaster.play(s, p, dive!);
      const r =
        first.state.phase === "respond"
          ? ringmaster.play(
              first.state,
              other(p),
              ringmaster
                .moves(first.state, other(p))
                .find((m) => m.type === "respond" && m.counter === null)!,
            )
          : first;
      for (const e of r.events) {
        if ((e.type === "hit" && e.by === p) || (e.type === "crash" && e.by === p)) {
          seen++;
          expect(e.damage).toBeGreaterThanOrEqual(26);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
  it("inside an external cage he climbs from the floor by the wall", () => {
    const ext = { ...steel, kind: "external" } as const;
    const { s: s0, p } = atCorner(ext, 0);
    const s = patch(s0, p, { square: { row: 0, col: 4 } });
    expect(ringmaster.moves(s, p)).toContainEqual({ type: "climb" });
    const up = ringmaster.play(s, p, { type: "climb" }).state;
    expect(up.corners[p].rope).toBe(1);
    const top = patch(up, p, { rope: 15 });
    expect(ringmaster.moves(top, p)).toContainEqual({ type: "escape" });
  });
});

describe("the tag-team bot and the new choices", () => {
  it("sends a partner out rather than keep him in, and hits both men only when it costs nothing", () => {
    const { s, p } = changeover(4, "attacker", 3, true);
    const bot = tagTeamBot();
    const view = ringmaster.view(s, p);
    expect(bot({ view, moves: ringmaster.moves(s, p), rng: createRng(1) })).toEqual({
      type: "overstay",
      stay: false,
    });
    let both = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const { s: s1, p: q } = changeover(seed, "defender", 3, true);
      const star = patch(s1, q, { sheet: { ...s1.corners[q].sheet, prestige: 80 } });
      const plain = patch(s1, q, { sheet: { ...s1.corners[q].sheet, prestige: 10 } });
      const pick = (x: RingMasterState) =>
        tagTeamBot()({ view: ringmaster.view(x, q), moves: ringmaster.moves(x, q), rng: createRng(seed) });
      if (pick(star).type === "attack-both") both++;
      expect(pick(plain).type).not.toBe("attack-both");
    }
    expect(both).toBeGreaterThan(0);
  });
});

describe("saved states with a climber", () => {
  it("a wrestler higher than the top rope outside a cage, or above the cage's top, is refused with its path", () => {
    const s = until(singles, 3, (x) => x.phase === "position");
    const high = patch(s, s.attacker, { rope: 8 });
    expect(() => ringmaster.moves(high, s.attacker)).toThrow(/rope/);
    try {
      ringmaster.moves(high, s.attacker);
    } catch (e) {
      expect(isRingsideError(e) && e.problems.map((x) => x.path)).toContain(`corners.${s.attacker}.rope`);
    }
    const caged = {
      ...high,
      options: {
        ...high.options,
        cage: { material: "chain-link", feet: 15, roof: false, kind: "internal", victory: "both" } as const,
      },
    };
    expect(ringmaster.moves(caged, s.attacker).length).toBeGreaterThan(0);
  });
});
