import { DAMAGEABLE } from "@ringside/fastmatch";

type Json = Record<string, unknown>;

/**
 * The head's default plan for a player who sent no strategy (a policy of Ringside's, listed in the
 * CLI docs): the first letter or number on the grid, no strategy points, pin as the default finish,
 * regular attacks at the opponent's strongest damageable attribute every round, and a pin attempt
 * in the last round.
 */
export function defaultStrategy(opponent: unknown, rounds: number, role: "challenger" | "defender"): Json {
  const attributes = (
    typeof opponent === "object" && opponent !== null ? (opponent as Json).attributes : undefined
  ) as Record<string, number> | undefined;
  const target = [...DAMAGEABLE].sort((a, b) => (attributes?.[b] ?? 0) - (attributes?.[a] ?? 0))[0] ?? "END";
  return {
    choice: role === "challenger" ? "A" : 1,
    finish: "pin",
    rounds: Array.from({ length: rounds }, (_, i) =>
      i === rounds - 1
        ? { action: "pin", target, moves: "a cover" }
        : { action: "regular", target, moves: "solid offence" },
    ),
  };
}
