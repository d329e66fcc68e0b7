/** Runs `f` and returns what it threw (undefined when it returned normally). */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}
