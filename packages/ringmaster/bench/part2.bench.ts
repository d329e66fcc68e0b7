import { bench, describe } from "vitest";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { openDice, runMatch, seededDice, type Bot, type DiceState } from "@ringside/core";
import {
  heuristicBot,
  ringmaster,
  SAMPLE_WRESTLERS,
  tagTeamBot,
  type RingMasterConfig,
  type RingMasterMove,
  type RingMasterView,
} from "@ringside/ringmaster";

/** Matches in each pool, seeded 0..POOL-1. */
const POOL = 24;

function sample(i: number): (typeof SAMPLE_WRESTLERS)[number] {
  const w = SAMPLE_WRESTLERS[i % SAMPLE_WRESTLERS.length];
  if (w === undefined) throw new Error("sample wrestlers");
  return w;
}

/** Tag matches: the three sample wrestlers in rotating teams of two (the partner renamed). */
const tagConfigs: RingMasterConfig[] = [];
/** Cage matches: every pairing, a 15-foot steel internal cage won by a finish or an escape. */
const cageConfigs: RingMasterConfig[] = [];
for (let i = 0; i < POOL; i++) {
  const red = sample(i);
  const blue = sample(Math.floor(i / 3) + 1);
  tagConfigs.push({
    red,
    redPartner: { ...sample(i + 1), name: `${sample(i + 1).name} (red)` },
    blue,
    bluePartner: { ...sample(i + 2), name: `${sample(i + 2).name} (blue)` },
  });
  cageConfigs.push({
    red,
    blue: sample(Math.floor(i / 3)),
    options: { cage: { material: "steel-pipe", feet: 15, roof: false, kind: "internal", victory: "both" } },
  });
}

type Bots = () => { red: Bot<RingMasterView, RingMasterMove>; blue: Bot<RingMasterView, RingMasterMove> };
const tagBots: Bots = () => ({ red: tagTeamBot(), blue: tagTeamBot() });
const heuristicBots: Bots = () => ({ red: heuristicBot(), blue: heuristicBot() });

/** Draws between two saved seeded dice states: the first walked forward until it equals the second. */
function drawsBetween(from: DiceState, to: DiceState): number {
  const target = JSON.stringify(to);
  const walker = openDice(from);
  for (let n = 0; n < 100_000; n++) {
    if (JSON.stringify(walker.save()) === target) return n;
    walker.int(0, 9);
  }
  throw new Error("dice states do not meet");
}

/** Average dice a match of the pool draws (counted once, untimed). */
function averageDraws(configs: readonly RingMasterConfig[], bots: Bots): number {
  let draws = 0;
  for (let i = 0; i < configs.length; i++) {
    const config = configs[i];
    if (config === undefined) continue;
    const r = runMatch(ringmaster, { config, dice: i, bots: bots(), botSeed: i });
    let state = ringmaster.setup(config, i);
    draws += drawsBetween(seededDice(i).save(), state.dice);
    for (const m of r.record.moves) {
      const next = ringmaster.play(state, m.player, m.move).state;
      draws += drawsBetween(state.dice, next.dice);
      state = next;
    }
  }
  return draws / configs.length;
}

const gen = xoroshiro128plus(42);
let sink = 0;

function suite(what: string, configs: readonly RingMasterConfig[], bots: Bots, botName: string): void {
  const draws = Math.max(1, Math.round(averageDraws(configs, bots)));
  let next = 0;
  describe(`RingMaster ${what}: one ${botName} match (about ${String(draws)} dice)`, () => {
    bench(
      `engine: ${botName} v ${botName}, a whole ${what} match through the Game API`,
      () => {
        const i = next++ % POOL;
        const config = configs[i];
        if (config === undefined) return;
        const r = runMatch(ringmaster, { config, dice: i, bots: bots(), botSeed: i });
        sink = (sink + r.steps) & 0xffff;
      },
      { time: 1500, warmupIterations: 20 },
    );
    bench(
      "raw: the same number of draws with pure-rand",
      () => {
        let total = 0;
        for (let k = 0; k < draws; k++) total += uniformInt(gen, 0, 9);
        sink = (sink + total) & 0xffffff;
      },
      { time: 1500, warmupIterations: 20 },
    );
  });
}

suite("tag-team", tagConfigs, tagBots, "tag-team-bot");
suite("cage", cageConfigs, heuristicBots, "heuristic");
