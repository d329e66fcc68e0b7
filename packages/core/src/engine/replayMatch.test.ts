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
