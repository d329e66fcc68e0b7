/**
 * A tag-team bot: the heuristic bot, plus a partner's sense. It tags out when worn down (his share
 * of Intensity well below his partner's, or Level III and worse), walks to his corner to do it, makes
 * the Lunge Tag when he is close and hurting, and sends his partner in to break up a pin on the last
 * chance. It never keeps a partner in past the changeover (it sends him out if he is), and against a
 * team with both men in it hits both when that costs it nothing (a Superstar, Megastar or Monster
 * Heel). It reads only its view.
 */
import type { Bot } from "@ringside/core";
import type { RingMasterView } from "../state.js";
import type { RingMasterCorner, RingMasterMove } from "../state.js";
import { apToTagSquare, TEAM_CORNERS } from "../rules/tag/tagging.js";
import { distance } from "../rules/ring.js";
import { attackBothModifier } from "../rules/tag/doubleTeam.js";
import { heuristicBot, type HeuristicBotOptions } from "./heuristicBot.js";

/** Options of the tag-team bot. */
export interface TagTeamBotOptions extends HeuristicBotOptions {
  /** Tag out when his Intensity share is this much below his partner's (default 0.25). */
  readonly tagGap?: number;
}

const share = (c: RingMasterCorner): number => c.intensity / c.traits.intensity;

/**
 * The tag-team bot.
 *
 * @example
 * runMatch(ringmaster, { config: tagConfig, dice: 7, bots: { red: tagTeamBot(), blue: tagTeamBot() } });
 */
export function tagTeamBot(options: TagTeamBotOptions = {}): Bot<RingMasterView, RingMasterMove> {
  const base = heuristicBot(options);
  const gap = options.tagGap ?? 0.25;
  return (input) => {
    const { view, moves } = input;
    const tag = view.tag;
    if (tag === null) return base(input);
    const me = view.phase === "position" ? view.attacker : view.attacker === "red" ? "blue" : "red";
    const mine = view.corners[me];
    const partner = tag.partners[me];
    const worn =
      !partner.out && (share(mine) + gap < share(partner) || (mine.level >= 3 && partner.level < mine.level));
    if (view.phase === "pin") {
      const pin = view.pin;
      const save = moves.find((m) => m.type === "save");
      if (save !== undefined && pin !== null && pin.failures >= pin.chances - 1) return save;
      return base(input);
    }
    if (view.phase === "respond") {
      const lunge = moves.find((m) => m.type === "lunge-tag");
      if (worn && lunge !== undefined && apToTagSquare(mine.square, TEAM_CORNERS[me]) <= 1) return lunge;
      return base(input);
    }
    if (view.phase === "position") {
      const sendOut = moves.find((m) => m.type === "overstay" && !m.stay);
      if (sendOut !== undefined) return sendOut;
    }
    if (view.phase !== "position" || !worn) {
      const chosen = base(input);
      if (chosen.type !== "attack" || attackBothModifier(2, mine.sheet.prestige) !== 0) return chosen;
      const both = moves.find((m) => m.type === "attack-both" && m.maneuver === chosen.maneuver);
      return both ?? chosen;
    }
    const tagMove = moves.find((m) => m.type === "tag" && m.kind === "tag");
    if (tagMove !== undefined) return tagMove;
    // walk toward the corner
    const corner = TEAM_CORNERS[me];
    let best: RingMasterMove | undefined;
    let bestD = distance(mine.square, corner);
    for (const m of moves)
      if (m.type === "step" && !m.drag && distance(m.to, corner) < bestD) {
        best = m;
        bestD = distance(m.to, corner);
      }
    return best ?? base(input);
  };
}
