/**
 * Play-by-play for RingMaster events, in the voice of a broadcast booth.
 */
import type { MatchOverEvent, Narrator, NarratorOptions } from "@ringside/core";
import { ROMAN, WEAR_DOWN_NAMES } from "./data/attributes.js";
import type { RingMasterPlayer } from "./config.js";
import type { CheckEvent, RingMasterEvent } from "./state.js";

/** Options of the narrator. */
export type RingMasterNarratorOptions = NarratorOptions<RingMasterPlayer>;

const roll = (c: CheckEvent): string =>
  `${String(c.roll)} against ${String(c.target)}${c.grade === "ace" ? ", an Ace" : c.grade === "botch" ? ", a Botch" : ""}`;

const OPTION: Readonly<Record<string, string>> = {
  "power-out": "powers out",
  "kick-out": "kicks out",
  ropes: "gets a hand on the ropes",
  escape: "slips out",
};

const INTO: Readonly<Record<"steps" | "railing" | "post", string>> = {
  steps: "ring steps",
  railing: "ringside railing",
  post: "ring post",
};

/**
 * A narrator: one line per event worth saying, or `null`.
 *
 * @example
 * const say = createNarrator({ names: { red: "Bruno Maddox", blue: "Flash Delgado" } });
 * say({ type: "standoff", keeps: "red" }); // "Neither man gets it done: a standoff, Bruno Maddox still in control."
 */
export function createNarrator(
  options: RingMasterNarratorOptions = {},
): Narrator<RingMasterEvent | MatchOverEvent<RingMasterPlayer>> {
  const name = (p: RingMasterPlayer): string => options.names?.[p] ?? (p === "red" ? "Red" : "Blue");
  const other = (p: RingMasterPlayer): RingMasterPlayer => (p === "red" ? "blue" : "red");
  return (e) => {
    switch (e.type) {
      case "bell":
        return e.opening.startsWith("ambush")
          ? `${name(e.attacker)} jumps ${name(other(e.attacker))} before the bell!`
          : `The bell rings! ${name(e.attacker)} takes the early advantage${e.opening === "bell" ? "" : ` out of the ${e.opening.replaceAll("-", " ")}`}.`;
      case "round":
        return null;
      case "position":
        switch (e.move.type) {
          case "run":
            return `${name(e.by)} hits the ropes!`;
          case "whip":
            return `${name(e.by)} whips ${name(other(e.by))} into the ${e.move.toward === undefined ? "" : `${e.move.toward} `}ropes${e.move.follow === true ? " and follows him in!" : "."}`;
          case "climb":
            return `${name(e.by)} is going up top!`;
          case "descend":
            return `${name(e.by)} comes down to the mat.`;
          case "overstay":
            return e.move.stay
              ? `${name(e.by)}'s partner won't leave the ring!`
              : `${name(e.by)}'s partner finally steps out.`;
          case "shift":
            return e.move.who === "opponent"
              ? `${name(e.by)} sets ${name(other(e.by))} up: ${e.move.to.toLowerCase()}.`
              : null;
          case "step":
            return e.move.drag ? `${name(e.by)} drags ${name(other(e.by))} across the ring.` : null;
          default:
            return null;
        }
      case "place":
        return e.success
          ? e.on === "shoulders"
            ? `${name(e.by)} hoists ${name(other(e.by))} up onto his shoulders!`
            : `${name(e.by)} hoists ${name(other(e.by))} onto the ${e.rope === 1 ? "first rope" : e.rope === 2 ? "second rope" : "top turnbuckle"}!`
          : `${name(e.by)} can't get ${name(other(e.by))} up there (${roll(e.check)}).`;
      case "declare":
        return e.improvised === true
          ? `${name(e.by)} reaches for a ${e.maneuver}, not one of his usual moves!`
          : null;
      case "attempt":
        return e.answer === true
          ? `${name(e.by)} answers with a ${e.maneuver} (${roll(e.check)})`
          : `${name(e.by)} goes for the ${e.maneuver} (${roll(e.check)})`;
      case "counter":
        if (e.reversal === true)
          return e.result === "countered"
            ? `${name(e.by)} reverses it into a ${e.counter}!`
            : `${name(e.by)} tries to reverse it, ${e.result === "attack" ? "and can't" : "and nothing comes of it"}.`;
        return e.result === "countered"
          ? `${name(e.by)} sees it coming: ${e.counter}!`
          : e.result === "attack"
            ? `${name(e.by)} tries a ${e.counter}, but it's not enough.`
            : `A ${e.counter} attempt, and nothing comes of it.`;
      case "hit":
        if (e.into !== undefined)
          return `${name(e.by)} sends ${name(other(e.by))} crashing into the ${INTO[e.into]}: ${String(e.damage)} damage${e.stun > 0 ? `, ${String(e.stun)} Stun` : ""}!`;
        return `${e.finisher ? "THE FINISHER! " : ""}${e.ace ? "Picture perfect! " : ""}${name(e.by)} connects with the ${e.maneuver}: ${String(e.damage)} damage${e.stun > 0 ? `, ${String(e.stun)} Stun` : ""}${e.injuries > 0 ? `, and that one did real damage` : ""}.`;
      case "standoff":
        return `Neither man gets it done: a standoff, ${name(e.keeps)} still in control.`;
      case "telegraphed":
        return `${name(e.by)} telegraphed that one!`;
      case "collision":
        return `They collide! Both men are down... ${name(e.up)} is up first.`;
      case "double-down":
        return e.pinned
          ? "Both men are down for the count... neither shoulder comes up: a double pin!"
          : "The referee counts both men down... a shoulder comes up.";
      case "crash":
        return `${name(e.by)} crashes and burns! (${String(e.damage)} damage)`;
      case "advantage":
        return `${name(e.to)} takes over (${e.why}).`;
      case "level":
        return `${name(e.who)} is ${e.level === 1 ? "fresh again" : `${WEAR_DOWN_NAMES[e.level].toLowerCase()} now (Level ${ROMAN[e.level]})`}.`;
      case "out-cold":
        return e.noticed
          ? `The referee checks on ${name(e.who)}... he's out! It's over!`
          : `${name(e.who)} is out on his feet and the referee hasn't seen it!`;
      case "wakes":
        return `${name(e.who)} shakes the cobwebs loose.`;
      case "cover":
        return `${name(e.by)} covers${e.hook ? " and hooks the leg" : ""}${e.chances === 1 ? ", and after that Finisher it's a two-count already" : ""}!`;
      case "count":
        return e.broken
          ? `${String(e.count)}... and ${OPTION[e.option] ?? "escapes"} (${e.check === null ? "no roll" : roll(e.check)})!`
          : `${String(e.count)}!${e.count >= 3 ? " That's three! It's over!" : ""}`;
      case "hold-round":
        return e.broken
          ? `He ${OPTION[e.option] ?? "breaks free"} and the hold is broken!`
          : `Still locked in: ${String(e.damage)} more damage.`;
      case "hold-choice":
        return e.choice === "release"
          ? `${name(e.by)} lets go of the hold.`
          : e.choice === "superset"
            ? `${name(e.by)} goes from the hold right into a ${e.into ?? "new move"}!`
            : null;
      case "draw":
        return e.hidden
          ? `${name(e.by)} slips something out of his tights... is that a ${e.object.toLowerCase()}?`
          : `${name(e.by)} pulls a ${e.object.toLowerCase()} out of his tights in plain view (${roll(e.check)})!`;
      case "blinded":
        return `${name(e.who)} can't see! Powder in the eyes${e.rounds > 0 ? `, blinded for ${String(e.rounds)} round${e.rounds === 1 ? "" : "s"}` : ""}!`;
      case "submission-check":
        return e.submits ? "HE TAPS! He submits!" : "He refuses to quit!";
      case "sleeper":
        return e.awake
          ? e.out
            ? "The arm drops once... twice... no! The arm stays up!"
            : "He's fighting the sleeper."
          : "The arm drops a third time! He's out!";
      case "stall":
        return `${name(e.by)} takes a breather.`;
      case "crowd":
        return `${name(e.by)} plays to the crowd and they love it!`;
      case "flair":
        return `${name(e.by)} adds a little flair, and the crowd eats it up!`;
      case "grab":
        return `${name(e.by)} has got a ${e.object.toLowerCase()}!`;
      case "over-the-top":
        return e.success
          ? `Over the top rope! ${name(other(e.by))} crashes to the floor (${String(e.damage)} damage)!`
          : `${name(e.by)} tries to send him over the top, but ${name(other(e.by))} hangs on.`;
      case "dive":
        return `${name(e.by)} flies to the floor, and he felt that landing too (${String(e.damage)} damage)!`;
      case "screwjob":
        return e.success
          ? `${name(e.by)} has his feet on the ropes! That's a screwjob!`
          : `${name(e.by)} reaches for the ropes but can't get the leverage.`;
      case "leverage":
        return e.success
          ? `${name(e.by)} grabs the ropes for extra leverage!`
          : `${name(e.by)} looks for leverage and can't find it.`;
      case "hold-counter":
        return e.works
          ? `${name(e.by)} fights out of the hold with a ${e.maneuver}!`
          : `${name(e.by)} tries a ${e.maneuver} out of the hold, but he's still trapped (${roll(e.check)}).`;
      case "time-limit":
        return "The bell! The time limit has expired!";
      case "referee":
        return !e.noticed
          ? e.check === null
            ? `The referee is looking the other way as ${name(e.against)} gets away with it.`
            : `The referee misses the ${e.action.replaceAll("-", " ")} by ${name(e.against)} (${roll(e.check)}).`
          : e.sanction === "disqualification"
            ? `The referee has seen enough: ${name(e.against)} is disqualified for the ${e.action.replaceAll("-", " ")}!`
            : `The referee warns ${name(e.against)} for the ${e.action.replaceAll("-", " ")} (warning ${String(e.warnings)}).`;
      case "distraction":
        return e.distracted
          ? `${name(e.by)} has the referee's attention elsewhere...`
          : `${name(e.by)} tries to distract the referee (${roll(e.check)}).`;
      case "referee-count":
        return e.roll === null
          ? `The referee starts counting ${name(e.against)}.`
          : `The referee's count on ${name(e.against)} is up to ${String(e.value)}${e.over ? ", and that's it!" : "."}`;
      case "turnover":
        return e.use === "advantage"
          ? e.firedUp
            ? `${name(e.by)} is FIRED UP! He's shrugging everything off!`
            : e.kind === "cheapshot"
              ? `${name(e.by)} takes a cheap shot to turn it around!`
              : `${name(e.by)} is mounting a comeback!`
          : e.kind === "cheapshot"
            ? `${name(e.by)} cheats his way out of it!`
            : `${name(e.by)} digs deep and breaks free!`;
      case "tag":
        return !e.made
          ? `${name(e.team)} fakes a tag, but it doesn't work.`
          : e.kind === "fake"
            ? `${name(e.team)} fakes the tag and the referee buys it! In comes ${e.incoming}.`
            : e.kind === "lunge"
              ? `${name(e.team)} dives for the corner... the tag! ${e.incoming} is in!`
              : e.kind === "blind" && e.noticed === false
                ? `A blind tag! ${e.incoming} slips in unseen.`
                : `The tag is made: ${e.incoming} comes in.`;
      case "save":
        return e.saved
          ? `The partner breaks up the pin! The referee is arguing with him.`
          : e.blocked
            ? `The save is cut off by the other partner!`
            : `The partner can't get there in time!`;
      case "escape":
        return e.escaped
          ? `${name(e.by)} is out of the cage! It's over!`
          : `${name(e.by)} lunges for freedom but is dragged back${e.check === null ? "" : ` (${roll(e.check)})`}.`;
      case "match-over":
        return e.result.winner === null
          ? "This one ends without a winner."
          : `Your winner, by ${e.result.method}: ${name(e.result.winner)}!`;
    }
  };
}
