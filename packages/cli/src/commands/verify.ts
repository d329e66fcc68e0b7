import { defined, type SampleReport } from "@ringside/core";
import { sampleReports as blitzmatchReports } from "@ringside/blitzmatch";
import { sampleReports as fastmatchReports } from "@ringside/fastmatch";
import { sampleReports as powerhousesReports } from "@ringside/powerhouses";
import { sampleReports as rasslefestReports } from "@ringside/rasslefest";
import { sampleReports as ringmasterReports } from "@ringside/ringmaster";
import { sampleReports as superdiceReports } from "@ringside/superdice";
import { EXIT, type CliIo } from "../io.js";

/** The games whose published samples `verify` replays, with their reports. */
export const VERIFIABLE: Readonly<Record<string, () => readonly SampleReport[]>> = {
  powerhouses: powerhousesReports,
  fastmatch: fastmatchReports,
  rasslefest: rasslefestReports,
  blitzmatch: blitzmatchReports,
  superdice: superdiceReports,
  ringmaster: ringmasterReports,
};

/** `ringside verify [GAME]`: replays every published sample and prints the table of figures. */
export function verify(game: string | undefined, json: boolean, io: CliIo): number {
  // Loose names: "FastMatch", "fast match", "Super Dice" name their games.
  const games =
    game === undefined
      ? Object.keys(VERIFIABLE)
      : [Object.keys(VERIFIABLE).find((g) => g === game.toLowerCase().replace(/[\s_'-]+/g, "")) ?? game];
  const unknown = games.filter((g) => !Object.prototype.hasOwnProperty.call(VERIFIABLE, g));
  if (unknown.length > 0) {
    io.err(`unknown game ${unknown.join(", ")} (verify knows ${Object.keys(VERIFIABLE).join(", ")})`);
    return EXIT.usage;
  }
  let mismatches = 0;
  const rows: {
    game: string;
    sample: string;
    reproduced: number;
    supplied: number;
    errata: number;
    mismatches: number;
  }[] = [];
  for (const g of games) {
    for (const report of defined(VERIFIABLE[g], `verify: game ${g}`)()) {
      const count = { reproduced: 0, supplied: 0, errata: 0, mismatches: 0 };
      for (const step of report.steps) {
        count.supplied += step.supplied.length;
        for (const figure of step.figures) {
          if (figure.status === "reproduced") count.reproduced++;
          else if (figure.status === "erratum") count.errata++;
          else count.mismatches++;
        }
        // A step refused without a declared reason is a mismatch even when it printed no figure.
        if (step.status === "mismatch" && step.figures.every((f) => f.status !== "mismatch"))
          count.mismatches++;
      }
      mismatches += count.mismatches;
      rows.push({ game: g, sample: report.title, ...count });
    }
  }
  if (json) io.out(JSON.stringify({ rows, mismatches }, null, 2));
  else {
    const head = ["game", "sample", "reproduced", "supplied", "errata", "mismatches"];
    const table = [
      head,
      ...rows.map((r) => [
        r.game,
        r.sample,
        String(r.reproduced),
        String(r.supplied),
        String(r.errata),
        String(r.mismatches),
      ]),
    ];
    const widths = head.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
    for (const row of table)
      io.out(row.map((c, i) => (i >= 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join("  "));
    io.out(
      mismatches === 0
        ? "every figure is reproduced, supplied or a declared erratum"
        : `${mismatches} undeclared mismatch${mismatches === 1 ? "" : "es"}`,
    );
  }
  return mismatches === 0 ? EXIT.ok : EXIT.mismatch;
}
