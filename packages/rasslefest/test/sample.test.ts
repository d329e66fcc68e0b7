import { describe, expect, it } from "vitest";
import { errataOf } from "@ringside/core";
import { cardKinds, rasslefest, sampleErrata, sampleGame, sampleReports, samples } from "../src/index.js";
import { copiesFigure } from "../src/sample/sampleScript.js";
import { sampleFigures, sampleSnapshot } from "../src/sample/sampleReports.js";
import { sampleRunner } from "../src/sample/sampleScript.js";
import { cardIn, position } from "./support/positions.js";
import { computeTops } from "./support/stackSample.js";
import { sampleDeckTops } from "../src/sample/sampleGame.js";

describe("the published sample game", () => {
  // Replayed in the first test that needs it, not while the file is collected (see `pnpm mutate`).
  let replayed: ReturnType<typeof sampleReports> | undefined;
  const report = () => (replayed ??= sampleReports())[0];

  it("has no mismatch", () => {
    expect(samples).toHaveLength(1);
    expect(report()).toBeDefined();
    const bad = report()!.steps.filter((s) => s.status === "mismatch");
    expect(
      bad.map((s) => `${s.index} ${s.label} ${JSON.stringify(s.figures)} ${s.refused?.message ?? ""}`),
    ).toEqual([]);
    expect(report()!.ok).toBe(true);
  });

  it("gives the expected status to every step", () => {
    const statuses = report()!.steps.map((s) => s.status);
    expect(report()!.counts).toEqual({ reproduced: 24, supplied: 3, erratum: 9, mismatch: 0 });
    expect(statuses[0]).toBe("supplied");
    expect(statuses[19]).toBe("erratum");
    expect(statuses[27]).toBe("erratum");
    expect(statuses[35]).toBe("reproduced");
  });

  it("tracks one deck over the whole sample: every card used beyond its count is an erratum", () => {
    // The ledger, counted here from the script: every card a step plays or discards (refused steps
    // too), and the three cards of the referee's count as the text prints them.
    const byName = new Map(cardKinds.map((k) => [k.name.replace(/^Outside Interference \/ /, ""), k]));
    const used = new Map<string, number>();
    const over: string[] = [];
    sampleGame.steps.forEach((step, i) => {
      const kinds =
        step.input.kind === "moves"
          ? step.input.moves.flatMap((m) => (m.kind === undefined ? [] : [m.kind]))
          : step.input.kind === "count"
            ? String(step.published.count)
                .split(", ")
                .map((n) => byName.get(n)!.id)
            : [];
      for (const k of kinds) {
        const n = (used.get(k) ?? 0) + 1;
        used.set(k, n);
        const kind = cardKinds.find((x) => x.id === k)!;
        if (n > kind.copies) over.push(`${i} ${copiesFigure(k)} ${n}>${kind.copies}`);
      }
    });
    const declared = report()!.steps.flatMap((s) =>
      s.figures
        .filter((f) => f.name.endsWith("copies used"))
        .map((f) => {
          expect(f.status).toBe("erratum");
          expect(f.erratum?.rule).toMatch(/# in deck/);
          return `${s.index} ${f.name} ${String(f.published)}>${String(f.actual)}`;
        }),
    );
    expect(over).toHaveLength(3);
    expect(declared).toEqual(over);
    // The resumed positions stay, marked as supplied from a fresh deck.
    const resumed = report()!.steps.filter((s) => s.label.startsWith("Resume"));
    expect(resumed).toHaveLength(2);
    for (const s of resumed) expect(s.supplied.join(" ")).toMatch(/fresh 80-card deck/);
  });

  it("keeps the printed-figure errata of a refused step on the errata list", () => {
    const rows = sampleErrata([report()!]);
    const bodyslam = rows.filter((r) => r.step === 19);
    expect(bodyslam.map((r) => r.figure)).toEqual(["(whole step)", "Bodyslam needs"]);
    expect(bodyslam[1]).toMatchObject({ published: 4, actual: 6, rule: "Cards in the Deck (card table)" });
    // Everything core's list has is here too.
    for (const r of errataOf([report()!])) expect(rows).toContainEqual(r);
  });

  it("shows the card table's figure on a refused step's row, and no state figure (issue #30)", () => {
    const bodyslam = report()!.steps[19]!;
    expect(bodyslam.refused).toBeDefined();
    const figure = (name: string) => bodyslam.figures.find((f) => f.name === name);
    expect(figure("Bodyslam needs")).toMatchObject({ published: 4, actual: 6, status: "erratum" });
    // The energies depend on a state the refused step never reached: nothing to show.
    expect(figure("Ben")?.actual).toBeUndefined();
  });

  it("refuses the two steps the card table forbids, for want of energy", () => {
    const refused = report()!.steps.filter((s) => s.refused !== undefined);
    expect(refused.map((s) => s.index)).toEqual([19, 27]);
    for (const s of refused) expect(s.refused!.message).toMatch(/illegal move/);
  });

  it("ends with Ben's pinfall after the referee's three cards", () => {
    const last = report()!.steps.at(-1)!;
    expect(Object.fromEntries(last.figures.map((f) => [f.name, f.actual]))).toEqual({
      count: "Kick, Punch, Reversal",
      winner: "Ben",
      method: "pinfall",
    });
  });

  it("records the card-number errata against the table", () => {
    const rows = errataOf([report()!]);
    const names = rows.map((r) => r.figure);
    expect(names).toEqual(
      expect.arrayContaining(["Kick needs", "Dodge needs", "Elbow Smash needs", "Submission Hold stars"]),
    );
    for (const r of rows) expect(r.rule.length).toBeGreaterThan(0);
  });

  it("records the misnamed rest: the text says Ben recovers, the rule and the printed energies say Abe", () => {
    const step = report()!.steps.find((s) => s.label.startsWith("Both discard"))!;
    expect(step.status).toBe("erratum");
    const recovers = step.figures.find((f) => f.name === "recovers")!;
    expect(recovers).toMatchObject({ published: "Ben", actual: "Abe" });
    expect(Object.fromEntries(step.figures.map((f) => [f.name, f.actual]))).toMatchObject({ Abe: 6, Ben: 6 });
  });

  it("refuses a scripted count while the covered wrestler holds a save he must play", () => {
    const runner = sampleRunner(sampleFigures, sampleSnapshot);
    let s = position({
      a: ["top-rope-dive", "now-wheres-he-going"],
      b: ["reach-for-the-ropes"],
      energy: { a: 10, b: 2 },
      control: "a",
    });
    s = rasslefest.play(s, "a", {
      type: "go",
      card: cardIn(s, "a", "now-wheres-he-going"),
      to: "top-rope",
    }).state;
    s = rasslefest.play(s, "b", { type: "accept" }).state;
    s = rasslefest.play(s, "a", { type: "play", card: cardIn(s, "a", "top-rope-dive") }).state;
    s = rasslefest.play(s, "b", { type: "accept" }).state;
    expect(s.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
    expect(() => runner.step(s, { kind: "count" }, 0)).toThrow(
      expect.objectContaining({ code: "NOTHING_TO_ADVANCE" }),
    );
  });
  it("keeps the stored deck tops in step with the stacking script", () => {
    const [opening, afterBodyslam, afterKick] = computeTops();
    expect(opening).toEqual(sampleDeckTops.opening);
    expect(afterBodyslam).toEqual(sampleDeckTops.afterBodyslam);
    expect(afterKick).toEqual(sampleDeckTops.afterKick);
    expect(sampleGame.steps).toHaveLength(36);
  });
});
