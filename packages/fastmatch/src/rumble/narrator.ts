/*
 * The Royal Rumble's play-by-play, in our own words. Docs: /fastmatch/rumble
 */
import type { RumbleEvent } from "./types.js";

/** Narrates one rumble event in our own words. */
export function narrateRumble(e: RumbleEvent): string | null {
  switch (e.type) {
    case "entry":
      return `${e.wrestler} hits the ring!`;
    case "run-in":
      return `${e.wrestler} is back, running in to go after ${e.target}!`;
    case "engagement":
      return e.attackers.length > 1
        ? `${e.attackers.join(" and ")} gang up on ${e.defender}.`
        : `${e.attackers[0]} goes after ${e.defender}.`;
    case "exchange":
      return e.winner === null
        ? `${e.attackers[0]} and ${e.defender} trade blows to a standstill.`
        : `${e.winner} gets the better of it (${e.totals[0]}–${e.totals[1]}).`;
    case "damage":
      return e.after === e.before ? null : `${e.wrestler} loses ${e.before - e.after} ${e.target}.`;
    case "injury-roll":
      return e.injured ? `${e.wrestler} is hurt (${e.attribute})!` : null;
    case "toss":
      return e.over
        ? `${e.by} heaves ${e.wrestler} over the top rope...`
        : `${e.by} tries to dump ${e.wrestler}, who hangs on.`;
    case "save":
      return e.saved
        ? `...but ${e.wrestler} lands on the apron and slides back in!`
        : `...and ${e.wrestler}'s feet hit the floor.`;
    case "cheat-check":
      return e.outcome === "warned" ? `The referee warns ${e.wrestler}.` : null;
    case "elimination":
      return `${e.wrestler} is eliminated (${e.how}); ${e.left} remain.`;
    case "fatigue":
      return e.attribute === null ? null : `${e.wrestler} is tiring (${e.attribute} −1).`;
    case "result":
      return e.result.winner === null
        ? "The rumble ends without a winner."
        : `${e.result.winner} wins the Royal Rumble!`;
  }
}
