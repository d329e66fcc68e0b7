/**
 * The docs' toy game: an arm-wrestling contest small enough to read in one sitting, following the
 * same engine shape as every Ringside game. A marker starts at 0. On your turn you either `push`
 * (roll a d6: 4 or more moves the marker one step your way, a 1 slips it one step back) or `rest`.
 * At +3 player "a" wins, at -3 player "b" wins; after `limit` turns it is a time-limit draw.
 * Each player also has a grip strength that only they may see, to show a view that hides things.
 */
import {
  checkMove,
  d6,
  openDice,
  Problems,
  RingsideError,
  type DiceStart,
  type Game,
  type MatchStateBase,
  type Step,
  type Turn,
} from "@ringside/core";

/** The two seats of the toy game. */
export type ArmPlayer = "a" | "b";
/** A move of the toy game. */
export type ArmMove = { readonly type: "push" } | { readonly type: "rest" };
/** What a step of the toy game reports. */
export type ArmEvent =
  | { readonly type: "pushed"; readonly player: ArmPlayer; readonly roll: number; readonly marker: number }
  | { readonly type: "rested"; readonly player: ArmPlayer }
  | { readonly type: "ended"; readonly winner: ArmPlayer | null };
/** The toy game's configuration: how many turns before time runs out. */
export interface ArmConfig {
  readonly limit: number;
}
/** The toy game's state: plain JSON with its dice. */
export interface ArmState extends MatchStateBase {
  readonly marker: number;
  readonly turns: number;
  readonly limit: number;
  readonly next: ArmPlayer;
  readonly grip: Readonly<Record<ArmPlayer, number>>;
}
/** What one player sees: everything but the other player's grip. */
export interface ArmView {
  readonly me: ArmPlayer | null;
  readonly marker: number;
  readonly turns: number;
  readonly limit: number;
  readonly next: ArmPlayer;
  readonly grip?: number;
}

const other = (p: ArmPlayer): ArmPlayer => (p === "a" ? "b" : "a");

/** The toy game object. */
export const armWrestling: Game<ArmConfig, ArmState, ArmMove, ArmEvent, ArmView, ArmPlayer> = {
  id: "arm-wrestling",
  setup(config: ArmConfig, start: DiceStart): ArmState {
    const problems = new Problems();
    problems.check(
      !Number.isInteger(config.limit) || config.limit < 1,
      "limit",
      "must be a whole number of turns, 1 or more",
      "Toy › Time limit",
    );
    problems.throwIfAny("INVALID_CONFIG", "arm-wrestling: invalid config");
    const dice = openDice(start);
    const grip = { a: d6(dice, "grip a"), b: d6(dice, "grip b") };
    return { dice: dice.save(), marker: 0, turns: 0, limit: config.limit, next: "a", grip };
  },
  players: () => ["a", "b"],
  turn(state): Turn<ArmPlayer> {
    if (state.marker >= 3) return { kind: "over", result: { winner: "a", method: "submission" } };
    if (state.marker <= -3) return { kind: "over", result: { winner: "b", method: "submission" } };
    if (state.turns >= state.limit) return { kind: "over", result: { winner: null, method: "time-limit" } };
    return { kind: "decide", players: [state.next] };
  },
  moves(state, player) {
    const turn = this.turn(state);
    return turn.kind === "decide" && turn.players.includes(player)
      ? [{ type: "push" }, { type: "rest" }]
      : [];
  },
  play(state, player, move): Step<ArmState, ArmEvent> {
    checkMove(this, state, player, move);
    const base = { ...state, turns: state.turns + 1, next: other(player) };
    if (move.type === "rest") return { state: base, events: [{ type: "rested", player }] };
    const dice = openDice(state.dice);
    const roll = d6(dice, `${player} push`);
    const way = player === "a" ? 1 : -1;
    const marker = state.marker + (roll >= 4 ? way : roll === 1 ? -way : 0);
    const next = { ...base, dice: dice.save(), marker };
    const events: ArmEvent[] = [{ type: "pushed", player, roll, marker }];
    const turn = this.turn(next);
    if (turn.kind === "over") events.push({ type: "ended", winner: turn.result.winner });
    return { state: next, events };
  },
  advance() {
    throw new RingsideError("NOTHING_TO_ADVANCE", "arm-wrestling: nothing to advance", [
      { path: "state", message: "this game always waits for a player's move" },
    ]);
  },
  view(state, player) {
    const base = {
      me: player,
      marker: state.marker,
      turns: state.turns,
      limit: state.limit,
      next: state.next,
    };
    return player === null ? base : { ...base, grip: state.grip[player] };
  },
};

/** The toy narrator: one line of play-by-play per event. */
export function narrateArm(event: ArmEvent): string | null {
  switch (event.type) {
    case "pushed":
      return `${event.player.toUpperCase()} heaves (rolls ${event.roll}); the marker stands at ${event.marker}.`;
    case "rested":
      return `${event.player.toUpperCase()} holds steady.`;
    case "ended":
      return event.winner === null
        ? "Time runs out: a draw."
        : `${event.winner.toUpperCase()} slams the arm down!`;
  }
}
