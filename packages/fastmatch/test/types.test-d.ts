/**
 * Type tests of @ringside/fastmatch (run by `vitest` in typecheck mode and by `pnpm typecheck`): the game
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
  type fastmatch,
  type FastMatchEvent,
  type FastMatchMove,
  type FastMatchNarratorOptions,
  type FastMatchOptions,
  type FastMatchView,
  type Side,
} from "@ringside/fastmatch";
import { describe, expectTypeOf, test } from "vitest";

type TheGame = typeof fastmatch;

describe("@ringside/fastmatch types", () => {
  test("the game carries the package's move, event, view and player types", () => {
    expectTypeOf<MoveOf<TheGame>>().toEqualTypeOf<FastMatchMove>();
    expectTypeOf<ViewOf<TheGame>>().toEqualTypeOf<FastMatchView>();
    expectTypeOf<PlayerOf<TheGame>>().toEqualTypeOf<Side>();
    expectTypeOf<FastMatchEvent>().toExtend<EventOf<TheGame>>();
    expectTypeOf<EventOf<TheGame>>().toExtend<FastMatchEvent | MatchOverEvent<Side>>();
  });

  test("nobody moves in a resolver: any move is a type error", () => {
    expectTypeOf<FastMatchMove>().toBeNever();
    // @ts-expect-error a resolver has no moves at all
    const move: FastMatchMove = { type: "bell" };
    void move;
  });

  test("a misspelled event kind is a type error", () => {
    const known: FastMatchEvent["type"] = "pairing";
    // @ts-expect-error an event kind the game does not have
    const misspelled: FastMatchEvent["type"] = "pairings";
    void [known, misspelled];
  });

  test("the narrator takes core's NarratorOptions, named by the game's players", () => {
    expectTypeOf<FastMatchNarratorOptions>().toExtend<NarratorOptions<Side>>();
    expectTypeOf<FastMatchNarratorOptions>().toExtend<NonNullable<Parameters<typeof createNarrator>[0]>>();
  });

  test("the facts are core's GameFacts over the game's options", () => {
    expectTypeOf(facts).toExtend<GameFacts<FastMatchOptions>>();
    expectTypeOf(facts.id).toEqualTypeOf<string>();
  });
});
