/**
 * Type tests of @ringside/powerhouses (run by `vitest` in typecheck mode and by `pnpm typecheck`): the game
 * carries the package's own types, a misspelled move or event kind is a type error, and the narrator
 * options and the facts are core's shapes.
 */
import type {
  EventOf,
  GameFacts,
  MatchOverEvent,
  MoveOf,
  NarratorOptions,
  PlayerOf,
  ViewOf,
} from "@ringside/core";
import {
  type createNarrator,
  facts,
  type powerhouses,
  type PowerhousesEvent,
  type PowerhousesMove,
  type PowerhousesNarratorOptions,
  type PowerhousesOptions,
  type PowerhousesView,
  type PowerhousesPlayer,
} from "@ringside/powerhouses";
import { describe, expectTypeOf, test } from "vitest";

type TheGame = typeof powerhouses;

describe("@ringside/powerhouses types", () => {
  test("the game carries the package's move, event, view and player types", () => {
    expectTypeOf<MoveOf<TheGame>>().toEqualTypeOf<PowerhousesMove>();
    expectTypeOf<ViewOf<TheGame>>().toEqualTypeOf<PowerhousesView>();
    expectTypeOf<PlayerOf<TheGame>>().toEqualTypeOf<PowerhousesPlayer>();
    expectTypeOf<PowerhousesEvent>().toExtend<EventOf<TheGame>>();
    expectTypeOf<EventOf<TheGame>>().toExtend<PowerhousesEvent | MatchOverEvent<PowerhousesPlayer>>();
  });

  test("a misspelled move kind is a type error", () => {
    const legal: PowerhousesMove = { type: "pursue", ability: "Strength" };
    // @ts-expect-error a move kind the game does not have
    const misspelled: PowerhousesMove = { type: "persue", ability: "Strength" };
    void [legal, misspelled];
  });

  test("a misspelled event kind is a type error", () => {
    const known: PowerhousesEvent["type"] = "take-down-won";
    // @ts-expect-error an event kind the game does not have
    const misspelled: PowerhousesEvent["type"] = "takedown-won";
    void [known, misspelled];
  });

  test("the narrator takes core's NarratorOptions, named by the game's players", () => {
    expectTypeOf<PowerhousesNarratorOptions>().toExtend<NarratorOptions<PowerhousesPlayer>>();
    expectTypeOf<PowerhousesNarratorOptions>().toExtend<NonNullable<Parameters<typeof createNarrator>[0]>>();
  });

  test("the facts are core's GameFacts over the game's options", () => {
    expectTypeOf(facts).toExtend<GameFacts<PowerhousesOptions>>();
    expectTypeOf(facts.id).toEqualTypeOf<string>();
  });
});
