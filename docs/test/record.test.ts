import { describe, expect, it } from "vitest";
import {
  PACKED_LINK_MARKER,
  decodeFromUrl,
  decodeLink,
  encodeForUrl,
  encodeLink,
} from "../.vitepress/theme/components/table/record";

/** A link of `n` moves in the board's shape (player and move), with a non-ASCII name in its setup. */
const link = (n: number): unknown => ({
  game: "ringmaster",
  seed: 3,
  setup: { red: { name: "Señor Ñandú 🦤" }, blue: 2 },
  moves: Array.from({ length: n }, (_, i) => ({
    player: i % 2 === 0 ? "red" : "blue",
    move: { type: "step", to: { row: i % 10, col: (i * 3) % 10 }, drag: false },
  })),
});

/** base64url of raw deflate bytes, packed by hand with the marker. */
async function packBytes(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const packed = new Uint8Array(await new Response(stream).arrayBuffer());
  return PACKED_LINK_MARKER + Buffer.from(packed).toString("base64url");
}

describe("match link codec", () => {
  it("packs a link behind its version marker and unpacks it to the same value", async () => {
    const value = link(300);
    const packed = await encodeLink(value);
    expect(packed.startsWith(PACKED_LINK_MARKER)).toBe(true);
    expect(packed.slice(PACKED_LINK_MARKER.length)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(packed.length).toBeLessThan(encodeForUrl(value).length / 5);
    expect(await decodeLink(packed)).toEqual(value);
  });

  it("still reads an older, unpacked link, the same as before", async () => {
    const value = link(5);
    const old = encodeForUrl(value);
    expect(old).not.toContain(".");
    expect(await decodeLink(old)).toEqual(value);
    expect(decodeFromUrl(old)).toEqual(value);
  });

  it("says what is wrong with a link it cannot read, never a TypeError", async () => {
    const packed = await encodeLink(link(40));
    const cases: [string, RegExp][] = [
      ["z2.abcd", /of a version this site does not know/],
      [`${PACKED_LINK_MARKER}ab$d`, /characters a link never has/],
      [`${PACKED_LINK_MARKER}a`, /cut short or mangled/],
      [packed.slice(0, packed.length - 20), /cut short or mangled/],
      ["eyJub3QiOiJqc29u", /cut short or mangled|not a match record/],
      ["bm90IGpzb24", /not a match record/],
    ];
    for (const [text, message] of cases) {
      const error = await decodeLink(text).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, text).toBeInstanceOf(Error);
      expect(error, text).not.toBeInstanceOf(TypeError);
      expect((error as Error).message, text).toMatch(message);
    }
  });

  it("refuses a small link that unpacks to more than 8 MB instead of filling the memory", async () => {
    const bomb = await packBytes(new Uint8Array(20_000_000).fill(32));
    expect(bomb.length).toBeLessThan(40_000);
    await expect(decodeLink(bomb)).rejects.toThrow(/unpacks to more than 8 MB/);
  });
});
