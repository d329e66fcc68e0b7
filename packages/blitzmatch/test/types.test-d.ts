/**
 * Type tests of @ringside/blitzmatch (run by `vitest` in typecheck mode and by `pnpm typecheck`): the game
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
  type blitzmatch,
  type BlitzMatchEvent,
  type BlitzMatchMove,
  type BlitzMatchNarratorOptions,
  type BlitzMatchOptions,
  type BlitzMatchView,
  type BlitzMatchPlayer,
} from "@ringside/blitzmatch";
import { describe, expectTypeOf, test } from "vitest";

type TheGame = typeof blitzmatch;

describe("@ringside/blitzmatch types", () => {
  test("the game carries the package's move, event, view and player types", () => {
    expectTypeOf<MoveOf<TheGame>>().toEqualTypeOf<BlitzMatchMove>();
    expectTypeOf<ViewOf<TheGame>>().toEqualTypeOf<BlitzMatchView>();
    expectTypeOf<PlayerOf<TheGame>>().toEqualTypeOf<BlitzMatchPlayer>();
    expectTypeOf<BlitzMatchEvent>().toExtend<EventOf<TheGame>>();
    expectTypeOf<EventOf<TheGame>>().toExtend<BlitzMatchEvent | MatchOverEvent<BlitzMatchPlayer>>();
  });

  test("nobody moves in a resolver: any move is a type error", () => {
    expectTypeOf<BlitzMatchMove>().toBeNever();
    // @ts-expect-error a resolver has no moves at all
    const move: BlitzMatchMove = { type: "bell" };
    void move;
  });

  test("a misspelled event kind is a type error", () => {
    const known: BlitzMatchEvent["type"] = "victory-check";
    // @ts-expect-error an event kind the game does not have
    const misspelled: BlitzMatchEvent["type"] = "victory";
    void [known, misspelled];
  });

  test("the narrator takes core's NarratorOptions, named by the game's players", () => {
    expectTypeOf<BlitzMatchNarratorOptions>().toExtend<NarratorOptions<BlitzMatchPlayer>>();
    expectTypeOf<BlitzMatchNarratorOptions>().toExtend<NonNullable<Parameters<typeof createNarrator>[0]>>();
  });

  test("the facts are core's GameFacts over the game's options", () => {
    expectTypeOf(facts).toExtend<GameFacts<BlitzMatchOptions>>();
    expectTypeOf(facts.id).toEqualTypeOf<string>();
  });
});
