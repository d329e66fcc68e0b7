/**
 * Type tests of core's engine shape (run by `vitest` in typecheck mode and by `pnpm typecheck`):
 * a game's generics are read back exactly, and a move, player, turn, option or narrator name the
 * game does not know is a type error (each `@ts-expect-error` fails the run once it is not needed).
 */
import type {
  Bot,
  ConfigOf,
  EventOf,
  Game,
  GameFacts,
  MatchOverEvent,
  MoveOf,
  NarratorOptions,
  PlayerOf,
  StateOf,
  Turn,
  ViewOf,
} from "@ringside/core";
import { describe, expectTypeOf, test } from "vitest";
import {
  armWrestling,
  type ArmConfig,
  type ArmEvent,
  type ArmMove,
  type ArmPlayer,
  type ArmState,
  type ArmView,
} from "./fixtures/armWrestling.js";

type Arm = typeof armWrestling;

describe("Game<C, S, M, E, V, P>", () => {
  test("defineGame keeps every type parameter, and the *Of helpers read each back", () => {
    // defineGame adds core's one match-over event to the game's own
    type Events = ArmEvent | MatchOverEvent<ArmPlayer>;
    expectTypeOf(armWrestling).toEqualTypeOf<
      Game<ArmConfig, ArmState, ArmMove, Events, ArmView, ArmPlayer>
    >();
    expectTypeOf<ConfigOf<Arm>>().toEqualTypeOf<ArmConfig>();
    expectTypeOf<StateOf<Arm>>().toEqualTypeOf<ArmState>();
    expectTypeOf<MoveOf<Arm>>().toEqualTypeOf<ArmMove>();
    expectTypeOf<EventOf<Arm>>().toEqualTypeOf<Events>();
    expectTypeOf<ViewOf<Arm>>().toEqualTypeOf<ArmView>();
    expectTypeOf<PlayerOf<Arm>>().toEqualTypeOf<ArmPlayer>();
  });

  test("a move kind, a player or a config key the game does not know is a type error", () => {
    const state = armWrestling.setup({ limit: 3 }, 1);
    armWrestling.play(state, "a", { type: "push" });
    // @ts-expect-error "pull" is not a move of the game
    armWrestling.play(state, "a", { type: "pull" });
    // @ts-expect-error "c" is not a player of the game
    armWrestling.moves(state, "c");
    // @ts-expect-error `limt` is not a key of the config
    armWrestling.setup({ limt: 3 }, 1);
    // @ts-expect-error a view is not a state
    armWrestling.turn(armWrestling.view(state, "a"));
  });

  test("a turn narrows by its kind", () => {
    const turn: Turn<ArmPlayer> = armWrestling.turn(armWrestling.setup({ limit: 3 }, 1));
    if (turn.kind === "decide") expectTypeOf(turn.players).toEqualTypeOf<readonly ArmPlayer[]>();
    if (turn.kind === "over") expectTypeOf(turn.result.winner).toEqualTypeOf<ArmPlayer | null>();
    // @ts-expect-error "waiting" is not a kind of turn
    expectTypeOf<Extract<Turn, { kind: "waiting" }>>().toEqualTypeOf<Turn>();
  });

  test("a bot sees the view and answers with a move of the game", () => {
    expectTypeOf<Bot<ArmView, ArmMove>>().parameter(0).toHaveProperty("view").toEqualTypeOf<ArmView>();
    expectTypeOf<Bot<ArmView, ArmMove>>().returns.toEqualTypeOf<ArmMove>();
    // @ts-expect-error a bot that answers a move of another game
    const wrong: Bot<ArmView, ArmMove> = () => ({ type: "pull" });
    void wrong;
  });
});

describe("GameFacts and NarratorOptions", () => {
  const rounds = { default: 3, summary: "rounds", docs: "/guide/arm#rounds" } as const;
  const base = {
    id: "arm",
    name: "Arm",
    players: { min: 2, max: 2 },
    decisions: "sequential",
    hiddenInformation: false,
    chance: false,
    turns: "in turn",
  } as const;

  test("the facts list every option of the options type, no more, each with a default of its type", () => {
    expectTypeOf({ ...base, options: { rounds } }).toExtend<GameFacts<{ rounds: number }>>();
    type Facts = GameFacts<{ rounds: number }>;
    const wordy = { ...rounds, default: "3" };
    const unanchored = { ...rounds, docs: "/guide/arm" };
    // @ts-expect-error an option of the type is missing
    const missing: Facts = { ...base, options: {} };
    // @ts-expect-error an option the type does not have
    const extra: Facts = { ...base, options: { rounds, round: rounds } };
    // @ts-expect-error a default of the wrong type
    const wrongDefault: Facts = { ...base, options: { rounds: wordy } };
    // @ts-expect-error a docs link without an anchor
    const noAnchor: Facts = { ...base, options: { rounds: unanchored } };
    void [missing, extra, wrongDefault, noAnchor];
  });

  test("narrator names are keyed by the game's players", () => {
    expectTypeOf<{ names: { a: "Anna" } }>().toExtend<NarratorOptions<ArmPlayer>>();
    expectTypeOf<{ names: { c: "Carl" } }>().not.toExtend<NarratorOptions<ArmPlayer>>();
  });
});
