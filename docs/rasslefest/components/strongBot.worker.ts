// 'Rasslefest's strong bot, thinking off the page's thread: for each decision it deals the unseen
// cards several times and plays each legal move out, too long a task for the page's own thread.
import { strongBot } from "@ringside/rasslefest";
import { serveBot } from "../../.vitepress/theme/components/table/serveBot";

serveBot(strongBot());
