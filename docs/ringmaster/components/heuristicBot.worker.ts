// RingMaster's heuristic bot, thinking off the page's thread: each decision weighs every legal move
// (up to some seventy maneuvers with their options), and the page's clicks should never wait on it.
import { heuristicBot } from "@ringside/ringmaster";
import { serveBot } from "../../.vitepress/theme/components/table/serveBot";

serveBot(heuristicBot());
