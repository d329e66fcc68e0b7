import { ref, type Ref } from "vue";
import { decodeFromUrl, encodeForUrl, readMatchLink, type MatchLink } from "./record";

/** What {@link useMatchUrl} gives a demo. */
export interface MatchUrl {
  /** Why the link in the address bar could not be read (null when it could, or there was none). */
  readonly error: Ref<string | null>;
  /** The match in the address bar, outer shape checked; null when there is none or it is broken. */
  read(): MatchLink | null;
  /** Puts the match in the address bar (replacing the entry, so Back still leaves the page). */
  save(link: MatchLink): void;
  /** Removes this demo's match from the address bar. */
  clear(): void;
  /** The full URL that opens this page on `link`. */
  href(link: MatchLink): string;
}

/**
 * Keeps a match demo's seed, setup and moves (and the time-travel step) in the page URL, as one
 * query parameter (`?<key>=<base64url JSON>`), so a reload, a shared link or Back brings the same
 * match back. Each demo on a page needs its own `key`. Browser-only: call `read` in `onMounted`.
 *
 * @example
 * ```ts
 * const url = useMatchUrl("powerhouses", "ph-match");
 * onMounted(() => { const link = url.read(); if (link !== null) replay(link); });
 * function afterEachMove() { url.save({ game: "powerhouses", seed, setup, moves }); }
 * ```
 */
export function useMatchUrl(game: string, key = "match"): MatchUrl {
  const error = ref<string | null>(null);

  function read(): MatchLink | null {
    if (typeof window === "undefined") return null;
    const text = new URL(window.location.href).searchParams.get(key);
    if (text === null || text === "") return null;
    try {
      const link = readMatchLink(decodeFromUrl(text), game);
      error.value = null;
      return link;
    } catch (e) {
      error.value = `The link's match could not be opened: ${e instanceof Error ? e.message : String(e)}.`;
      return null;
    }
  }

  function href(link: MatchLink): string {
    const url = new URL(window.location.href);
    url.searchParams.set(key, encodeForUrl(link));
    return url.toString();
  }

  function save(link: MatchLink): void {
    if (typeof window === "undefined") return;
    window.history.replaceState(window.history.state, "", href(link));
  }

  function clear(): void {
    if (typeof window === "undefined") return;
    const url = new URL(window.location.href);
    url.searchParams.delete(key);
    window.history.replaceState(window.history.state, "", url.toString());
  }

  return { error, read, save, clear, href };
}
