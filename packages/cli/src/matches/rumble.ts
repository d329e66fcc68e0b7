/**
 * A FastMatch Royal Rumble on a show card: played with the public API and told in highlights.
 */
import { defined, isRecord } from "@ringside/core";
import { loadRumbleConfig, narrateRumble, resolveRumble, type RumbleEvent } from "@ringside/fastmatch";
import { type ShowMatch } from "../show.js";
import { and, earlierTonight, nameOf, resultText, titleLine, type Night, type Played } from "./common.js";

/**
 * The Rumble told in highlights: who comes in, who goes out over the top (and who saves himself),
 * the injuries, and the final two; one paragraph per elimination, not one per round.
 */
function rumbleHighlights(events: readonly RumbleEvent[]): string[] {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  let entering: string[] = [];
  const inRing = new Set<string>();
  const flushEntries = () => {
    if (entering.length > 0)
      lines.push(entering.length === 1 ? `${entering[0]} hits the ring!` : `${and(entering)} hit the ring.`);
    entering = [];
  };
  const flush = () => {
    flushEntries();
    if (lines.length > 0) paragraphs.push(lines.join(" "));
    lines = [];
  };
  for (const e of events) {
    if (e.type === "entry") {
      entering.push(e.wrestler);
      inRing.add(e.wrestler);
      continue;
    }
    flushEntries();
    if (
      e.type === "run-in" ||
      (e.type === "injury-roll" && e.injured) ||
      e.type === "toss" ||
      e.type === "save"
    ) {
      if (e.type === "toss" && !e.over) continue;
      const line = narrateRumble(e);
      if (line !== null) lines.push(line);
    } else if (e.type === "elimination") {
      inRing.delete(e.wrestler);
      lines.push(defined(narrateRumble(e) ?? undefined, "show: the line of an elimination"));
      if (e.left === 2 && inRing.size === 2) lines.push(`It comes down to ${and([...inRing])}.`);
      flush();
    } else if (e.type === "result") {
      lines.push(defined(narrateRumble(e) ?? undefined, "show: the line of a result"));
    }
  }
  flush();
  return paragraphs;
}

export function rumbleMatch(match: ShowMatch, seed: number, show: string, night: Night): Played {
  // An entrant who wrestled earlier tonight brings his injuries and starts at his condition (a
  // condition the show card itself gives for him wins).
  const earlier = earlierTonight((match.config.entrants as unknown[]).map(nameOf), night);
  const condition: Record<string, unknown> = isRecord(match.config.condition)
    ? { ...match.config.condition }
    : {};
  const entrants = (match.config.entrants as unknown[]).map((w) => {
    const carried = night.get(nameOf(w));
    if (carried === undefined || !isRecord(w)) return w;
    if (carried.condition !== undefined && !Object.hasOwn(condition, nameOf(w)))
      condition[nameOf(w)] = carried.condition;
    return { ...w, injuries: carried.injuries };
  });
  const config = loadRumbleConfig({
    ...match.config,
    entrants,
    ...(Object.keys(condition).length > 0 ? { condition } : {}),
  });
  const { state, events } = resolveRumble(config, seed);
  const names = state.wrestlers.map((w) => w.name);
  const result = defined(state.result ?? undefined, "show: the result of a resolved rumble");
  const winner = result.winner === null ? null : names.indexOf(result.winner);
  const injuries = Object.fromEntries(state.wrestlers.map((w) => [w.name, { ...w.injuries }]));
  // A wrestler carries his injuries out of the Rumble (recovering from it is not worked out).
  for (const name of names) night.set(name, { injuries: injuries[name] ?? {}, from: match.title });
  const header: [string, string][] = [
    ["Match", `Royal Rumble: ${names.length} entrants (${names.join(", ")})`],
    ["Entry interval", `${config.entryInterval ?? 2} round${config.entryInterval === 1 ? "" : "s"}`],
    ...earlier,
    ...(match.championship === undefined ? [] : [["Championship", match.championship] as [string, string]]),
    ["Seed", String(seed)],
  ];
  return {
    show,
    title: match.title,
    seed,
    header,
    body: [...rumbleHighlights(events), ...titleLine(match, result.winner === null ? null : [result.winner])],
    result: resultText(result.winner, result),
    outcome: {
      game: "fastmatch",
      type: "rumble",
      sides: names.map((n) => [n]),
      winner: winner === null || winner < 0 ? null : winner,
      method: result.method,
      injuries,
      ...(match.championship === undefined ? {} : { championship: match.championship }),
    },
  };
}
