import type { Bot, Game, GameEvent, MatchStateBase } from "../engine/Game.js";
import { canonicalJson } from "../engine/sameMove.js";
import { runMatch } from "../engine/runMatch.js";

/** What {@link seededSnapshot} plays. */
export interface SnapshotOptions<C, V, M, P extends string> {
  /** The configurations, each played with every seed. */
  readonly configs: readonly C[];
  /** The seeds. */
  readonly seeds: readonly number[];
  /** Bots for the players who decide; omit for resolvers. */
  readonly bots?: Readonly<Partial<Record<P, Bot<V, M>>>>;
}

/**
 * Readable seeded snapshots: one line per match (configuration, seed, result, length, moves and the
 * dice words it ended on), for `toMatchSnapshot`. A changed line names the match that changed and
 * how, which a hash cannot.
 *
 * @example
 * ```ts
 * expect(seededSnapshot(game, { configs: [config], seeds: [1, 2, 3], bots })).toMatchSnapshot();
 * ```
 */
export function seededSnapshot<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  options: SnapshotOptions<C, V, M, P>,
): string {
  const lines: string[] = [];
  options.configs.forEach((config, index) => {
    for (const seed of options.seeds) {
      const match = runMatch(game, {
        config,
        dice: seed,
        ...(options.bots === undefined ? {} : { bots: options.bots }),
        botSeed: seed,
      });
      const { winner, method, detail } = match.result;
      const who = winner === null ? `no winner (${method})` : `${winner} by ${method}`;
      const dice =
        match.state.dice.kind === "seeded"
          ? match.state.dice.rng.join(",")
          : `script at ${match.state.dice.next}`;
      lines.push(
        `config ${index} seed ${seed}: ${who}${detail === undefined ? "" : ` — ${detail}`}; ${match.steps} steps, ${match.record.moves.length} moves; dice [${dice}]; last move ${canonicalJson(match.record.moves[match.record.moves.length - 1]?.move ?? null)}`,
      );
    }
  });
  return lines.join("\n");
}
