/** The formats a write-up can be posted in. */
export const FORMATS = ["md", "html", "bbcode", "text", "json"] as const;
/** One of {@link FORMATS}. */
export type Format = (typeof FORMATS)[number];

/** A resolved match, ready to post. */
export interface WriteUp {
  readonly show: string;
  readonly title: string;
  readonly seed: number;
  /** Header lines: match type, competitors, grid cell, strategy points, time limit. */
  readonly header: readonly (readonly [string, string])[];
  /** The write-up, paragraph by paragraph. */
  readonly body: readonly string[];
  readonly result: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/**
 * Markdown: every character that could start emphasis, code, a link, HTML, a heading or a table
 * inside a line is taken literally (a backslash before it).
 */
export const escapeMarkdown = (s: string): string => s.replace(/[\\`*_[\]<>#|~]/g, (c) => `\\${c}`);

/**
 * BBCode has no escape: a zero-width space after each `[` keeps what a player wrote from opening a
 * tag (`[url]`, `[img]`), and reads the same.
 */
export const escapeBbcode = (s: string): string => s.replace(/\[/g, "[\u200b");

/**
 * Renders a write-up in one format. What players wrote (names, moves, titles) is escaped for the
 * format: HTML entities, Markdown backslashes, BBCode brackets broken. Every format names the show.
 */
export function render(w: WriteUp, format: Format): string {
  const header: (readonly [string, string])[] = [["Show", w.show], ...w.header];
  switch (format) {
    case "json":
      return JSON.stringify(w, null, 2);
    case "md":
      return [
        `## ${escapeMarkdown(w.title)}`,
        "",
        ...header.map(([k, v]) => `- **${k}:** ${escapeMarkdown(v)}`),
        "",
        ...w.body.flatMap((p) => [escapeMarkdown(p), ""]),
        `**Result:** ${escapeMarkdown(w.result)}`,
        "",
      ].join("\n");
    case "html":
      return [
        `<h2>${escapeHtml(w.title)}</h2>`,
        `<dl>${header.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>`,
        ...w.body.map((p) => `<p>${escapeHtml(p)}</p>`),
        `<p><strong>Result:</strong> ${escapeHtml(w.result)}</p>`,
        "",
      ].join("\n");
    case "bbcode":
      return [
        `[size=150][b]${escapeBbcode(w.title)}[/b][/size]`,
        ...header.map(([k, v]) => `[b]${k}:[/b] ${escapeBbcode(v)}`),
        "",
        ...w.body.flatMap((p) => [escapeBbcode(p), ""]),
        `[b]Result:[/b] ${escapeBbcode(w.result)}`,
        "",
      ].join("\n");
    case "text":
      return [
        w.title,
        "=".repeat(w.title.length),
        ...header.map(([k, v]) => `${k}: ${v}`),
        "",
        ...w.body.flatMap((p) => [p, ""]),
        `Result: ${w.result}`,
        "",
      ].join("\n");
  }
}
