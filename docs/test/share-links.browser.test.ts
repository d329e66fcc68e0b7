/**
 * Packed match links: a long RingMaster match (more than 16 KB as an unpacked link) goes into a
 * link a normal request line takes, opens on the same final position in a fresh page, and older
 * unpacked links still open.
 */
import { createRng } from "@ringside/core";
import { SAMPLE_WRESTLERS, heuristicBot, randomBot, ringmaster } from "@ringside/ringmaster";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PACKED_LINK_MARKER,
  decodeLink,
  encodeForUrl,
  encodeLink,
} from "../.vitepress/theme/components/table/record";
import { launchBrowser, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Link {
  readonly game: "ringmaster";
  readonly seed: number;
  readonly setup: { readonly red: number; readonly blue: number };
  readonly moves: readonly { readonly player: string; readonly move: unknown }[];
  readonly step?: number;
}

/** A whole board match (sample 0 against sample 2): Red plays at random, Blue heuristically. */
function boardMatch(seed: number): Link {
  const config = { red: SAMPLE_WRESTLERS[0]!, blue: SAMPLE_WRESTLERS[2]! };
  const bots = { red: randomBot(), blue: heuristicBot() };
  const rng = createRng(seed * 7919);
  const moves: { player: string; move: unknown }[] = [];
  let s = ringmaster.setup(config, seed);
  for (let guard = 0; guard < 20_000; guard++) {
    const t = ringmaster.turn(s);
    if (t.kind === "over") break;
    if (t.kind === "advance") {
      s = ringmaster.advance(s).state;
      continue;
    }
    const p = t.players[0]!;
    const move = bots[p]({ view: ringmaster.view(s, p), moves: ringmaster.moves(s, p), rng });
    moves.push({ player: p, move });
    s = ringmaster.play(s, p, move).state;
  }
  return { game: "ringmaster", seed, setup: { red: 0, blue: 2 }, moves };
}

/** What the board shows of a finished match: the result, the status line and every check. */
async function boardOf(page: Page): Promise<string[]> {
  return [
    (await page.getByTestId("rb-result").textContent()) ?? "",
    (await page.getByTestId("rb-status").textContent()) ?? "",
    (await page.getByTestId("rb-checks").textContent()) ?? "",
  ];
}

describe("packed match links", () => {
  it("a long RingMaster match (over 16 KB unpacked) round-trips through a packed link", async () => {
    // The longest of a few matches, long enough that its unpacked link is over 16 KB.
    let long = boardMatch(1);
    for (let seed = 2; seed <= 12 && encodeForUrl(long).length <= 16_384; seed++) {
      const m = boardMatch(seed);
      if (m.moves.length > long.moves.length) long = m;
    }
    const unpacked = encodeForUrl(long);
    expect(unpacked.length).toBeGreaterThan(16_384);
    const packed = await encodeLink(long);
    expect(packed.startsWith(PACKED_LINK_MARKER)).toBe(true);
    expect(packed.length).toBeLessThan(unpacked.length / 4);
    expect(await decodeLink(packed)).toEqual(long);

    // The test server takes a default (16 KB) request head, so only the packed link gets through.
    const first = await openPage(browser, `/ringmaster/play?rb=${packed}`);
    try {
      await expect.poll(() => first.page.getByTestId("rb-result").count(), { timeout: 60_000 }).toBe(1);
      const shown = await boardOf(first.page);
      expect(shown[0]).toMatch(/wins by|No winner/);
      // The page keeps the match in its own packed link (now with the step on show).
      await expect
        .poll(() => new URL(first.page.url()).searchParams.get("rb")?.startsWith(PACKED_LINK_MARKER))
        .toBe(true);
      const own = new URL(first.page.url());
      const saved = (await decodeLink(own.searchParams.get("rb")!)) as Link;
      expect({ ...saved, step: undefined }).toEqual({ ...long, step: undefined });
      expect(own.toString().length).toBeLessThan(16_384);

      const second = await openPage(browser, own.pathname + own.search);
      try {
        await expect.poll(() => second.page.getByTestId("rb-result").count(), { timeout: 60_000 }).toBe(1);
        await expect.poll(() => boardOf(second.page)).toEqual(shown);
        expect(second.errors).toEqual([]);
      } finally {
        await second.page.close();
      }
      expect(first.errors).toEqual([]);
    } finally {
      await first.page.close();
    }
  }, 180_000);

  it("an older, unpacked link still opens, on the same position as its packed twin", async () => {
    const match = boardMatch(3);
    const short: Link = { ...match, moves: match.moves.slice(0, 12) };
    const pages = await Promise.all([
      openPage(browser, `/ringmaster/play?rb=${encodeForUrl(short)}`),
      openPage(browser, `/ringmaster/play?rb=${await encodeLink(short)}`),
    ]);
    try {
      for (const { page } of pages)
        await expect.poll(() => page.getByTestId("rb-status").textContent()).toContain("Advantage");
      const shown = async (page: Page): Promise<string> =>
        `${(await page.getByTestId("rb-status").textContent()) ?? ""}\n${(await page.getByTestId("rb-checks").textContent()) ?? ""}`;
      const [old, packed] = pages;
      await expect
        .poll(async () => (await shown(old.page)) === (await shown(packed.page)) && (await shown(old.page)))
        .toContain("Advantage");
      expect(await old.page.getByTestId("record-error").count()).toBe(0);
      for (const { errors } of pages) expect(errors).toEqual([]);
    } finally {
      for (const { page } of pages) await page.close();
    }
  }, 120_000);

  it("a link of an unknown version or cut short says so, and a new match starts", async () => {
    for (const text of ["z9.abc", `${PACKED_LINK_MARKER}q1YqT`]) {
      const { page, errors } = await openPage(browser, `/ringmaster/play?rb=${text}`);
      try {
        await expect
          .poll(() => page.getByTestId("record-error").textContent())
          .toMatch(
            /could not be opened: the link's match data (is of a version|is cut short|is not a match record)/,
          );
        await expect.poll(() => page.getByTestId("rb-status").textContent()).toContain("Advantage");
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  }, 120_000);
});
