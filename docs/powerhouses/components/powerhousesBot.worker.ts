// Powerhouses' optimal bot, thinking off the page's thread: its first decision builds its table of
// odds (hundreds of milliseconds), and a long main-thread task would freeze the match page.
import { optimalBot } from "@ringside/powerhouses";
import { serveBot } from "../../.vitepress/theme/components/table/serveBot";

serveBot(optimalBot());
