import fc from "fast-check";

/**
 * Values that break careless code: getters that throw, a revoked proxy, cycles, deep nesting, BigInt,
 * odd numbers, prototype names. (fast-check cannot carry a revoked proxy: `garbage()` leaves it out.)
 */
export function nastyValues(withRevokedProxy = true): unknown[] {
  const cyclic: Record<string, unknown> = { type: "x" };
  cyclic.self = cyclic;
  const getter = Object.defineProperty({}, "type", {
    enumerable: true,
    get() {
      throw new Error("boom");
    },
  });
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  let deep: unknown = [];
  for (let i = 0; i < 5000; i++) deep = [deep];
  const nullProto = Object.create(null) as Record<string, unknown>;
  nullProto.type = "toString";
  return [
    undefined,
    null,
    NaN,
    Infinity,
    -0,
    2 ** 64,
    10n,
    Symbol("s"),
    () => 1,
    "toString",
    "__proto__",
    { type: "toString" },
    { type: "constructor" },
    { __proto__: { type: "push" } },
    new Array<unknown>(3),
    new Map([["type", "push"]]),
    new Date(0),
    cyclic,
    getter,
    ...(withRevokedProxy ? [revocable.proxy] : []),
    deep,
    nullProto,
    { type: 10n },
  ];
}

/** Arbitrary garbage: everything fast-check can make, including BigInt, Maps, Dates, sparse arrays. */
export function garbage(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.anything({
      withBigInt: true,
      withMap: true,
      withSet: true,
      withDate: true,
      withNullPrototype: true,
      withSparseArray: true,
      withTypedArray: true,
      withObjectString: true,
      maxDepth: 4,
    }),
    fc.integer({ min: 0, max: nastyValues(false).length - 1 }).map((i) => nastyValues(false)[i]),
  );
}
