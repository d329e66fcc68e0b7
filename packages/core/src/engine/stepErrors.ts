/**
 * The errors `defineGame`'s guards throw, one code per situation, each with the path and words
 * that say what was wrong.
 *
 * @module
 */
import { RingsideError } from "../errors/RingsideError.js";
import type { Turn } from "./Game.js";
import { canonicalJson } from "./sameMove.js";

/** `MATCH_OVER`: a move or `advance` after the result. */
export function overError(id: string, turn: Extract<Turn, { kind: "over" }>): RingsideError {
  return new RingsideError("MATCH_OVER", `${id}: the match is over`, [
    { path: "state", message: `nothing more happens after the result (${turn.result.method})` },
  ]);
}

/** `NOTHING_TO_ADVANCE`: `advance` while the match waits for a decision. */
export function nothingToAdvance(id: string, turn: Turn): RingsideError {
  return new RingsideError("NOTHING_TO_ADVANCE", `${id}: nothing to advance`, [
    {
      path: "state",
      message: `the match waits for ${turn.kind === "decide" ? turn.players.join(", ") : "a move"}`,
    },
  ]);
}

/** `ILLEGAL_MOVE`: a move to a game whose definition takes none. */
export function noMovesError(id: string): RingsideError {
  return new RingsideError("ILLEGAL_MOVE", `${id}: this game takes no moves`, "nobody decides in this game");
}

/** `UNKNOWN_PLAYER` unless `player` is one of `players` (or `null`, when a spectator is welcome). */
export function checkPlayer(
  id: string,
  players: readonly string[],
  player: unknown,
  spectatorOk: boolean,
): void {
  if (spectatorOk && player === null) return;
  if (typeof player === "string" && players.includes(player)) return;
  throw new RingsideError("UNKNOWN_PLAYER", `${id}: unknown player`, [
    {
      path: "player",
      message: `${describePlayer(player)} is not a player of this match (players: ${players.join(", ")})`,
    },
  ]);
}

/** A move as an error message quotes it: canonical JSON, cut at 80 characters. */
export function shortJson(value: unknown): string {
  const text = canonicalJson(value) ?? "undefined";
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function describePlayer(player: unknown): string {
  return typeof player === "string"
    ? JSON.stringify(player.length > 40 ? `${player.slice(0, 37)}...` : player)
    : typeof player;
}
