/**
 * The published sample game (Abe Anguish against "Private" Benjamin Butterfield) as data. Abe is
 * seat `a`, Ben seat `b`. The text never lists hands or draws, so the decks are stacked (supplied).
 * Where a printed step is impossible under the card table, the step is refused and the replay
 * resumes from the position the text prints, with fresh supplied hands (marked supplied). The runner
 * keeps one deck's ledger over the whole sample: each card the text uses beyond the copies the deck
 * holds is an erratum on the step that uses it.
 */
import type { Erratum, Sample, SampleStep } from "@ringside/core";
import type { CardKindId } from "../cards.js";
import type { RasslePlayer } from "../types.js";
import type { RassleSampleInput, ScriptMove } from "./sampleScript.js";

const play = (player: RasslePlayer, kind: CardKindId): ScriptMove => ({ player, action: "play", kind });
const discard = (player: RasslePlayer, kind: CardKindId): ScriptMove => ({ player, action: "discard", kind });
const go = (player: RasslePlayer, to: "outside" | "top-rope"): ScriptMove => ({
  player,
  action: "go",
  kind: "now-wheres-he-going",
  to,
});
const moves = (...list: ScriptMove[]): RassleSampleInput => ({ kind: "moves", moves: list });

const TABLE = "Cards in the Deck (card table)";
const cardNumber = (card: string, printed: string, table: string): Erratum => ({
  rule: TABLE,
  note: `the sample prints ${printed} for ${card}; the card table gives ${table}, and the table decides`,
});

const HANDS = "the hands and draws are stacked: the text never lists them";
const RESUMED =
  "the position the text prints after the refused step, dealt from a fresh 80-card deck: the " +
  "text's game uses more copies of some cards than one deck holds (see the copies errata)";
const DECK = "Cards in the Deck (# in deck)";
/** The text plays copy number `used` of a card of which the deck holds `copies`. */
const copies = (card: string, used: number, held: number): Erratum => ({
  rule: DECK,
  note: `the sample's game has now used ${used} copies of ${card}, and the 80-card deck holds ${held}: one card more than the deck has`,
});

/** Deck tops (kinds in draw order) of the three dealt positions, computed by test/support/stackSample.ts. */
export const sampleDeckTops: Readonly<
  Record<"opening" | "afterBodyslam" | "afterKick", readonly CardKindId[]>
> = {
  opening: [
    "superplex",
    "superplex",
    "block",
    "now-wheres-he-going",
    "kick",
    "into-the-steel-stairs",
    "punch",
    "submission-hold",
    "taunt",
    "headlock",
    "through-the-announcers-table",
    "punch",
    "dropkick",
    "kick",
    "punch",
    "signature-move",
    "reversal",
    "poke-in-the-eye",
    "top-rope-dive",
    "top-rope-dive",
    "top-rope-dive",
    "double-knockdown",
    "throw",
    "bodyslam",
    "now-wheres-he-going",
    "dodge",
    "signature-move",
    "clothesline",
    "referee-distracted",
    "dodge",
    "block",
    "dropkick",
    "suplex",
    "punch",
    "now-wheres-he-going",
    "big-rally",
    "reversal",
    "reversal",
    "submission-hold",
    "throw",
    "elbow-smash",
    "headlock",
    "headlock",
  ],
  afterBodyslam: [
    "top-rope-dive",
    "top-rope-dive",
    "top-rope-dive",
    "now-wheres-he-going",
    "elbow-smash",
    "bodyslam",
    "bodyslam",
    "submission-hold",
    "now-wheres-he-going",
    "superplex",
    "block",
    "now-wheres-he-going",
    "punch",
    "clothesline",
    "headlock",
    "double-knockdown",
    "kick",
    "through-the-announcers-table",
    "dodge",
    "reversal",
    "reversal",
  ],
  afterKick: [
    "top-rope-dive",
    "top-rope-dive",
    "top-rope-dive",
    "superplex",
    "ambush",
    "bodyslam",
    "bodyslam",
    "into-the-steel-stairs",
    "into-the-steel-barricade",
    "dodge",
    "armbar",
    "punch",
    "reach-for-the-ropes",
    "submission-hold",
    "taunt",
    "punch",
    "reversal",
    "signature-move",
    "kick",
    "punch",
    "reversal",
  ],
};

const steps: SampleStep<RassleSampleInput>[] = [
  {
    label: "Both start with 7 energy and five cards",
    input: { kind: "deal", top: sampleDeckTops.opening, energy: { a: 7, b: 7 }, control: null },
    published: { Abe: 7, Ben: 7, control: "nobody" },
    supplied: [HANDS],
  },
  {
    label: "No Control: Abe's Kick beats Ben's Headlock",
    input: moves(play("a", "kick"), play("b", "headlock")),
    published: { Abe: 8, Ben: 6, control: "Abe" },
  },
  {
    label: "Abe takes Ben outside and through the announcer's table (+1 outside)",
    input: moves(go("a", "outside"), play("a", "through-the-announcers-table")),
    published: { Abe: 12, Ben: 2 },
  },
  {
    label: "Ben retaliates with a Punch and takes control",
    input: moves(play("b", "punch")),
    published: { Abe: 11, Ben: 3, control: "Ben" },
  },
  {
    label: "Ben punches again",
    input: moves(play("b", "punch")),
    published: { Abe: 10, Ben: 4 },
  },
  {
    label: "Abe answers with a Kick and takes control",
    input: moves(play("a", "kick")),
    published: { Abe: 11, Ben: 3, control: "Abe", "Kick needs": 2 },
    errata: { "Kick needs": cardNumber("the Kick", "2", "3") },
  },
  {
    label: "Abe's Signature Move is reversed by Ben",
    input: moves(play("a", "signature-move"), play("b", "reversal")),
    published: { Abe: 7, Ben: 7, control: "Ben" },
  },
  {
    label: "Ben taunts, draws and goes again with his Submission Hold",
    input: moves(play("b", "taunt"), play("b", "submission-hold")),
    published: { Abe: 5, Ben: 9 },
  },
  {
    label: "Abe escapes with a Poke in the Eye",
    input: moves(play("a", "poke-in-the-eye")),
    published: { Abe: 6, Ben: 8, control: "Abe" },
  },
  {
    label: "Abe's Dropkick meets Ben's Double Knockdown",
    input: moves(play("a", "dropkick"), play("b", "double-knockdown")),
    published: { Abe: 5, Ben: 7, control: "nobody" },
  },
  {
    label: "Ben's Punch beats Abe's Throw, but Abe blocks it",
    input: moves(play("a", "throw"), play("b", "punch"), play("a", "block")),
    published: { Abe: 5, Ben: 7, control: "Abe" },
  },
  {
    label: "Both discard (Dodge, Signature Move); the weaker wrestler rests",
    input: moves(discard("a", "dodge"), discard("b", "signature-move")),
    published: { Abe: 6, Ben: 6, control: "Abe", "Dodge needs": 2, recovers: "Ben" },
    errata: {
      "Dodge needs": cardNumber("the Dodge", "2", "1"),
      recovers: {
        rule: "Discarding Rounds (resting)",
        note:
          "the text says Ben, as the wrestler with less energy, recovers; but Ben had 7 and Abe 5, so " +
          "the rest gives Abe a point from Ben, which is what the printed 6 and 6 show",
      },
    },
  },
  {
    label: "Abe takes it outside for a Clothesline (+1 outside)",
    input: moves(go("a", "outside"), play("a", "clothesline")),
    published: { Abe: 9, Ben: 3 },
  },
  {
    label: "Ben's manager distracts the referee",
    input: moves(play("b", "referee-distracted")),
    published: { Abe: 8, Ben: 4, control: "Ben" },
  },
  {
    label: "Ben's Dropkick is dodged",
    input: moves(play("b", "dropkick"), play("a", "dodge")),
    published: { Abe: 10, Ben: 2, control: "nobody" },
  },
  {
    label: "No Control: Abe blocks Ben's Punch",
    input: moves(play("a", "block"), play("b", "punch")),
    published: { Abe: 10, Ben: 2, control: "Abe" },
  },
  {
    label: "Abe goes up top for a Top Rope Dive: Ben is at zero and covered",
    input: moves(go("a", "top-rope"), play("a", "top-rope-dive")),
    published: { Abe: 12, Ben: 0, covered: "Ben" },
  },
  {
    label: "Ben saves himself with a Big Rally",
    input: moves(play("b", "big-rally")),
    published: { Abe: 11, Ben: 1 },
  },
  {
    label: "The Big Rally's free attack: a Top Rope Dive from the ring, uncounterable",
    input: moves(play("b", "top-rope-dive")),
    published: { Abe: 8, Ben: 4, control: "Ben" },
  },
  {
    label: "Ben's Bodyslam, Abe's Dodge and Ben's Reversal",
    input: moves(play("b", "bodyslam"), play("a", "dodge"), play("b", "reversal")),
    published: { Abe: 6, Ben: 6, "Bodyslam needs": 4 },
    errata: { "Bodyslam needs": cardNumber("the Bodyslam", "4", "6") },
    impossible: {
      rule: "Cards (Minimum Energy Needed)",
      note: "the Bodyslam needs 6 energy in the card table and Ben has only 4 after the Big Rally's free attack (whose waiver covers that one attack only); the engine refuses it",
    },
  },
  {
    label: "Resume from the printed position: Abe 6, Ben 6, Ben in control",
    input: { kind: "deal", top: sampleDeckTops.afterBodyslam, energy: { a: 6, b: 6 }, control: "b" },
    published: { Abe: 6, Ben: 6, control: "Ben" },
    supplied: [RESUMED, HANDS],
  },
  {
    label: "Ben goes up top for a Superplex",
    input: moves(go("b", "top-rope"), play("b", "superplex")),
    published: { Abe: 3, Ben: 9 },
  },
  {
    label: "Abe discards an Elbow Smash; nobody has control",
    input: moves(discard("a", "elbow-smash")),
    published: { Abe: 3, Ben: 9, control: "nobody", "Elbow Smash needs": 6 },
    errata: { "Elbow Smash needs": cardNumber("the Elbow Smash", "6", "4") },
  },
  {
    label: "No Control: Abe blocks Ben's Punch",
    input: moves(play("a", "block"), play("b", "punch")),
    published: { Abe: 3, Ben: 9, control: "Abe" },
  },
  {
    label: "Abe goes outside for a Clothesline (+1 outside)",
    input: moves(go("a", "outside"), play("a", "clothesline")),
    published: { Abe: 6, Ben: 6 },
  },
  {
    label: "Ben takes control back with a Headlock",
    input: moves(play("b", "headlock")),
    published: { Abe: 6, Ben: 6, control: "Ben" },
  },
  {
    label: "Ben throws Abe through the announcer's table (+1 outside)",
    input: moves(go("b", "outside"), play("b", "through-the-announcers-table")),
    published: { Abe: 2, Ben: 10, "Through the Announcer's Table copies used": 2 },
    errata: {
      "Through the Announcer's Table copies used": copies("Through the Announcer's Table", 2, 1),
    },
  },
  {
    label: "Abe answers with a Kick and takes control",
    input: moves(play("a", "kick")),
    published: { Abe: 3, Ben: 9, control: "Abe" },
    impossible: {
      rule: "Cards (Minimum Energy Needed)",
      note: "the Kick needs 3 energy and Abe has 2 after the announcer's table; the engine refuses it",
    },
  },
  {
    label: "Resume from the printed position: Abe 3, Ben 9, Abe in control",
    input: { kind: "deal", top: sampleDeckTops.afterKick, energy: { a: 3, b: 9 }, control: "a" },
    published: { Abe: 3, Ben: 9, control: "Abe" },
    supplied: [RESUMED, HANDS],
  },
  {
    label: "Abe's Ambush backfires: Ben dodges",
    input: moves(play("a", "ambush"), play("b", "dodge")),
    published: { Abe: 1, Ben: 11, control: "nobody", "Dodge needs": 2, "Dodge copies used": 4 },
    errata: {
      "Dodge needs": cardNumber("the Dodge", "2", "1"),
      "Dodge copies used": copies("Dodge", 4, 3),
    },
  },
  {
    label: "Abe discards an Armbar; Ben's Punch cannot take the last point",
    input: moves(discard("a", "armbar"), play("b", "punch")),
    published: { Abe: 1, Ben: 11, control: "Ben" },
  },
  {
    label: "Ben's Submission Hold: Abe is at zero and covered",
    input: moves(play("b", "submission-hold")),
    published: { Abe: 0, Ben: 12, covered: "Abe", "Submission Hold stars": 1 },
    errata: {
      "Submission Hold stars": cardNumber(
        "the Submission Hold",
        "one star",
        "two (Abe had only one point to lose)",
      ),
    },
  },
  {
    label: "Abe reaches for the ropes",
    input: moves(play("a", "reach-for-the-ropes")),
    published: { Abe: 1, Ben: 11, control: "nobody" },
  },
  {
    label: "Abe discards a Taunt; Ben's Punch takes control",
    input: moves(discard("a", "taunt"), play("b", "punch")),
    published: { Abe: 1, Ben: 11, control: "Ben" },
  },
  {
    label: "Ben's Signature Move: Abe is at zero with no saving card",
    input: moves(play("b", "signature-move")),
    published: { Abe: 0, Ben: 12, covered: "Abe", "Signature Move copies used": 3 },
    errata: { "Signature Move copies used": copies("Signature Move", 3, 2) },
  },
  {
    label: "The referee's count: Kick, Punch, Reversal; no zero card",
    input: { kind: "count" },
    published: { count: "Kick, Punch, Reversal", winner: "Ben", method: "pinfall" },
  },
];

/** The sample game of the rules, as core `Sample` data. */
export const sampleGame: Sample<RassleSampleInput> = {
  id: "rasslefest/sample-game",
  game: "rasslefest",
  title: "Abe Anguish vs. \u201cPrivate\u201d Benjamin Butterfield",
  source: "rasslefest.txt \u203a Sample Game",
  steps,
};
