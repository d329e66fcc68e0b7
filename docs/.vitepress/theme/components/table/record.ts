/**
 * Turning a demo's match into text and back: the compact URL form used by {@link useMatchUrl}
 * (packed with the browser's deflate-raw, with a version marker; older unpacked links still open),
 * and the downloadable record file used by `<RecordTools>`.
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

/**
 * Encodes any JSON value as unpacked base64url text (UTF-8), synchronously: for short hand-over
 * links (a builder's sheet). Match links are packed with {@link encodeLink}.
 */
export function encodeForUrl(value: unknown): string {
  return toBase64url(new TextEncoder().encode(JSON.stringify(value)));
}

/**
 * Decodes {@link encodeForUrl}'s text (an unpacked link; {@link decodeLink} reads both kinds).
 * Throws an Error with a reader-facing message when it is not.
 */
export function decodeFromUrl(text: string): unknown {
  return parseJson(fromBase64url(text));
}

/**
 * The version marker of a packed link: `z1.` then the UTF-8 JSON packed with the browser's
 * `CompressionStream("deflate-raw")`, in base64url. The marker's dot never occurs in base64url, so
 * a link without it is an older, unpacked one ({@link encodeForUrl}), which still opens.
 */
export const PACKED_LINK_MARKER = "z1.";

/** The most a packed link may unpack to (a long match is well under 1 MB of JSON). */
const UNPACKED_LIMIT = 8_000_000;

function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new Error("the link's match data has characters a link never has");
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    throw new Error("the link's match data is cut short or mangled");
  }
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new Error("the link's match data is not a match record");
  }
}

/** All of a byte stream, refusing more than `limit` bytes (so a hostile link cannot fill the memory). */
async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw new Error(`the link's match data unpacks to more than ${String(limit / 1_000_000)} MB`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

/**
 * Encodes any JSON value for a link, packed: {@link PACKED_LINK_MARKER} then the deflate-raw bytes
 * of its UTF-8 JSON in base64url (a long RingMaster match shrinks to a fraction). Where the browser
 * has no `CompressionStream`, the unpacked {@link encodeForUrl} text.
 *
 * @example
 * ```ts
 * const text = await encodeLink({ game: "ringmaster", seed: 3, setup, moves }); // "z1.q1YqT…"
 * ```
 */
export async function encodeLink(value: unknown): Promise<string> {
  if (typeof CompressionStream === "undefined") return encodeForUrl(value);
  const json = new TextEncoder().encode(JSON.stringify(value));
  const packed = new Blob([json]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return PACKED_LINK_MARKER + toBase64url(await readAll(packed, Number.POSITIVE_INFINITY));
}

/**
 * Decodes a link's text, packed ({@link encodeLink}) or not ({@link encodeForUrl}, older links).
 *
 * @throws Error with a reader-facing message when the text is cut short, mangled, of an unknown
 * version, unpacks to more than 8 MB or is not JSON.
 */
export async function decodeLink(text: string): Promise<unknown> {
  if (!text.includes(".")) return decodeFromUrl(text);
  if (!text.startsWith(PACKED_LINK_MARKER))
    throw new Error("the link's match data is of a version this site does not know");
  const bytes = fromBase64url(text.slice(PACKED_LINK_MARKER.length));
  if (typeof DecompressionStream === "undefined")
    throw new Error("this browser cannot unpack the link's match data");
  let unpacked: Uint8Array;
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    unpacked = await readAll(stream, UNPACKED_LIMIT);
  } catch (e) {
    if (e instanceof Error && e.message.startsWith("the link's")) throw e;
    throw new Error("the link's match data is cut short or mangled");
  }
  return parseJson(unpacked);
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
