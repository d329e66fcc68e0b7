/**
 * A BlitzMatch match on a show card (singles, tag or triangle), played with the public API.
 */
import { defined } from "@ringside/core";
import {
  STYLE_NAMES,
  resolveMatch as resolveBlitzMatch,
  validateConfig,
  writeUp as blitzWriteUp,
  type BellEvent,
} from "@ringside/blitzmatch";
import type { ShowMatch } from "../show.js";
import { resultText, titleLine, type Played, type PlayOptions } from "./common.js";

const styleName = (e: string) =>
  Object.hasOwn(STYLE_NAMES, e) ? STYLE_NAMES[e as keyof typeof STYLE_NAMES] : e;

/** Plays a checked BlitzMatch match with `seed` and writes it up. */
export function blitzmatchMatch(match: ShowMatch, seed: number, show: string, options: PlayOptions): Played {
  const setup = validateConfig(match.config);
  const { events, result } = resolveBlitzMatch(match.config, seed);
  const ids = setup.sides.map((s) => s.id);
  const names = setup.sides.map((s) => s.slot.name);
  // A multi-slot team's record is its members': the roster lists the slots players sent.
  const sides = setup.sides.map((s) =>
    s.members !== undefined && s.members.length > 0 ? s.members.map((m) => m.name) : [s.slot.name],
  );
  const pronouns = Object.fromEntries(
    setup.sides.flatMap((s) => (s.slot.pronouns === undefined ? [] : [[s.id, s.slot.pronouns]])),
  );
  const bell = events.find((e): e is BellEvent => e.type === "bell");
  const header: [string, string][] = [
    [
      "Match",
      `BlitzMatch ${match.type === "triangle" ? "triangle" : match.type === "tag" ? "tag team" : "singles"}: ${names.join(" vs ")}`,
    ],
  ];
  if (bell !== undefined) {
    header.push(["Style list", bell.list.map(styleName).join(", ") || "(empty)"]);
    header.push(["MV", bell.sides.map((s) => `${s.name} ${s.mv}`).join(", ")]);
    header.push([
      "Advantage",
      bell.advantage === null ? "nobody" : (names[ids.indexOf(bell.advantage)] ?? bell.advantage),
    ]);
    header.push(["Endurance", bell.sides.map((s) => `${s.name} ${s.endurance}`).join(", ")]);
  }
  header.push(["Time limit", `${setup.options.rounds} rounds`]);
  if (match.championship !== undefined) header.push(["Championship", match.championship]);
  header.push(["Seed", String(seed)]);
  const winner = result.winner === null ? null : ids.indexOf(result.winner);
  return {
    show,
    title: match.title,
    seed,
    header,
    // The narrator's last line is the result, which the write-up closes with anyway.
    body: [
      ...blitzWriteUp(events, { figures: options.figures === true, pronouns })
        .split("\n")
        .filter((line) => !line.startsWith("Result: ")),
      ...titleLine(
        match,
        winner === null || winner < 0 ? null : defined(sides[winner], "show: the winning side"),
      ),
    ],
    result: resultText(
      winner === null || winner < 0 ? null : defined(names[winner], "show: the winner's name"),
      result,
    ),
    outcome: {
      game: "blitzmatch",
      type: match.type,
      sides,
      winner: winner === null || winner < 0 ? null : winner,
      method: result.method,
      ...(match.championship === undefined ? {} : { championship: match.championship }),
    },
  };
}
