/**
 * Rounds (BlitzMatch › III.2): one round of a match, in the text's order: adjust Energy (III.2.a),
 * roll the round totals (III.2.b), compare them (III.2.c), check for victory (III.3.d), recover
 * Energy at the end of the round (II.2.a), and end the match in a draw when the time limit passes.
 * Two slots compare as the text says; more than two compare by our rule (multiSlotRounds).
 * Docs: /blitzmatch/rules#rounds.
 *
 * @module
 */
import { defined, type DiceSource, type MatchResult, type ResultMethod } from "@ringside/core";
import type { BlitzMatchEvent, BlitzMatchSideState, BlitzMatchState, CompareEvent } from "../state.js";
import type { FinishReading } from "../types.js";
import { applyDamage, compareValues } from "./compareValues.js";
import { leaderOutcome, slotPairs, weakestSlot } from "./multiSlotRounds.js";
import { recoversAfter } from "./energyTrack.js";
import { actionCode } from "./roundActions.js";
import { roundTotal } from "./roundTotals.js";
import { victoryCheck } from "./victoryCheck.js";

/** Seat `i` of the match (seats come from the state itself, so a miss is a broken state). */
function seat(state: BlitzMatchState, i: number): BlitzMatchSideState {
  return defined(state.sides[i], "blitzmatch: a seat");
}

/** Entry `i` of a per-seat or per-round list of the match. */
function of<T>(list: readonly T[], i: number): T {
  return defined(list[i], "blitzmatch: an entry of a per-seat or per-round list");
}

/** The result method of a finish under each reading of the victory table. */
export const FINISH_METHOD: Readonly<Record<FinishReading, ResultMethod>> = {
  pinfall: "pinfall",
  submission: "submission",
  "count-out": "count-out",
  disqualification: "disqualification",
};

/** A safety cap on chained reversals (each needs a 2 on 2d6: 1 in 36). */
export const MAX_REVERSALS = 64;

/** Mutable working copy of the sides during one round. */
interface Work {
  endurance: number[];
  out: boolean[];
}

/**
 * A winner's check against a loser, with the reversal chain: on a 2 the two swap and the other
 * checks. Returns the index of the side that finished the other, or `null`.
 */
function checkWithReversals(
  state: BlitzMatchState,
  round: number,
  winner: number,
  loser: number,
  work: Work,
  dice: DiceSource,
  events: BlitzMatchEvent[],
  reversals: boolean,
): { by: number; against: number } | null {
  let by = winner;
  let against = loser;
  for (let n = 0; n <= MAX_REVERSALS; n++) {
    const check = victoryCheck(of(work.endurance, against), dice, state.options.finish, seat(state, by).id);
    events.push({
      type: "victory-check",
      round,
      by: seat(state, by).id,
      against: seat(state, against).id,
      ...check,
    });
    if (check.finished) return { by, against };
    if (!check.reversal || !reversals) return null;
    [by, against] = [against, by];
  }
  return null;
}

function compareEvent(
  state: BlitzMatchState,
  round: number,
  sides: readonly number[],
  winner: number | null,
  margin: number,
  buffer: number,
  damage: ReadonlyMap<number, number>,
  work: Work,
): CompareEvent {
  const dmg: Record<string, number> = {};
  const end: Record<string, number> = {};
  for (const i of sides) {
    dmg[seat(state, i).id] = damage.get(i) ?? 0;
    end[seat(state, i).id] = of(work.endurance, i);
  }
  return {
    type: "compare",
    round,
    sides: sides.map((i) => seat(state, i).id),
    winner: winner === null ? null : seat(state, winner).id,
    margin,
    buffer,
    damage: dmg,
    endurance: end,
  };
}

/**
 * Resolves one round and returns the next state (its `dice` field left as it was: the caller
 * saves the dice it rolled) and the round's events.
 */
export function resolveRound(
  state: BlitzMatchState,
  dice: DiceSource,
): { readonly state: BlitzMatchState; readonly events: readonly BlitzMatchEvent[] } {
  const round = state.round + 1;
  const o = state.options;
  const events: BlitzMatchEvent[] = [];
  const active = state.sides.map((s, i) => (s.out ? -1 : i)).filter((i) => i >= 0);
  const work: Work = { endurance: state.sides.map((s) => s.endurance), out: state.sides.map((s) => s.out) };
  const energy = state.sides.map((s) => s.energy);
  const totals = new Map<number, number>();

  // III.2.a and III.2.b: spend the activity, roll the totals (penalties from Endurance at the start).
  for (const i of active) {
    const side = seat(state, i);
    const action = of(side.strategy.rounds, round - 1);
    const before = of(energy, i);
    energy[i] = before - action.activity;
    const t = roundTotal(action, state.advantage === i, side.endurance, o.advantageBonus, dice, side.id);
    totals.set(i, t.total);
    events.push({
      type: "total",
      round,
      side: side.id,
      action: actionCode(action),
      energyBefore: before,
      energyAfter: energy[i],
      endurance: side.endurance,
      ...t,
    });
  }

  const actionOf = (i: number) => of(seat(state, i).strategy.rounds, round - 1);
  const finishes: { by: number; against: number }[] = [];
  let doubleFinish = false;
  let drawDetail = "both sides finished on a tied round";
  const many = active.length > 2;
  const eliminate = many && o.elimination;
  const stillIn = (i: number): boolean => !work.out[i];

  const finish = (f: { by: number; against: number } | null): void => {
    if (f === null) return;
    finishes.push(f);
    if (eliminate) {
      work.out[f.against] = true;
      events.push({ type: "eliminated", round, side: seat(state, f.against).id, by: seat(state, f.by).id });
    }
  };
  const matchDecided = (): boolean => (eliminate ? active.filter(stillIn).length <= 1 : finishes.length > 0);

  /** A two-way comparison as the text's III.2.c, then its victory checks. */
  const pair = (a: number, b: number): void => {
    const c = compareValues(
      [defined(totals.get(a), "blitzmatch: a total"), defined(totals.get(b), "blitzmatch: a total")],
      [actionOf(a), actionOf(b)],
      o.buffer,
    );
    work.endurance[a] = applyDamage(of(work.endurance, a), c.damage[0]);
    work.endurance[b] = applyDamage(of(work.endurance, b), c.damage[1]);
    const winner = c.winner === null ? null : c.winner === 0 ? a : b;
    events.push(
      compareEvent(
        state,
        round,
        [a, b],
        winner,
        c.margin,
        c.buffer,
        new Map([
          [a, c.damage[0]],
          [b, c.damage[1]],
        ]),
        work,
      ),
    );
    if (winner === null) {
      // A tie: both check for the fall, each against the other; a 2 is no reversal here.
      const first = checkWithReversals(state, round, a, b, work, dice, events, false);
      const second = checkWithReversals(state, round, b, a, work, dice, events, false);
      if (first !== null && second !== null && !eliminate) {
        doubleFinish = true;
        finishes.push(first, second);
      } else if (first !== null && second !== null) {
        finish(first);
        finish(second);
      } else {
        finish(first ?? second);
      }
    } else {
      finish(checkWithReversals(state, round, winner, winner === a ? b : a, work, dice, events, true));
    }
  };

  if (!many) {
    pair(of(active, 0), of(active, 1));
  } else if (o.multiSlot === "pairs") {
    for (const [a, b] of slotPairs(active)) {
      if (!stillIn(a) || !stillIn(b) || matchDecided()) continue;
      pair(a, b);
    }
  } else {
    // "leader": the highest total wins the round against every other side.
    const totalsBySlot = state.sides.map((_, i) => totals.get(i) ?? 0);
    const actions = state.sides.map((_, i) => actionOf(i));
    const lead = leaderOutcome(active, totalsBySlot, actions, o.buffer);
    for (const [i, d] of lead.damage) work.endurance[i] = applyDamage(of(work.endurance, i), d);
    const single = lead.leaders.length === 1 ? of(lead.leaders, 0) : null;
    events.push(compareEvent(state, round, active, single, lead.margin, lead.buffer, lead.damage, work));
    if (single !== null) {
      const target = weakestSlot(
        active.filter((i) => i !== single),
        work.endurance,
      );
      finish(checkWithReversals(state, round, single, target, work, dice, events, true));
    } else {
      // A tie for the lead: every leader checks (a 2 is no reversal here), each against the weakest
      // other slot, as both sides of a two-slot tie do; two or more finishes on the tie are a
      // draw unless slots are eliminated one by one.
      const checks = lead.leaders.map((i) =>
        checkWithReversals(
          state,
          round,
          i,
          weakestSlot(
            active.filter((j) => j !== i),
            work.endurance,
          ),
          work,
          dice,
          events,
          false,
        ),
      );
      const done = checks.filter((f): f is { by: number; against: number } => f !== null);
      if (done.length > 1 && !eliminate) {
        doubleFinish = true;
        drawDetail = "tied leaders finished on the same round";
        finishes.push(...done);
      } else {
        for (const f of done) if (stillIn(f.against)) finish(f);
      }
    }
  }

  // II.2.a: Energy comes back at the end of every Recovery rounds. A side eliminated earlier
  // keeps following its track (silently), so a saved state's Energy always matches its strategy.
  state.sides.forEach((side, i) => {
    if (!active.includes(i)) energy[i] = of(energy, i) - of(side.strategy.rounds, round - 1).activity;
    if (recoversAfter(round, side.slot.recovery)) {
      energy[i] = of(energy, i) + side.slot.energy;
      if (active.includes(i)) events.push({ type: "recovery", round, side: side.id, energy: energy[i] });
    }
  });

  let result: MatchResult<string> | null = null;
  const method = FINISH_METHOD[o.finish];
  if (eliminate) {
    const left = active.filter(stillIn);
    if (left.length === 1) {
      result = { winner: seat(state, of(left, 0)).id, method, detail: "last slot standing" };
    } else if (left.length === 0) {
      result = { winner: null, method: "draw", detail: "nobody left standing" };
    }
  } else if (doubleFinish) {
    result = { winner: null, method: "draw", detail: drawDetail };
  } else if (finishes.length > 0) {
    result = { winner: seat(state, of(finishes, 0).by).id, method };
  }
  if (result === null && round >= o.rounds) {
    events.push({ type: "time-limit", round });
    result = { winner: null, method: "time-limit", detail: `no winner after ${o.rounds} rounds` };
  }
  const sides: BlitzMatchSideState[] = state.sides.map((s, i) => ({
    ...s,
    endurance: of(work.endurance, i),
    energy: of(energy, i),
    out: of(work.out, i),
  }));
  return { state: { ...state, sides, round, result }, events };
}
