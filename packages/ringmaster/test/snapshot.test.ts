import { runMatch, type MatchOverEvent } from "@ringside/core";
import type { RingMasterPlayer } from "../src/config.js";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { ringmaster } from "../src/game.js";
import { createNarrator } from "../src/narrator.js";
import { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO } from "../src/samples/wrestlers.js";
import type { RingMasterEvent } from "../src/events.js";

describe("seeded matches", () => {
  it("heuristic bots: one line per match", () => {
    const pairs = [
      [BRUNO_MADDOX, FLASH_DELGADO],
      [DOC_HALVERSON, BRUNO_MADDOX],
      [FLASH_DELGADO, DOC_HALVERSON],
    ] as const;
    const lines: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const [red, blue] = pairs[seed % 3] ?? pairs[0];
      const r = runMatch(ringmaster, {
        config: { red, blue },
        dice: seed,
        bots: { red: heuristicBot(), blue: heuristicBot() },
        botSeed: seed,
      });
      const winner = r.result.winner === null ? "nobody" : r.state.corners[r.result.winner].sheet.name;
      lines.push(
        `seed ${String(seed)}: ${red.name} v ${blue.name}: ${winner} by ${r.result.method} at ${String(r.state.seconds)} s, round ${String(r.state.round)}, ${String(r.steps)} moves`,
      );
    }
    expect(lines.join("\n")).toMatchSnapshot();
  });

  it("reads like a broadcast", () => {
    const config = { red: BRUNO_MADDOX, blue: FLASH_DELGADO };
    const events: (RingMasterEvent | MatchOverEvent<RingMasterPlayer>)[] = [
      ...ringmaster.start(config, 11).events,
    ];
    runMatch(ringmaster, {
      config,
      dice: 11,
      bots: { red: heuristicBot(), blue: heuristicBot() },
      onEvent: (e) => events.push(e),
    });
    const say = createNarrator({ names: { red: "Bruno Maddox", blue: "Flash Delgado" } });
    const text = events.map(say).filter((l): l is string => l !== null);
    expect(text[0]).toMatch(/^(The bell rings!|.*before the bell)/);
    expect(text.some((l) => l.includes("connects with the"))).toBe(true);
    expect(text.slice(0, 30).join("\n")).toMatchSnapshot();
  });
});
