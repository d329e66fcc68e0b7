/**
 * Turning a demo's match into text and back: the compact URL form used by {@link useMatchUrl}, and
 * the downloadable record file used by `<RecordTools>`.
 */

/**
 * What a match demo keeps in the URL and in a record file: the seed, the setup (wrestlers, options,
 * bot…), the moves in order and, for a linked replay, the step on show. Each demo decides what its
 * setup and moves are; keep them small JSON (ids, not whole objects).
 */
export interface MatchLink<Setup = unknown, Move = unknown> {
  /** The game's id, so a record of one game is not loaded into another. */
  readonly game: string;
  readonly seed: number;
  readonly setup: Setup;
  readonly moves: readonly Move[];
  /** The time-travel step on show (0 = the opening position); absent for "the latest". */
  readonly step?: number;
}

/** Encodes any JSON value as base64url text (UTF-8), short enough for a query parameter. */
export function encodeForUrl(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Decodes {@link encodeForUrl}'s text. Throws an Error with a reader-facing message when it is not. */
export function decodeFromUrl(text: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new Error("the link's match data has characters a link never has");
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    throw new Error("the link's match data is cut short or mangled");
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new Error("the link's match data is not a match record");
  }
}

/**
 * Checks the outer shape of a link or record file (game id, integer seed, moves list, optional
 * step) and returns it typed; the setup and moves are the demo's to check (through the engine,
 * which refuses anything it did not make with a RingsideError). Throws an Error saying what is wrong.
 */
export function readMatchLink(value: unknown, game: string): MatchLink {
  const problems: string[] = [];
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error("a match record is a JSON object with game, seed, setup and moves");
  }
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) {
    if (!["game", "seed", "setup", "moves", "step"].includes(key)) problems.push(`unknown key "${key}"`);
  }
  if (v.game !== game) problems.push(`game is ${JSON.stringify(v.game)}, this demo plays "${game}"`);
  const seed = typeof v.seed === "number" && Number.isSafeInteger(v.seed) ? v.seed : null;
  if (seed === null) problems.push("seed must be an integer");
  if (!Object.hasOwn(v, "setup")) problems.push("setup is missing");
  const moves: readonly unknown[] | null = Array.isArray(v.moves) ? v.moves : null;
  if (moves === null) problems.push("moves must be a list");
  else if (moves.length > 100_000) problems.push("moves has more than 100 000 entries");
  const step =
    v.step === undefined
      ? undefined
      : typeof v.step === "number" && Number.isSafeInteger(v.step) && v.step >= 0
        ? v.step
        : null;
  if (step === null) problems.push("step must be a whole number from 0");
  if (problems.length > 0 || seed === null || moves === null || step === null) {
    throw new Error(`not a ${game} match record: ${problems.join("; ")}`);
  }
  const link = { game, seed, setup: v.setup, moves };
  return step === undefined ? link : { ...link, step };
}

/** Offers `value` as a JSON file download named `filename` (browser only). */
export function downloadJson(value: unknown, filename: string): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
