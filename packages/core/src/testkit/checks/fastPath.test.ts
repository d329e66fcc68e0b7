import { describe, expect, it } from "vitest";
import { isRecord, runMatch, sameMove, type Bot, type FastPath } from "@ringside/core";
import {
  armWrestling,
  type ArmConfig,
  type ArmMove,
  type ArmPlayer,
  type ArmView,
} from "../../../test/fixtures/armWrestling.js";
import { advancingArm, armKit, failureOf, type ArmGame } from "../../../test/fixtures/kit.js";
import { fastPathCheck } from "./fastPath.js";

type ArmFast = FastPath<ArmConfig, ArmView, ArmMove, ArmPlayer>;
type ArmBots = Readonly<Partial<Record<ArmPlayer, Bot<ArmView, ArmMove>>>>;
const rest: ArmMove = { type: "rest" };

/** A fast path that plays the Game API of `game` (honest), with each bot first passed to `wrap`. */
function fastOf(
  game: ArmGame,
  wrap: (bot: Bot<ArmView, ArmMove>) => Bot<ArmView, ArmMove> = (b) => b,
): ArmFast {
  return {
    run(config, dice, bots, botSeed) {
      const wrapped: ArmBots | undefined =
        bots === undefined
          ? undefined
          : {
              ...(bots.a === undefined ? {} : { a: wrap(bots.a) }),
              ...(bots.b === undefined ? {} : { b: wrap(bots.b) }),
            };
      const match = runMatch(game, {
        config,
        dice,
        botSeed,
        ...(wrapped === undefined ? {} : { bots: wrapped }),
      });
      return { result: match.result, steps: match.steps };
    },
  };
}

/** `game` with a fast path. */
const withFast = (game: ArmGame, fast: ArmFast | undefined = fastOf(game)): ArmGame => ({ ...game, fast });
/** The check's failure on `game`. */
const failure = (game: ArmGame): string => failureOf(fastPathCheck(armKit({ game })));
/** A bot wrapper that swaps moves `swap` picks for the first legal move. */
const swapping =
  (swap: (move: unknown) => boolean) =>
  (bot: Bot<ArmView, ArmMove>): Bot<ArmView, ArmMove> =>
  (input) => {
    const move = bot(input);
    return swap(move) ? { type: "push" } : move;
  };
const illegal = (move: unknown): boolean =>
  !armWrestling.moves(armWrestling.setup({ limit: 1 }, 1), "a").some((m) => sameMove(m, move));
const editedMove = (move: unknown): boolean => isRecord(move) && "zz-edited" in move;

/** The toy game with nobody deciding: the engine pushes for the player due. */
function resolverArm(): ArmGame {
  return {
    ...armWrestling,
    turn: (s) => {
      const turn = armWrestling.turn(s);
      return turn.kind === "decide" ? { kind: "advance" } : turn;
    },
    moves: (s, p) => (p === "a" || p === "b" ? [] : armWrestling.moves(s, p)),
    advance: (s) =>
      armWrestling.turn(s).kind === "decide"
        ? armWrestling.play(s, s.next, { type: "push" })
        : armWrestling.advance(s),
  };
}

describe("fastPathCheck", () => {
  it("passes on an honest fast path, with decisions, automatic steps or nobody deciding", () => {
    for (const game of [armWrestling, advancingArm(), resolverArm()])
      expect(failure(withFast(game))).toBe("passed");
  });

  it("fails at once when the subject asks for a fast path the game lacks", () => {
    expect(failure(armWrestling)).toBe("ConformanceFailure: fast: true, but the game has no fast path");
  });

  it("fails when the fast path counts other steps, or ignores the bots it is given", () => {
    const honest = fastOf(armWrestling);
    const miscounting: ArmFast = {
      run: (...args) => {
        const r = honest.run(...args);
        return { ...r, steps: r.steps + 1 };
      },
    };
    expect(failure(withFast(armWrestling, miscounting))).toMatch(
      /^ConformanceFailure: fast path with the given bots:/,
    );
    const ownBots: ArmFast = {
      run: (config, dice, _bots, botSeed) => honest.run(config, dice, armKit().botsFor(config), botSeed),
    };
    expect(failure(withFast(armWrestling, ownBots))).toMatch(
      /^ConformanceFailure: fast path with a custom bot:/,
    );
  });

  it("fails when the fast path plays an illegal move, or an edited copy of a legal one", () => {
    expect(failure(withFast(armWrestling, fastOf(armWrestling, swapping(illegal))))).toBe(
      "ConformanceFailure: fast path with an illegal bot: expected a RingsideError ILLEGAL_MOVE, nothing was thrown",
    );
    expect(failure(withFast(armWrestling, fastOf(armWrestling, swapping(editedMove))))).toBe(
      "ConformanceFailure: fast path with a bot that edits a legal move: expected a RingsideError ILLEGAL_MOVE, nothing was thrown",
    );
  });

  it("tries the illegal bots once any step of the match is a decision, automatic steps besides", () => {
    const game = advancingArm();
    expect(failure(withFast(game, fastOf(game, swapping(illegal))))).toBe(
      "ConformanceFailure: fast path with an illegal bot: expected a RingsideError ILLEGAL_MOVE, nothing was thrown",
    );
  });

  it("fails when the Game API plays an illegal move, or an edited copy of a legal one", () => {
    const lenient = (swap: (move: unknown) => boolean): ArmGame => ({
      ...armWrestling,
      play: (s, p, m) => armWrestling.play(s, p, swap(m) ? { type: "push" } : m),
    });
    expect(failure(withFast(lenient(illegal), fastOf(armWrestling)))).toBe(
      "ConformanceFailure: Game API with an illegal bot: expected a RingsideError ILLEGAL_MOVE, nothing was thrown",
    );
    expect(failure(withFast(lenient(editedMove), fastOf(armWrestling)))).toBe(
      "ConformanceFailure: Game API with a bot that edits a legal move: expected a RingsideError ILLEGAL_MOVE, nothing was thrown",
    );
  });

  it("fails when what a bot writes into its view reaches the match, on either path", () => {
    // A view handed out as an unfrozen copy; once a bot has written into it, the player rests.
    let last: Record<string, unknown> | undefined;
    const exposed = (input: { readonly view: ArmView }): { readonly view: ArmView } => {
      const view = { ...input.view };
      last = view;
      return { ...input, view };
    };
    const scribbled = (): boolean => last !== undefined && last.marker === null;
    const fast = fastOf(armWrestling, (bot) => (input) => {
      const move = bot({ ...input, ...exposed(input) });
      return scribbled() ? rest : move;
    });
    expect(failure(withFast(armWrestling, fast))).toMatch(
      /^ConformanceFailure: fast path with a bot that writes into its view:/,
    );
    last = undefined;
    const open: ArmGame = {
      ...armWrestling,
      view: (s, p) => exposed({ view: armWrestling.view(s, p) }).view,
      play: (s, p, m) => armWrestling.play(s, p, scribbled() ? rest : m),
    };
    expect(failure(withFast(open, fastOf(armWrestling)))).toMatch(
      /^ConformanceFailure: Game API with a bot that writes into its view:/,
    );
  });
});
