/*
 * Round by round resolution (FastMatch! 3.0, III.2 and the rules it calls on): who is in the ring
 * (teamwork, tag matches), the exchange, the winner's chart (damage, injury, a fall or count-out
 * check, going outside), cheating checks, fatigue every ten rounds and the time limit. A tie outside
 * the ring hurts both and checks both for a count-out. First Blood ends on the first injury instead
 * of any fall. Docs: /fastmatch/rules#resolving-a-round
 */
import { defined } from "@ringside/core";
import type { RoundAction } from "../sheets.js";
import { pairingBonus } from "./advantage.js";
import { cheatingCheck } from "./cheating.js";
import type { RoundContext, WorkWrestler } from "./context.js";
import { damageOutside, dealDamage } from "./damage.js";
import { chartRowFor, rollExchange } from "./exchange.js";
import { attemptFall } from "./falls.js";
import { fatigueDue, rollFatigue } from "./fatigue.js";
import { contestRingExit, countOutCheck } from "./outsideTheRing.js";
import { choosePairing } from "./teamwork.js";
import { eitherOrBoth, endMatch, fallResult, timeIsUp, timeLimitDraw } from "./victory.js";

/** A tied exchange: outside, both take a point and both check for a count-out; cheaters are checked. */
function tiedRound(
  ctx: RoundContext,
  wrestlers: readonly [WorkWrestler, WorkWrestler],
  actions: readonly [RoundAction, RoundAction],
  outside: boolean,
): void {
  const [cw, dw] = wrestlers;
  const [a0, a1] = actions;
  const firstBlood = ctx.match.specialty === "first-blood";
  if (outside) {
    const hurt0 = dealDamage(ctx, 0, cw, a1.target, 1, dw);
    const hurt1 = dealDamage(ctx, 1, dw, a0.target, 1, cw);
    if (firstBlood && (hurt0 || hurt1)) {
      endMatch(
        ctx,
        hurt0 && hurt1
          ? { winner: null, method: "draw", detail: "both bleed at once" }
          : { winner: hurt0 ? "defender" : "challenger", method: "knockout", detail: "first blood" },
      );
      return;
    }
    const out0 = countOutCheck(ctx, cw);
    const out1 = countOutCheck(ctx, dw);
    if ((out0 || out1) && !firstBlood) {
      endMatch(ctx, eitherOrBoth(out0, out1, "count-out"));
      return;
    }
  }
  if (a0.illegal || a1.illegal) {
    const dq0 = cheatingCheck(ctx, 0);
    const dq1 = cheatingCheck(ctx, 1);
    if (dq0 || dq1) endMatch(ctx, eitherOrBoth(dq0, dq1, "disqualification"));
  }
}

/** A won exchange: the winner's chart row on the loser, then any cheating checks. */
function wonRound(
  ctx: RoundContext,
  w: 0 | 1,
  margin: number,
  shift: number,
  wrestlers: readonly [WorkWrestler, WorkWrestler],
  actions: readonly [RoundAction, RoundAction],
  outside: boolean,
): void {
  const s = ctx.match;
  const l = (1 - w) as 0 | 1;
  const act = actions[w];
  const attacker = wrestlers[w];
  const defender = wrestlers[l];
  const winner = w === 0 ? "challenger" : "defender";
  const firstBlood = s.specialty === "first-blood";
  const row = chartRowFor(act, margin, shift);
  const injured = dealDamage(ctx, l, defender, act.target, damageOutside(row.damage, outside), attacker);
  if (firstBlood && injured) {
    endMatch(ctx, { winner, method: "knockout", detail: "first blood" });
    return;
  }
  if (row.then === "check") {
    if (outside) {
      if (countOutCheck(ctx, defender) && !firstBlood) {
        endMatch(ctx, { winner, method: "count-out" });
        return;
      }
    } else {
      const kind = act.action === "pin" || act.action === "submission" ? act.action : s.sides[w].finish;
      const count = attemptFall(ctx, kind, attacker, defender, act.finisher !== null);
      if (count === 3 && !firstBlood) {
        endMatch(ctx, fallResult(winner, kind));
        return;
      }
    }
  } else if (row.then === "out") contestRingExit(ctx, w, attacker, defender);
  if (actions[0].illegal && cheatingCheck(ctx, 0)) {
    endMatch(ctx, { winner: "defender", method: "disqualification" });
    return;
  }
  if (actions[1].illegal && cheatingCheck(ctx, 1))
    endMatch(ctx, { winner: "challenger", method: "disqualification" });
}

/**
 * Resolves the next round in place on the working match (events go to `ctx.events` when it is not
 * null; the dice and the result are the same either way).
 */
export function playRound(ctx: RoundContext): void {
  const s = ctx.match;
  const round = ++s.round;
  const outside = s.outside;
  s.outside = false;
  const [c, d] = s.sides;
  const actions = [
    defined(c.rounds[round - 1], "fastmatch: the challengers' round action"),
    defined(d.rounds[round - 1], "fastmatch: the defenders' round action"),
  ] as const;
  let i = 0;
  let j = 0;
  let bonus: number;
  if (s.kind === "singles") bonus = pairingBonus(s, 0, 0, actions, outside);
  else ({ i, j, bonus } = choosePairing(ctx, actions, outside));
  const wrestlers = [
    defined(c.wrestlers[i], "fastmatch: a challenger"),
    defined(d.wrestlers[j], "fastmatch: a defender"),
  ] as const;
  const { winner, margin, shift } = rollExchange(ctx, wrestlers, actions, bonus, outside);
  if (winner === null) tiedRound(ctx, wrestlers, actions, outside);
  else wonRound(ctx, winner, margin, shift, wrestlers, actions, outside);
  if (s.result !== null) return;
  if (fatigueDue(round, s.timeLimit)) rollFatigue(ctx);
  if (timeIsUp(round, s.timeLimit)) endMatch(ctx, timeLimitDraw());
}
