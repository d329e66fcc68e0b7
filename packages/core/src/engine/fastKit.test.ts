import { describe, expect, it } from "vitest";
import {
  chosenMove,
  createBotTag,
  dropEvents,
  freezeView,
  isRingsideError,
  offerMoves,
} from "@ringside/core";
import { thrown } from "../../test/thrown.js";

describe("createBotTag: a game's mark on its own bots", () => {
  it("reads back the value a bot was tagged with, and nothing for any other bot or non-bot", () => {
    const tag = createBotTag<string>();
    const bot = () => 1;
    const objectBot = { play: true };
    expect(tag.tag(bot, "random")).toBe(bot);
    tag.tag(objectBot, "object");
    expect(tag.read(bot)).toBe("random");
    expect(tag.read(objectBot)).toBe("object");
    expect(tag.read(() => 1)).toBeUndefined();
    for (const other of [null, undefined, 3, "random"]) expect(tag.read(other)).toBeUndefined();
  });

  it("one tag's marks are not another's", () => {
    const first = createBotTag<string>();
    const bot = first.tag(() => 1, "mine");
    expect(createBotTag<string>().read(bot)).toBeUndefined();
  });
});

describe("dropEvents", () => {
  it("takes every event and keeps none", () => {
    const sink = dropEvents<{ type: string }>();
    expect(() => sink.push({ type: "x" })).not.toThrow();
    expect(Object.isFrozen(sink)).toBe(true);
    expect(dropEvents()).toBe(sink);
  });
});

describe("offerMoves: the legal moves as a bot may receive them", () => {
  it("freezes the list and every move all the way down, and returns a frozen list as it is", () => {
    const legal = [{ type: "hit", at: { row: 1 } }];
    const offered = offerMoves(legal);
    expect(offered).toBe(legal);
    expect(Object.isFrozen(offered)).toBe(true);
    expect(Object.isFrozen(legal[0])).toBe(true);
    expect(Object.isFrozen(legal[0]?.at)).toBe(true);
    const frozen = Object.freeze([{ type: "rest" }]);
    expect(offerMoves(frozen)).toBe(frozen);
    expect(Object.isFrozen(frozen[0])).toBe(true);
  });
});

describe("chosenMove: the bot's choice, checked by value", () => {
  const legal = [{ type: "push" }, { type: "rest" }] as const;
  it("returns the legal move itself, for the very object or an equal copy", () => {
    expect(chosenMove("toy", "a", legal, legal[1])).toBe(legal[1]);
    expect(chosenMove("toy", "a", legal, { type: "rest" })).toBe(legal[1]);
    // Two legal moves alike as data: the very object chosen is the one returned.
    const twins = [{ type: "rest" }, { type: "rest" }];
    expect(chosenMove("toy", "a", twins, twins[1])).toBe(twins[1]);
  });
  it("refuses a move not among the legal ones with ILLEGAL_MOVE, naming the player and the count", () => {
    const error = thrown(() => chosenMove("toy", "b", legal, { type: "bite" }));
    expect(isRingsideError(error) && error.code).toBe("ILLEGAL_MOVE");
    expect(isRingsideError(error) && error.problems).toEqual([
      {
        path: "move",
        message: expect.stringMatching(/^the bot of b chose .*bite.*, not among its 2 legal moves$/),
      },
    ]);
    expect(String(error)).toMatch(/toy: illegal move/);
  });
});

describe("freezeView", () => {
  it("returns the view itself, frozen all the way down", () => {
    const view = { me: "a", sheet: { grip: 3 } };
    expect(freezeView(view)).toBe(view);
    expect(Object.isFrozen(view.sheet)).toBe(true);
  });
});
