/**
 * No Control Rounds: with nobody in control, both wrestlers choose at once, face down: a Basic
 * Attack, a counteraction against Basic Attacks, a Big Rally, or a discard. The Basic Attack
 * with the lower energy need lands (the loser may still answer it); equal cards cancel and the
 * round is played again; a counteraction shown against an attack answers it.
 * Docs: /rasslefest/rules#no-control-rounds.
 */
import { cardKind, type CardCategory, type CardId } from "../cards.js";
import { opponent, type Draft, type Table } from "../draft.js";
import { discardOf, playOf } from "../moves.js";
import type { Phase, RassleMove, RasslePlayer } from "../types.js";
import { basicOk } from "./basicVsHighRisk.js";
import { playBigRally, rallyOk } from "./bigRally.js";
import { againstBasic, offer, playAttack, playedEvent, settle } from "./counteractions.js";
import { discardCard, markDiscarded } from "./discarding.js";
import { oneOfEachKind, take } from "./hands.js";
import { noteOffense } from "./matchLog.js";
import { endRound } from "./round.js";
import { putInPlay } from "./shuffling.js";

/** A No Control reveal: a Basic Attack, a counteraction against Basic Attacks, a Big Rally, or a discard. */
export function revealMoves(t: Table, p: RasslePlayer): RassleMove[] {
  const energy = t.energy[p];
  const held = oneOfEachKind(t.hands[p]);
  const out: RassleMove[] = [];
  for (const { card, kind } of held) if (basicOk(kind, t.location, energy)) out.push(playOf(card));
  for (const { card, kind } of held) if (againstBasic(kind, energy)) out.push(playOf(card));
  for (const { card, kind } of held) if (rallyOk(kind, energy)) out.push(playOf(card));
  for (const { card } of held) out.push(discardOf(card));
  return out;
}

/** The card a face-down choice shows when played, and its category (null: a discard or a pass). */
function shown(move: RassleMove): { readonly card: CardId; readonly category: CardCategory } | null {
  return move.type === "play" ? { card: move.card, category: cardKind(move.card).category } : null;
}

/** A discard (its card leaves the game's hand face down) or a pass: the wrestler rests this round. */
function restFor(d: Draft, p: RasslePlayer, move: RassleMove): void {
  if (move.type === "discard") {
    discardCard(d, p, move.card, false);
    markDiscarded(d, p);
  } else if (move.type === "pass") markDiscarded(d, p);
}

/** `p` chooses `move` face down; once both are in, the reveal. */
export function onReveal(
  d: Draft,
  p: RasslePlayer,
  phase: Extract<Phase, { kind: "reveal" }>,
  move: RassleMove,
): void {
  if (move.type === "play" || move.type === "discard") take(d, p, move.card);
  // The first to choose stays first in the record.
  const first = phase.submitted[opponent(p)];
  const submitted: Partial<Record<RasslePlayer, RassleMove>> =
    first === undefined ? { [p]: move } : p === "a" ? { b: first, a: move } : { a: first, b: move };
  d.phase = { kind: "reveal", submitted };
  d.events?.push({ type: "choice-made", player: p });
  const a = submitted.a;
  const b = submitted.b;
  if (a === undefined || b === undefined) return;
  d.events?.push({ type: "revealed", choices: { a, b } });
  // The chosen cards left the hands when chosen: the helpers below do not take them again.
  revealed(d, { a, b });
}

/** Both choices are shown: a Big Rally, two Basic Attacks, an attack against a counter or a discard. */
function revealed(d: Draft, choices: Readonly<Record<RasslePlayer, RassleMove>>): void {
  const isRally = (m: RassleMove): boolean => m.type === "play" && cardKind(m.card).special === "big-rally";
  const rally: RasslePlayer | null = isRally(choices.a) ? "a" : isRally(choices.b) ? "b" : null;
  if (rally !== null) {
    const other = opponent(rally);
    const theirs = choices[other];
    if (theirs.type === "play" || theirs.type === "discard") discardCard(d, other, theirs.card, false);
    if (theirs.type === "discard") markDiscarded(d, other);
    const own = choices[rally];
    if (own.type === "play") playBigRally(d, rally, own.card, false);
    return;
  }
  const showA = shown(choices.a);
  const showB = shown(choices.b);
  restFor(d, "a", choices.a);
  restFor(d, "b", choices.b);
  const attackA = showA?.category === "basic" ? showA.card : null;
  const attackB = showB?.category === "basic" ? showB.card : null;
  if (attackA !== null && attackB !== null) {
    const ka = cardKind(attackA);
    const kb = cardKind(attackB);
    if (ka.id === kb.id) {
      // Trading punches: both cancel.
      putInPlay(d, "a", attackA, false);
      putInPlay(d, "b", attackB, false);
      d.events?.push({ type: "cancelled", kind: ka.id });
      endRound(d);
      return;
    }
    const winner: RasslePlayer = ka.minEnergy < kb.minEnergy ? "a" : "b";
    const won = winner === "a" ? attackA : attackB;
    const lost = winner === "a" ? attackB : attackA;
    putInPlay(d, opponent(winner), lost, false);
    d.events?.push({ type: "outdone", winner, kind: cardKind(won).id, beaten: cardKind(lost).id });
    playAttack(d, winner, won, "reveal", "ring", false);
    return;
  }
  const attacker: RasslePlayer | null = attackA !== null ? "a" : attackB !== null ? "b" : null;
  const attack = attackA ?? attackB;
  if (attacker !== null && attack !== null) {
    const defender = opponent(attacker);
    putInPlay(d, attacker, attack, false);
    const k = cardKind(attack);
    playedEvent(d, attacker, attack, "attack");
    noteOffense(d, attacker, k);
    const link = { player: attacker, card: attack, kind: k.id, location: "ring" as const };
    const counter = defender === "a" ? showA : showB;
    if (counter?.category === "counteraction") {
      // The counteraction shown with the attack answers it; the attacker may still reverse it.
      putInPlay(d, defender, counter.card, false);
      playedEvent(d, defender, counter.card, "counter");
      const answer = {
        player: defender,
        card: counter.card,
        kind: cardKind(counter.card).id,
        location: "ring" as const,
      };
      offer(d, [link, answer], "reveal");
      return;
    }
    // Discarding (or passing) was this wrestler's choice instead of a counteraction: having seen
    // the attack, he gets no answer to it. Only the loser of two Basic Attacks answers (above).
    settle(d, [link], "reveal");
    return;
  }
  // No attack on either side: counteractions are spent for nothing.
  for (const [p, show] of [
    ["a", showA],
    ["b", showB],
  ] as const) {
    if (show?.category !== "counteraction") continue;
    putInPlay(d, p, show.card, false);
    playedEvent(d, p, show.card, "counter");
  }
  endRound(d);
}
