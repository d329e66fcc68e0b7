import { describe, expect, it } from "vitest";
import { render, type WriteUp } from "@ringside/cli";

const hostile: WriteUp = {
  show: "Fight [url=http://x]Night[/url]",
  title: "**Main** _event_ <b>",
  seed: 1,
  header: [["Match", "Singles: [img]x[/img] vs `code`"]],
  body: ["Kaltor hits the # Vargas [Bomb](http://x) | table ~strike~."],
  result: "Kaltor [b]wins[/b]",
};

describe("write-ups escape what players wrote", () => {
  it("in Markdown: emphasis, links, code, HTML, headings and tables are taken literally", () => {
    const md = render(hostile, "md");
    expect(md).toContain("## \\*\\*Main\\*\\* \\_event\\_ \\<b\\>");
    expect(md).toContain("Vargas \\[Bomb\\](http://x) \\| table \\~strike\\~");
    expect(md).toContain("- **Show:** Fight \\[url=http://x\\]Night\\[/url\\]");
    expect(md).not.toMatch(/[^\\]\[Bomb\]/);
  });

  it("in BBCode: no tag a player wrote opens (a zero-width space after each [)", () => {
    const bb = render(hostile, "bbcode");
    expect(bb).not.toMatch(/\[(url|img)[\]=]/);
    expect(bb).toContain("[\u200burl=http://x]Night[\u200b/url]");
    expect(bb).toContain("[b]Result:[/b] Kaltor [\u200bb]wins[\u200b/b]");
  });

  it("names the show on every write-up, in every format", () => {
    for (const format of ["md", "html", "bbcode", "text"] as const)
      expect(render({ ...hostile, show: "Monday Mayhem" }, format)).toContain("Monday Mayhem");
  });
});
