import { describe, expect, it } from "vitest";
import { isRingsideError, randomBot, replayMatch, runMatch } from "@ringside/core";
import { armWrestling, type ArmMove, type ArmView } from "../../test/fixtures/armWrestling.js";
import { thrown } from "../../test/thrown.js";

const bots = { a: randomBot<ArmView, ArmMove>(), b: randomBot<ArmView, ArmMove>() };
// Played inside the tests, not while the file is collected (`pnpm mutate` needs per-test coverage).
const play = () => runMatch(armWrestling, { config: { limit: 12 }, dice: 9, bots });
type AnyRecord = Parameters<
  typeof replayMatch<
    { readonly limit: number },
    ReturnType<typeof play>["state"],
    ArmMove,
    never,
    ArmView,
    "a" | "b"
  >
>[1];
/** A record as untrusted JSON: a plain copy whose parts a test may break. */
const copy = (): Record<string, unknown> & { moves: unknown[] } =>
  JSON.parse(JSON.stringify(play().record)) as Record<string, unknown> & { moves: unknown[] };

/** The paths of the problems of the INVALID_ARGUMENT that `record` gets (fails on anything else). */
function paths(record: unknown): string[] {
  const error = thrown(() => replayMatch(armWrestling, record as AnyRecord));
  expect(isRingsideError(error, "INVALID_ARGUMENT"), `expected INVALID_ARGUMENT, got ${String(error)}`).toBe(
    true,
  );
  return (error as { problems: readonly { path: string }[] }).problems.map((p) => p.path);
}

describe("replayMatch reads a record strictly", () => {
  it("replays a JSON round-tripped record to the same state", () => {
    const record: unknown = copy();
    expect(replayMatch(armWrestling, record as AnyRecord).state).toEqual(play().state);
  });

  it("refuses what is not a record, never with a TypeError", () => {
    for (const bad of [null, undefined, 5, "record", []]) expect(paths(bad).length).toBeGreaterThan(0);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(paths(proxy).length).toBeGreaterThan(0);
  });

  it("a hole in moves is a problem, not a silently shorter replay", () => {
    const record = copy();
    expect(record.moves.length).toBeGreaterThan(3);
    // eslint-disable-next-line @typescript-eslint/no-array-delete -- the hole is the untrusted input under test
    delete record.moves[1];
    expect(paths(record)).toEqual(["moves[1]"]);
  });

  it("unknown keys, missing keys and __proto__ keys are problems, all listed at once", () => {
    const record = copy();
    record.extra = 1;
    (record.moves[0] as Record<string, unknown>).note = "hi";
    delete (record.moves[2] as Record<string, unknown>).player;
    Object.defineProperty(record.moves[1], "__proto__", { value: { x: 1 }, enumerable: true });
    expect(paths(record).sort()).toEqual(["extra", "moves[0].note", "moves[1].__proto__", "moves[2].player"]);
    expect(paths(JSON.parse('{"game":"arm-wrestling","config":{"limit":3},"dice":1}'))).toEqual(["moves"]);
  });

  it("getters and hostile proxies are RingsideErrors", () => {
    const record = copy();
    Object.defineProperty(record, "dice", { get: () => 9, enumerable: true });
    expect(paths(record)).toEqual(["dice"]);
    const hostile = new Proxy(copy(), {
      ownKeys() {
        throw new Error("no");
      },
    });
    expect(paths(hostile)).toEqual([""]);
  });

  it("a record of another game or with a player that is not text is refused with its path", () => {
    const record = copy();
    record.game = "powerhouses";
    (record.moves[0] as Record<string, unknown>).player = 7;
    expect(paths(record).sort()).toEqual(["game", "moves[0].player"]);
  });
});

describe("replayMatch: what its refusals say", () => {
  const problemsOf = (record: unknown) => {
    const error = thrown(() => replayMatch(armWrestling, record as AnyRecord));
    expect(isRingsideError(error) && error.message).toMatch(
      /^arm-wrestling: not a match record of this game/,
    );
    return isRingsideError(error) ? error.problems : [];
  };

  it("names what a record and each move must hold", () => {
    expect(problemsOf(5)).toEqual([
      { path: "", message: "a match record is an object { game, config, dice, moves }" },
    ]);
    const record = copy();
    record.extra = 1;
    delete record.config;
    record.moves[0] = 5;
    (record.moves[1] as Record<string, unknown>).note = 1;
    delete (record.moves[2] as Record<string, unknown>).move;
    (record.moves[3] as Record<string, unknown>).player = null;
    expect(problemsOf(record)).toEqual([
      { path: "extra", message: "unknown key (a record holds game, config, dice, moves)" },
      { path: "config", message: "missing" },
      { path: "moves[0]", message: "expected { player, move }" },
      { path: "moves[1].note", message: "unknown key (a record holds player, move)" },
      { path: "moves[2].move", message: "missing" },
      { path: "moves[3].player", message: "expected a player id, got null" },
    ]);
  });

  it("names the game a record is of, and a moves entry that is not a list", () => {
    const record = copy();
    record.game = "powerhouses";
    record.moves = {} as never;
    expect(problemsOf(record)).toEqual([
      { path: "game", message: 'this record is of "powerhouses", not arm-wrestling' },
      { path: "moves", message: "expected a list of { player, move }" },
    ]);
    const { game, ...rest } = copy();
    expect(game).toBe("arm-wrestling");
    expect(problemsOf(rest)).toEqual([{ path: "game", message: "missing" }]);
  });

  it("a record with moves after the end is INVALID_STATE at the first move too many", () => {
    const record = copy();
    const count = record.moves.length;
    record.moves.push(record.moves[0], record.moves[1]);
    const untrusted: unknown = record;
    const error = thrown(() => replayMatch(armWrestling, untrusted as AnyRecord));
    expect(
      isRingsideError(error) && { code: error.code, message: error.message, problems: error.problems },
    ).toEqual({
      code: "INVALID_STATE",
      message: `arm-wrestling: record has moves after the end: moves[${count}]: the match was already over`,
      problems: [{ path: `moves[${count}]`, message: "the match was already over" }],
    });
  });

  it("returns every event of the match, opening and closing ones included", () => {
    const untrusted: unknown = copy();
    const events = replayMatch(armWrestling, untrusted as AnyRecord).events.map((e) => e.type);
    expect(events[0]).toBe("gripped");
    expect(events.at(-1)).toBe("match-over");
    expect(events).toHaveLength(copy().moves.length + 2);
  });
});
