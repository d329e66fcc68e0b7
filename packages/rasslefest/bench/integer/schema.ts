/**
 * The valibot schemas of what the engine takes from outside: the match configuration (with the
 * wrestler profile) and a saved state. Every object is strict (a misspelled key is a problem), every
 * name a picklist, every number a whole number in range.
 */
import { diceStateSchema, intIn } from "@ringside/core";
import * as v from "valibot";
import { allCards, cardKinds } from "./cards.js";

const text = v.pipe(
  v.string(),
  v.check((s) => s.trim() !== "", "must be a non-empty text"),
  v.maxLength(80, "must be at most 80 characters"),
);

/** A wrestler's identity card. */
export const profileSchema = v.strictObject({
  name: text,
  alignment: v.picklist(["face", "heel"], 'must be "face" (babyface) or "heel"'),
  weight: text,
  hometown: text,
  signatureMove: text,
  submissionHold: text,
  topRopeMove: text,
  interferers: v.pipe(
    v.array(text),
    v.minLength(1, "must list one or two outside interferers"),
    v.maxLength(2, "must list one or two outside interferers"),
  ),
  foreignObject: text,
  taunt: text,
});

const seat = v.picklist(["a", "b"]);
const rank = v.picklist(["jobber", "midcarder", "star", "superstar", "champion"]);
const card = v.picklist(allCards as readonly [string, ...string[]]);
const kind = v.picklist(cardKinds.map((k) => k.id) as [string, ...string[]]);
const place = v.picklist(["ring", "outside", "top-rope"]);
const away = v.picklist(["outside", "top-rope"]);
const pair = <T extends v.GenericSchema>(s: T) => v.strictObject({ a: s, b: s });

/** The match rules a config may choose (all optional). */
export const optionsSchema = v.strictObject({
  disqualification: v.optional(v.boolean()),
  timeLimit: v.optional(v.nullable(intIn(0, 100))),
  champion: v.optional(v.nullable(seat)),
  locationLasts: v.optional(v.picklist(["attack", "round"])),
  tripAlone: v.optional(v.boolean()),
  noDamageCounters: v.optional(v.picklist(["negate", "full"])),
});

/** A match configuration (`{}` is the plain game). */
export const configSchema = v.strictObject({
  wrestlers: v.optional(v.strictObject({ a: v.optional(profileSchema), b: v.optional(profileSchema) })),
  startingEnergy: v.optional(pair(intIn(1, 20))),
  ranks: v.optional(pair(rank)),
  stackedDeck: v.optional(v.pipe(v.array(card), v.maxLength(80))),
  options: v.optional(optionsSchema),
  ...optionsSchema.entries,
});

const moveSchema = v.variant("type", [
  v.strictObject({ type: v.literal("play"), card }),
  v.strictObject({ type: v.literal("go"), card, to: away }),
  v.strictObject({ type: v.literal("hold"), discard: v.nullable(card) }),
  v.strictObject({ type: v.literal("discard"), card }),
  v.strictObject({ type: v.literal("accept") }),
  v.strictObject({ type: v.literal("pass") }),
]);

const link = v.strictObject({
  player: seat,
  card: v.nullable(card),
  kind,
  location: place,
  to: v.optional(away),
});

const phaseSchema = v.variant("kind", [
  v.strictObject({
    kind: v.literal("reveal"),
    submitted: v.strictObject({ a: v.optional(moveSchema), b: v.optional(moveSchema) }),
  }),
  v.strictObject({ kind: v.picklist(["lead", "retaliate", "answer", "count"]), player: seat }),
  v.strictObject({ kind: v.literal("followup"), player: seat, location: place, free: v.boolean() }),
  v.strictObject({
    kind: v.literal("respond"),
    player: seat,
    chain: v.pipe(v.array(link), v.minLength(1), v.maxLength(80)),
    context: v.picklist(["reveal", "lead", "retaliation", "followup", "free"]),
  }),
  v.strictObject({ kind: v.literal("cover"), player: seat, location: place }),
  v.strictObject({ kind: v.literal("over") }),
]);

const finish = v.nullable(
  v.strictObject({
    by: seat,
    kind,
    reversal: v.boolean(),
    minEnergy: intIn(0, 20),
    tauntBefore: v.boolean(),
  }),
);
const piles = v.pipe(v.array(card), v.maxLength(80));

/** A saved match state (what `loadState` accepts before its cross-checks). */
export const stateSchema = v.strictObject({
  dice: diceStateSchema,
  options: v.strictObject({
    names: pair(v.pipe(v.string(), v.maxLength(200))),
    disqualification: v.boolean(),
    timeLimit: v.nullable(intIn(0, 100)),
    champion: v.nullable(seat),
    locationLasts: v.picklist(["attack", "round"]),
    // Absent in a state saved before these options existed: read as the defaults.
    tripAlone: v.optional(v.boolean()),
    noDamageCounters: v.optional(v.picklist(["negate", "full"])),
    handLimit: v.literal(5),
  }),
  energy: pair(intIn(0, 80)),
  startEnergy: intIn(5, 40),
  energyRemoved: intIn(0, 40),
  hands: pair(piles),
  deck: v.strictObject({
    drawPile: piles,
    discardPile: piles,
    removed: piles,
    reshuffles: intIn(0, 1_000_000),
  }),
  control: v.nullable(seat),
  nextControl: v.nullable(seat),
  discarded: v.pipe(v.array(seat), v.maxLength(2)),
  rally: v.nullable(seat),
  hold: v.nullable(v.strictObject({ holder: seat, kind: v.picklist(["armbar", "submission-hold"]) })),
  location: place,
  phase: phaseSchema,
  log: v.strictObject({
    offense: pair(v.pipe(v.array(kind), v.maxLength(3))),
    bigRallies: intIn(0, 2),
    roundPlays: v.pipe(v.array(v.strictObject({ player: seat, kind })), v.maxLength(160)),
    lastHit: finish,
    finish,
    rounds: intIn(1, 1_000_000),
  }),
  result: v.nullable(
    v.strictObject({
      winner: v.nullable(seat),
      method: v.picklist(["pinfall", "draw", "time-limit", "disqualification"]),
      detail: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
  ),
});
