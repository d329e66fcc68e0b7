import { createRng } from "@ringside/core";
import { greedyBot, type SuperDiceMove, type SuperDiceView } from "@ringside/superdice";
import { describe, expect, it } from "vitest";
import { ref } from "vue";
import type { BotWorker } from "../.vitepress/theme/components/table/useBotWorker";
import { fakeMatchUrl } from "./fakeMatchUrl";
import { useSuperDiceMatch } from "../superdice/components/useSuperDiceMatch";

/**
 * The greedy bot in place of the strong one's worker; `gate`, when given, holds its first
 * decision back until the test lets it go.
 */
function fakeBot(gate?: Promise<void>): BotWorker<SuperDiceView, SuperDiceMove> & { calls: number } {
  const greedy = greedyBot();
  const bot = {
    calls: 0,
    thinking: ref(false),
    async think(view: SuperDiceView, moves: readonly SuperDiceMove[], seed: number): Promise<SuperDiceMove> {
      bot.calls++;
      if (bot.calls === 1 && gate !== undefined) await gate;
      return greedy({ view, moves, rng: createRng(seed) });
    },
  };
  return bot;
}

describe("useSuperDiceMatch", () => {
  it("drafts for the reader, stops at his decision, and keeps the match in the URL", async () => {
    const url = fakeMatchUrl();
    const match = useSuperDiceMatch(url, fakeBot());
    match.seedText.value = "11";
    await match.start();
    const s = match.state.value!;
    expect(s.heroes.red.powers.length).toBe(5);
    expect(match.legal.value.length).toBeGreaterThan(0);
    expect(match.log.value.filter((l) => String(l).endsWith("for your hero.")).length).toBe(5);
    const saved = url.saved.at(-1)!;
    expect(saved).toMatchObject({ game: "superdice", seed: 11, setup: { bot: "strong" } });
    expect("step" in saved).toBe(false);
    expect(saved.moves.length).toBeGreaterThanOrEqual(10);
    expect(match.frames.value).toEqual([]);
  });

  it("plays the reader's move, finishes the match, and its record reopens the same match", async () => {
    const url = fakeMatchUrl();
    const match = useSuperDiceMatch(url, fakeBot());
    await match.start();
    const before = match.record().moves.length;
    expect(await match.play(match.legal.value[0]!)).toBe(true);
    expect(match.record().moves.length).toBeGreaterThan(before);
    await match.autoplay();
    const end = match.state.value!;
    expect(end.result).not.toBeNull();
    expect(match.frames.value.length).toBeGreaterThan(1);
    expect(match.step.value).toBe(match.frames.value.length - 1);
    expect(url.saved.at(-1)!.step).toBe(match.step.value);
    match.showStep(2);
    expect(match.step.value).toBe(2);
    expect(url.saved.at(-1)!.step).toBe(2);

    const again = useSuperDiceMatch(fakeMatchUrl(), fakeBot());
    await again.open({ ...match.record(), step: 2 });
    expect(again.error.value).toBeNull();
    expect(again.seedText.value).toBe("7");
    expect(again.state.value).toEqual(end);
    // A reopened match tells the reader's draft as his own picks; the rest of the log is the same.
    const asReplayed = match.log.value.map((l) =>
      String(l).replace(/^The draft bot picks (.+) for your hero\.$/, "Your hero picks $1."),
    );
    expect(asReplayed).not.toEqual(match.log.value);
    expect(again.log.value).toEqual(asReplayed);
    expect(again.step.value).toBe(2);
    expect(again.frames.value.map((f) => f.label)).toEqual(match.frames.value.map((f) => f.label));
  });

  it("ignores a move while the bot thinks, and a bot answering for a match that was replaced", async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bot = fakeBot(gate);
    const match = useSuperDiceMatch(fakeMatchUrl(), bot);
    const other = useSuperDiceMatch(fakeMatchUrl(), fakeBot());
    other.seedText.value = "3";
    await other.start();

    const first = match.start();
    await expect.poll(() => bot.calls).toBe(1);
    bot.thinking.value = true;
    expect(await match.play({ type: "pass" })).toBe(false);
    bot.thinking.value = false;
    await match.open(other.record());
    expect(match.state.value).toEqual(other.state.value);
    release();
    await first;
    expect(match.state.value).toEqual(other.state.value);
    expect(match.record()).toEqual(other.record());
  });

  it("says why a link cannot be opened, and a record file of another game", async () => {
    const match = useSuperDiceMatch(fakeMatchUrl(), fakeBot());
    await match.open({ game: "superdice", seed: 1, setup: { bot: "greedy" }, moves: [] });
    expect(match.error.value).toBe('This match could not be opened: setup must be { "bot": "strong" }');
    expect(match.state.value).toBeNull();
    match.load({ game: "powerhouses", seed: 1, setup: {}, moves: [] });
    expect(match.error.value).toMatch(/superdice/);
  });
});
