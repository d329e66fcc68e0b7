import { ref } from "vue";
import type { MatchLink } from "../.vitepress/theme/components/table/record";
import type { MatchUrl } from "../.vitepress/theme/components/table/useMatchUrl";

/**
 * An address bar that only records what the page saves in it (for the play tables' unit tests).
 *
 * @example
 * const url = fakeMatchUrl();
 * usePowerhousesMatch(url, bot); // …then url.saved.at(-1) is the link the page saved last
 */
export function fakeMatchUrl(): MatchUrl & { readonly saved: MatchLink[] } {
  const saved: MatchLink[] = [];
  return {
    saved,
    error: ref(null),
    read: () => Promise.resolve(null),
    save: (l) => saved.push(l),
    clear: () => undefined,
    href: (l) => Promise.resolve(JSON.stringify(l)),
  };
}
