/**
 * The ring board's button label of a move in words, with the reader's chance in percent where the
 * move is a check (`Dropkick (55%)`, `Counter: Duck (40%)`). Plain steps are squares on the ring,
 * not buttons; a drag is a button and says where to.
 */
import {
  attemptTarget,
  counterTarget,
  holdOptionTarget,
  pinOptionTarget,
  type RingMasterMove,
  type RingMasterView,
} from "@ringside/ringmaster";

/** A check's target as ` (55%)` (never below 0%), or nothing when the move has none. */
export const percent = (t: number | undefined): string =>
  t === undefined ? "" : ` (${String(Math.max(0, t))}%)`;

/**
 * The label of Red's move `m`, its targets read from Red's `view`.
 *
 * @example
 * moveLabel(ringmaster.view(state, "red"), { type: "keep-hold" }); // "Keep the hold on"
 */
export function moveLabel(view: RingMasterView, m: RingMasterMove): string {
  switch (m.type) {
    case "attack":
      return `${m.maneuver}${m.desperation ? " (desperation)" : ""}${m.option ? ` + ${m.option}` : ""}${percent(attemptTarget(view, "red", m.maneuver))}`;
    case "respond":
      return m.counter !== null
        ? `Counter: ${m.counter}${percent(counterTarget(view, m.counter))}`
        : m.answer !== null
          ? `Answer with ${m.answer}${percent(attemptTarget(view, "red", m.answer))}`
          : "Take it";
    case "reverse":
      return `Reverse into ${m.into}`;
    case "break-pin":
      return `Break the pin: ${m.option}${percent(pinOptionTarget(view, m.option))}`;
    case "break-hold":
      return `Break the hold: ${m.option}${percent(holdOptionTarget(view, m.option))}`;
    case "step":
      return `Drag him to row ${String(m.to.row)}, column ${String(m.to.col)}`;
    case "shift":
      return m.who === "self" ? `Get to ${m.to}` : `Put him ${m.to}`;
    case "cover":
      return `${m.hook ? "Cover and hook the leg" : "Cover"}${m.screwjob === true ? " + screwjob" : ""}`;
    case "turnover":
      return `${m.fireUp ? "Fire Up" : "Turnover"}: ${m.maneuver}`;
    case "turnover-break":
      return "Break it with a Turnover";
    case "tag":
      return `${m.kind} tag`;
    case "whip":
      return `Whip him ${m.toward === undefined ? "across the ring" : `to the ${m.toward} ropes`}${m.follow === true ? " and follow" : ""}`;
    case "draw":
      return `Draw the hidden ${m.object}`;
    case "superset-hold":
      return `From the hold into a ${m.into}${percent(attemptTarget(view, "red", m.into))}`;
    case "keep-hold":
      return "Keep the hold on";
    case "release-hold":
      return "Let go of the hold";
    default:
      return m.type.replaceAll("-", " ");
  }
}
