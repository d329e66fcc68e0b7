/**
 * Moved pages. A page whose frontmatter has `redirect: /new/path` is a stub left at an old path: its
 * head carries a script that opens the new path at once, keeping the query (a match link) and the
 * hash. A page with `redirectQuery: { key: /other/path }` sends a visitor who arrives with `?key=`
 * to the other path (an old link of a page that moved off this path), keeping the query too. The
 * theme's Layout does the same after an in-app navigation, where no head script runs.
 */
import type { HeadConfig } from "vitepress";

/** Where a page with these frontmatter fields sends its visitor: null when it stays. */
export function redirectTarget(
  frontmatter: Readonly<Record<string, unknown>>,
  search: string,
): string | null {
  const to = frontmatter.redirect;
  if (typeof to === "string" && to.startsWith("/")) return to;
  const byQuery = frontmatter.redirectQuery;
  if (typeof byQuery !== "object" || byQuery === null) return null;
  const params = new URLSearchParams(search);
  for (const [key, path] of Object.entries(byQuery as Record<string, unknown>)) {
    if (params.has(key) && typeof path === "string" && path.startsWith("/")) return path;
  }
  return null;
}

/** The head entries of a moved page (or a page that forwards old links): a script and a marker. */
export function redirectHead(frontmatter: Readonly<Record<string, unknown>>): HeadConfig[] {
  const to = frontmatter.redirect;
  const byQuery = frontmatter.redirectQuery;
  if (typeof to === "string" && to.startsWith("/")) {
    const script = `(function(){var u=new URL(location.href);u.pathname=${JSON.stringify(to)};location.replace(u.href)})()`;
    return [
      ["meta", { name: "rs-redirect", content: to }],
      ["meta", { name: "robots", content: "noindex" }],
      ["script", {}, script],
    ];
  }
  if (typeof byQuery === "object" && byQuery !== null) {
    const pairs = Object.entries(byQuery as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === "string" && e[1].startsWith("/"),
    );
    const script = `(function(){var u=new URL(location.href),m=${JSON.stringify(Object.fromEntries(pairs))};for(var k in m){if(u.searchParams.has(k)){u.pathname=m[k];location.replace(u.href);return}}})()`;
    return [["script", {}, script]];
  }
  return [];
}
