// Super Dice's strong bot, thinking off the page's thread: its search of the Action Phase takes
// from a few to over a hundred milliseconds a decision, too long for the page's own thread.
import { strongBot } from "@ringside/superdice";
import { serveBot } from "../../.vitepress/theme/components/table/serveBot";

serveBot(strongBot());
