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

/** Renders a write-up in one format. */
export function render(w: WriteUp, format: Format): string {
  switch (format) {
    case "json":
      return JSON.stringify(w, null, 2);
    case "md":
      return [
        `## ${w.title}`,
        "",
        ...w.header.map(([k, v]) => `- **${k}:** ${v}`),
        "",
        ...w.body.flatMap((p) => [p, ""]),
        `**Result:** ${w.result}`,
        "",
      ].join("\n");
    case "html":
      return [
        `<h2>${escapeHtml(w.title)}</h2>`,
        `<dl>${w.header.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>`,
        ...w.body.map((p) => `<p>${escapeHtml(p)}</p>`),
        `<p><strong>Result:</strong> ${escapeHtml(w.result)}</p>`,
        "",
      ].join("\n");
    case "bbcode":
      return [
        `[size=150][b]${w.title}[/b][/size]`,
        ...w.header.map(([k, v]) => `[b]${k}:[/b] ${v}`),
        "",
        ...w.body.flatMap((p) => [p, ""]),
        `[b]Result:[/b] ${w.result}`,
        "",
      ].join("\n");
    case "text":
      return [
        w.title,
        "=".repeat(w.title.length),
        ...w.header.map(([k, v]) => `${k}: ${v}`),
        "",
        ...w.body.flatMap((p) => [p, ""]),
        `Result: ${w.result}`,
        "",
      ].join("\n");
  }
}
