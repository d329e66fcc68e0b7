/**
 * Type tests of @ringside/superdice (run by `vitest` in typecheck mode and by `pnpm typecheck`): the game
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
  type superdice,
  type SuperDiceEvent,
  type SuperDiceMove,
  type SuperDiceNarratorOptions,
  type SuperDiceOptions,
  type SuperDiceView,
  type SuperDicePlayer,
} from "@ringside/superdice";
import { describe, expectTypeOf, test } from "vitest";

type TheGame = typeof superdice;

describe("@ringside/superdice types", () => {
  test("the game carries the package's move, event, view and player types", () => {
    expectTypeOf<MoveOf<TheGame>>().toEqualTypeOf<SuperDiceMove>();
    expectTypeOf<ViewOf<TheGame>>().toEqualTypeOf<SuperDiceView>();
    expectTypeOf<PlayerOf<TheGame>>().toEqualTypeOf<SuperDicePlayer>();
    expectTypeOf<SuperDiceEvent>().toExtend<EventOf<TheGame>>();
    expectTypeOf<EventOf<TheGame>>().toExtend<SuperDiceEvent | MatchOverEvent<SuperDicePlayer>>();
  });

  test("a misspelled move kind is a type error", () => {
    const legal: SuperDiceMove = { type: "pass" };
    // @ts-expect-error a move kind the game does not have
    const misspelled: SuperDiceMove = { type: "passs" };
    void [legal, misspelled];
  });

  test("a misspelled event kind is a type error", () => {
    const known: SuperDiceEvent["type"] = "initiative";
    // @ts-expect-error an event kind the game does not have
    const misspelled: SuperDiceEvent["type"] = "inititive";
    void [known, misspelled];
  });

  test("the narrator takes core's NarratorOptions, named by the game's players", () => {
    expectTypeOf<SuperDiceNarratorOptions>().toExtend<NarratorOptions<SuperDicePlayer>>();
    expectTypeOf<SuperDiceNarratorOptions>().toExtend<NonNullable<Parameters<typeof createNarrator>[0]>>();
  });

  test("the facts are core's GameFacts over the game's options", () => {
    expectTypeOf(facts).toExtend<GameFacts<SuperDiceOptions>>();
    expectTypeOf(facts.id).toEqualTypeOf<string>();
  });
});
