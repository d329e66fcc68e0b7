/**
 * Computes the stacked deck tops of the sample game: for each dealt position, the order of kinds
 * that puts every card the text plays into the right hand at the right time. Run with
 * `npx vite-node packages/rasslefest/test/support/stackSample.ts` (or through the sample test,
 * which checks that the stored tops still agree) and paste the result into sampleGame.ts.
 */
import { allCards, kindOf, type CardKindId } from "../../src/cards.js";
import { rasslefest } from "../../src/game.js";
import { sampleGame } from "../../src/sample/sampleGame.js";
import {
  dealPosition,
  settleWindows,
  stackFromKinds,
  type RassleSampleInput,
  type ScriptMove,
} from "../../src/sample/sampleScript.js";
import type { RasslePlayer, RassleState } from "../../src/types.js";

/** Cards that are rarely playable at low energy come first, zero cards (saves) last. */
const FILLER: readonly CardKindId[] = [
  "top-rope-dive",
  "superplex",
  "signature-move",
  "bodyslam",
  "submission-hold",
  "armbar",
  "into-the-steel-stairs",
  "into-the-steel-barricade",
  "double-knockdown",
  "block",
  "dodge",
  "reversal",
  "suplex",
  "elbow-smash",
  "throw",
  "headlock",
  "clothesline",
  "dropkick",
  "through-the-announcers-table",
  "kick",
  "punch",
  "poke-in-the-eye",
  "low-blow",
  "foreign-object",
  "ambush",
  "taunt",
  "now-wheres-he-going",
  "reach-for-the-ropes",
  "referee-distracted",
  "big-rally",
];

function defaultOrder(needed: ReadonlySet<CardKindId>): CardKindId[] {
  const kinds = allCards.map(kindOf);
  const rank = (k: CardKindId): number => FILLER.indexOf(k) + (needed.has(k) ? 100 : 0);
  return [...kinds].sort((x, y) => rank(x) - rank(y));
}

class Retry extends Error {}

function runSegment(
  order: CardKindId[],
  deal: Extract<RassleSampleInput, { kind: "deal" }>,
  rest: readonly RassleSampleInput[],
): number {
  let s: RassleState = dealPosition({ ...deal, top: order });
  const ids = stackFromKinds(order);
  const drawn = (): number => 80 - s.deck.drawPile.length;
  const allMoves: ScriptMove[] = rest.flatMap((i) => (i.kind === "moves" ? [...i.moves] : []));
  let done = 0;
  const ensure = (player: RasslePlayer, kind: CardKindId): void => {
    if (s.hands[player].some((c) => kindOf(c) === kind)) return;
    const future = allMoves
      .slice(done + 1)
      .filter((m) => m.player === player)
      .map((m) => m.kind);
    const candidates = s.hands[player]
      .filter((c) => !future.includes(kindOf(c)))
      .map((c) => ids.indexOf(c))
      .sort((x, y) => y - x);
    const from = candidates[0];
    let to = order.findIndex((k, j) => j >= drawn() && k === kind);
    const other: RasslePlayer = player === "a" ? "b" : "a";
    const otherFuture = allMoves
      .slice(done + 1)
      .filter((m) => m.player === other)
      .map((m) => m.kind);
    if (to < 0 && !otherFuture.includes(kind)) {
      const held = s.hands[other].find((c) => kindOf(c) === kind);
      if (held !== undefined) to = ids.indexOf(held);
    }
    if (from === undefined || to < 0) throw new Error(`cannot stack ${kind} for ${player}`);
    order[to] = order[from] as CardKindId;
    order[from] = kind;
    throw new Retry();
  };
  for (const input of rest) {
    if (input.kind === "count") {
      const want: CardKindId[] = ["kick", "punch", "reversal"];
      want.forEach((k, n) => {
        const at = drawn() + n;
        if (order[at] !== k) {
          const j = order.findIndex((x, i) => i > at && x === k);
          order[j] = order[at] as CardKindId;
          order[at] = k;
          throw new Retry();
        }
      });
      continue;
    }
    if (input.kind !== "moves") continue;
    const only = (input as { ensure?: ScriptMove }).ensure;
    if (only?.kind !== undefined) {
      ensure(only.player, only.kind);
      continue;
    }
    for (const m of input.moves) {
      for (let g = 0; g < 4; g++) {
        const t = rasslefest.turn(s);
        if (t.kind !== "decide" || t.players.includes(m.player)) break;
        s = rasslefest.play(s, t.players[0] as RasslePlayer, { type: "accept" }).state;
      }
      const follow = allMoves[done + 1];
      if (m.action === "go" && follow?.kind !== undefined) ensure(m.player, follow.kind);
      if (m.kind !== undefined && m.action !== "accept") ensure(m.player, m.kind);
      const card = s.hands[m.player].find((c) => kindOf(c) === m.kind);
      const move =
        m.action === "accept"
          ? ({ type: "accept" } as const)
          : m.action === "go"
            ? ({ type: "go", card: card!, to: m.to ?? "outside" } as const)
            : m.action === "discard"
              ? ({ type: "discard", card: card! } as const)
              : ({ type: "play", card: card! } as const);
      try {
        s = rasslefest.play(s, m.player, move).state;
      } catch (e) {
        throw new Error(
          `${(e as Error).message} at ${JSON.stringify(m)} phase ${JSON.stringify(s.phase)} hands ${JSON.stringify(s.hands)} energy ${JSON.stringify(s.energy)} moves ${JSON.stringify(rasslefest.moves(s, m.player))}`,
        );
      }
      done++;
    }
    s = settleWindows(s);
  }
  return drawn() + 3;
}

/** The deck tops of every dealt position of the sample. */
export function computeTops(): CardKindId[][] {
  const steps = sampleGame.steps;
  const tops: CardKindId[][] = [];
  steps.forEach((step, i) => {
    if (step.input.kind !== "deal") return;
    const rest: RassleSampleInput[] = [];
    for (let j = i + 1; j < steps.length; j++) {
      const st = steps[j]!;
      if (st.input.kind === "deal") break;
      if (st.impossible === undefined) rest.push(st.input);
      else if (st.input.kind === "moves" && st.input.moves[0] !== undefined) {
        // A refused step: its first card must still be in hand, so that the rules (not a missing card) refuse it.
        rest.push({
          kind: "moves",
          moves: [{ ...st.input.moves[0], action: "accept" }],
          ensure: st.input.moves[0],
        } as RassleSampleInput);
      }
    }
    const needed = new Set<CardKindId>();
    for (const r of rest)
      if (r.kind === "moves") for (const m of r.moves) if (m.kind !== undefined) needed.add(m.kind);
    const order = defaultOrder(needed);
    for (let n = 0; n < 500; n++) {
      try {
        const used = runSegment(order, step.input, rest);
        tops.push(order.slice(0, used));
        return;
      } catch (e) {
        if (!(e instanceof Retry)) throw e;
      }
    }
    throw new Error("no stacking found");
  });
  return tops;
}
