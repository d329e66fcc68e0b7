// How long RingMaster matches last and how they end, played in a Web Worker (see MatchLengths.vue).
import { createRng, defined, runMatch } from "@ringside/core";
import { SAMPLE_WRESTLERS, heuristicBot, ringmaster } from "@ringside/ringmaster";
import { serveSimulation } from "../../.vitepress/theme/components/table/serveSimulation";

/** What the page asks for. */
export interface MatchLengthsInput {
  readonly runs: number;
  readonly seed: number;
  readonly kind: "singles" | "tag" | "cage";
}

/** The tally so far: matches by minute (0–9, 10 = the limit) and by how they ended. */
export interface MatchLengths {
  readonly runs: number;
  readonly byMinute: readonly number[];
  readonly byEnd: Readonly<Record<string, number>>;
}

serveSimulation<MatchLengthsInput, MatchLengths, MatchLengths>((input, report) => {
  const runs = Math.max(1, Math.min(Math.floor(input.runs), 2000));
  const rng = createRng(input.seed);
  const byMinute = Array.from({ length: 11 }, () => 0);
  const byEnd: Record<string, number> = {};
  const pick = () => defined(SAMPLE_WRESTLERS[rng.int(0, SAMPLE_WRESTLERS.length - 1)], "a sample wrestler");
  for (let i = 0; i < runs; i++) {
    const config =
      input.kind === "tag"
        ? { red: pick(), blue: pick(), redPartner: pick(), bluePartner: pick() }
        : input.kind === "cage"
          ? {
              red: pick(),
              blue: pick(),
              options: {
                cage: {
                  material: "steel-pipe",
                  feet: 15,
                  roof: false,
                  kind: "internal",
                  victory: "both",
                } as const,
              },
            }
          : { red: pick(), blue: pick() };
    const dice = rng.int(0, 2 ** 30);
    const r = runMatch(ringmaster, {
      config,
      dice,
      bots: { red: heuristicBot(), blue: heuristicBot() },
      botSeed: dice,
    });
    const minute = Math.min(10, Math.floor(r.state.seconds / 60));
    byMinute[minute] = (byMinute[minute] ?? 0) + 1;
    const end = r.result.detail?.startsWith("escaped") === true ? "escape" : r.result.method;
    byEnd[end] = (byEnd[end] ?? 0) + 1;
    if (i % 10 === 9) report(i + 1, runs, { runs: i + 1, byMinute: [...byMinute], byEnd: { ...byEnd } });
  }
  return { runs, byMinute, byEnd };
});
