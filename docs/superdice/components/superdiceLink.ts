/**
 * What the Super Dice draft and match pages share: the heroes' names, the recorded move, the seed
 * field's reading and a move in words. The draft hands its picks to the match through a link.
 */
import { POWERS, type SuperDiceMove, type SuperDiceState } from "@ringside/superdice";

/** The seats' names on the play pages. */
export const SUPERDICE_NAMES = { red: "Your hero", blue: "Strong bot" } as const;

/** One recorded decision: who made it and what it was. */
export interface SuperDiceRecorded {
  readonly player: "red" | "blue";
  readonly move: SuperDiceMove;
}

/** The seed typed in a seed field (0 for anything that is not a whole number). */
export function superdiceSeed(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isSafeInteger(n) ? n : 0;
}

/** A move in words; with the state, the dice it acts on are named by their faces. */
export function describeSuperDiceMove(m: SuperDiceMove, state: SuperDiceState | null): string {
  const dieText = (id: number): string => {
    const d = state?.table.find((x) => x.id === id);
    return d === undefined ? `die ${id}` : `${d.holder === "red" ? "your" : "its"} ${d.value}`;
  };
  switch (m.type) {
    case "activate":
      return `${m.power === "sidekick" ? "Sidekick" : POWERS[m.power].name}${m.as === undefined ? "" : ` as ${POWERS[m.as].name}`}${
        m.dice === undefined ? "" : ` on ${m.dice.map(dieText).join(" and ")}`
      }${m.side === undefined ? "" : ` (${m.side})`}`;
    case "first":
      return m.player === "red" ? "I act first" : "Let the bot act first";
    case "pass":
      return "Pass";
    case "pick":
      return `picks ${POWERS[m.power].name}`;
    case "copy":
      return `copies ${POWERS[m.power].name}`;
    case "assign":
      return `puts ${dieText(m.die)} on ${m.side}`;
  }
}
