import type { Theme } from "vitepress";
import DefaultTheme from "vitepress/theme";
import DemoBox from "./components/DemoBox.vue";
import ErrataTable from "./components/ErrataTable.vue";
import GameCards from "./components/GameCards.vue";
import Layout from "./components/Layout.vue";
import SampleReplay from "./components/SampleReplay.vue";
import StatusBadge from "./components/StatusBadge.vue";
import { registerTableKit } from "./components/table";
import "./custom.css";

/**
 * The default VitePress theme plus Ringside's shared, globally registered components and the table
 * kit (dice, cards, bars, ring board, play-by-play, record and time-travel tools).
 */
const theme: Theme = {
  extends: DefaultTheme,
  Layout,
  enhanceApp({ app }) {
    app.component("DemoBox", DemoBox);
    app.component("SampleReplay", SampleReplay);
    app.component("ErrataTable", ErrataTable);
    app.component("StatusBadge", StatusBadge);
    app.component("GameCards", GameCards);
    registerTableKit(app);
  },
};

export default theme;
