import type { PowerhousesMove, PowerhousesView, StandardSheet } from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { ref } from "vue";
import type { BotWorker } from "../.vitepress/theme/components/table/useBotWorker";
import { fakeMatchUrl } from "./fakeMatchUrl";
import { BUILT } from "../powerhouses/components/powerhousesMatch";
import { usePowerhousesMatch } from "../powerhouses/components/usePowerhousesMatch";

/**
 * A quick bot in place of the optimal one's worker: it rolls on until it has a count of 3, then
 * quits (and takes the first set offered); `gate`, when given, holds its first decision back.
 */
function fakeBot(
  gate?: Promise<void>,
): BotWorker<PowerhousesView, PowerhousesMove> & { calls: number; reached: Promise<void> } {
  let reach = (): void => undefined;
  const bot = {
    calls: 0,
    /** Settles when the bot is first asked. */
    reached: new Promise<void>((resolve) => (reach = resolve)),
    thinking: ref(false),
    async think(view: PowerhousesView, moves: readonly PowerhousesMove[]): Promise<PowerhousesMove> {
      bot.calls++;
      reach();
      if (bot.calls === 1 && gate !== undefined) await gate;
      const quit = moves.find((m) => m.type === "quit");
      return quit !== undefined && (view.roll?.count ?? 0) >= 3 ? quit : moves[0]!;
    },
  };
  return bot;
}

const SHEET: StandardSheet = {
  name: "Rated",
  specialty: "Strength",
  weakness: "Agility",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
};

describe("usePowerhousesMatch", () => {
  it("starts the form's match, plays it to the end, and its record reopens the same match", async () => {
    const url = fakeMatchUrl();
    const match = usePowerhousesMatch(url, fakeBot());
    match.you.value = 2;
    match.rival.value = 0;
    match.seedText.value = "42";
    expect(await match.start()).toBe(true);
    expect(match.setup.value).toEqual({ red: 2, blue: 0 });
    expect(match.names.value).toEqual({ red: "Iron Mike Kowalski", blue: "Bruno “the Bear” Marconi (bot)" });
    expect(url.saved.at(-1)).toMatchObject({ game: "powerhouses", seed: 42, setup: { red: 2, blue: 0 } });
    expect(match.result.value).toBeNull();
    expect(match.legal.value.length).toBeGreaterThan(0);

    expect(await match.play(match.legal.value[0]!)).toBe(true);
    expect(await match.autoplay()).toBe(true);
    const end = match.state.value!;
    expect(match.result.value).toBe(end.result);
    expect(end.result).not.toBeNull();
    expect(match.frames.value.length).toBeGreaterThan(1);
    expect(url.saved.at(-1)!.step).toBe(match.frames.value.length - 1);
    match.showStep(1);
    expect(url.saved.at(-1)!.step).toBe(1);

    const again = usePowerhousesMatch(fakeMatchUrl(), fakeBot());
    await again.open({ ...match.record(), step: 1 });
    expect(again.error.value).toBeNull();
    expect([again.you.value, again.rival.value, again.seedText.value]).toEqual([2, 0, "42"]);
    expect(again.state.value).toEqual(end);
    expect(again.log.value).toEqual(match.log.value);
    expect(again.step.value).toBe(1);
  });

  it("a link's own sheet becomes the reader's choice, and the next match uses it", async () => {
    const match = usePowerhousesMatch(fakeMatchUrl(), fakeBot());
    await match.open({ game: "powerhouses", seed: 5, setup: { red: SHEET, blue: 2 }, moves: [] });
    expect(match.error.value).toBeNull();
    expect(match.built.value).toEqual(SHEET);
    expect([match.you.value, match.rival.value]).toEqual([BUILT, 2]);
    expect(match.names.value.red).toBe("Rated");
    match.rival.value = 1;
    await match.start();
    expect(match.setup.value).toEqual({ red: SHEET, blue: 1 });
  });

  it("ignores a move while the bot thinks, and a bot answering for a match that was replaced", async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bot = fakeBot(gate);
    const match = usePowerhousesMatch(fakeMatchUrl(), bot);
    const other = usePowerhousesMatch(fakeMatchUrl(), fakeBot());
    other.seedText.value = "9";
    await other.start();

    // The reader plays until the bot is asked (and held back).
    await match.start();
    let first = Promise.resolve(true);
    for (let i = 0; i < 100 && bot.calls === 0; i++) {
      first = match.play(match.legal.value[0]!);
      await Promise.race([first, bot.reached]);
    }
    expect(bot.calls).toBe(1);
    bot.thinking.value = true;
    expect(await match.play(match.legal.value[0]!)).toBe(false);
    expect(await match.autoplay()).toBe(false);
    bot.thinking.value = false;
    await match.open(other.record());
    release();
    expect(await first).toBe(false);
    expect(match.state.value).toEqual(other.state.value);
    expect(match.record()).toEqual(other.record());
  });

  it("says why a link cannot be opened or a match started", async () => {
    const match = usePowerhousesMatch(fakeMatchUrl(), fakeBot());
    await match.open({ game: "powerhouses", seed: 1, setup: { red: 0 }, moves: [] });
    expect(match.error.value).toBe("This match could not be opened: setup needs a red and a blue corner");
    await match.open({ game: "powerhouses", seed: 1, setup: { red: { name: "" }, blue: 0 }, moves: [] });
    expect(match.error.value).toMatch(/^This match could not be opened: /);
    expect(match.state.value).toBeNull();
  });
});
