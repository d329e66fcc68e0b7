/**
 * Type tests of @ringside/ringmaster (run by `vitest` in typecheck mode and by `pnpm typecheck`): the game
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
  type ringmaster,
  type RingMasterEvent,
  type RingMasterMove,
  type RingMasterNarratorOptions,
  type RingMasterOptions,
  type RingMasterView,
  type RingMasterPlayer,
} from "@ringside/ringmaster";
import { describe, expectTypeOf, test } from "vitest";

type TheGame = typeof ringmaster;

describe("@ringside/ringmaster types", () => {
  test("the game carries the package's move, event, view and player types", () => {
    expectTypeOf<MoveOf<TheGame>>().toEqualTypeOf<RingMasterMove>();
    expectTypeOf<ViewOf<TheGame>>().toEqualTypeOf<RingMasterView>();
    expectTypeOf<PlayerOf<TheGame>>().toEqualTypeOf<RingMasterPlayer>();
    expectTypeOf<RingMasterEvent>().toExtend<EventOf<TheGame>>();
    expectTypeOf<EventOf<TheGame>>().toExtend<RingMasterEvent | MatchOverEvent<RingMasterPlayer>>();
  });

  test("a misspelled move kind is a type error", () => {
    const legal: RingMasterMove = { type: "stall" };
    // @ts-expect-error a move kind the game does not have
    const misspelled: RingMasterMove = { type: "stal" };
    void [legal, misspelled];
  });

  test("a misspelled event kind is a type error", () => {
    const known: RingMasterEvent["type"] = "advantage";
    // @ts-expect-error an event kind the game does not have
    const misspelled: RingMasterEvent["type"] = "advantages";
    void [known, misspelled];
  });

  test("the narrator takes core's NarratorOptions, named by the game's players", () => {
    expectTypeOf<RingMasterNarratorOptions>().toExtend<NarratorOptions<RingMasterPlayer>>();
    expectTypeOf<RingMasterNarratorOptions>().toExtend<NonNullable<Parameters<typeof createNarrator>[0]>>();
  });

  test("the facts are core's GameFacts over the game's options", () => {
    // trickMemory is carried from match to match, not a rule with a default (see src/facts.ts)
    expectTypeOf(facts).toExtend<GameFacts<Omit<RingMasterOptions, "trickMemory">>>();
    expectTypeOf(facts.id).toEqualTypeOf<string>();
  });
});
