/**
 * Type tests of @ringside/rasslefest (run by `vitest` in typecheck mode and by `pnpm typecheck`): the game
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
  type rasslefest,
  type RasslefestEvent,
  type RasslefestMove,
  type RasslefestNarratorOptions,
  type RasslefestOptions,
  type RasslefestView,
  type RasslefestPlayer,
} from "@ringside/rasslefest";
import { describe, expectTypeOf, test } from "vitest";

type TheGame = typeof rasslefest;

describe("@ringside/rasslefest types", () => {
  test("the game carries the package's move, event, view and player types", () => {
    expectTypeOf<MoveOf<TheGame>>().toEqualTypeOf<RasslefestMove>();
    expectTypeOf<ViewOf<TheGame>>().toEqualTypeOf<RasslefestView>();
    expectTypeOf<PlayerOf<TheGame>>().toEqualTypeOf<RasslefestPlayer>();
    expectTypeOf<RasslefestEvent>().toExtend<EventOf<TheGame>>();
    expectTypeOf<EventOf<TheGame>>().toExtend<RasslefestEvent | MatchOverEvent<RasslefestPlayer>>();
  });

  test("a misspelled move kind is a type error", () => {
    const legal: RasslefestMove = { type: "accept" };
    // @ts-expect-error a move kind the game does not have
    const misspelled: RasslefestMove = { type: "acept" };
    void [legal, misspelled];
  });

  test("a misspelled event kind is a type error", () => {
    const known: RasslefestEvent["type"] = "revealed";
    // @ts-expect-error an event kind the game does not have
    const misspelled: RasslefestEvent["type"] = "reveal";
    void [known, misspelled];
  });

  test("the narrator takes core's NarratorOptions, named by the game's players", () => {
    expectTypeOf<RasslefestNarratorOptions>().toExtend<NarratorOptions<RasslefestPlayer>>();
    expectTypeOf<RasslefestNarratorOptions>().toExtend<NonNullable<Parameters<typeof createNarrator>[0]>>();
  });

  test("the facts are core's GameFacts over the game's options", () => {
    expectTypeOf(facts).toExtend<GameFacts<RasslefestOptions>>();
    expectTypeOf(facts.id).toEqualTypeOf<string>();
  });
});
