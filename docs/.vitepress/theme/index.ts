import type { Theme } from "vitepress";
import type { SlotsType, DefineSetupFnComponent } from "vue";
import DefaultTheme from "vitepress/theme";
import DemoBox from "./components/DemoBox.vue";
import ErrataTable from "./components/ErrataTable.vue";
import FactSheet from "./components/FactSheet.vue";
import GameCards from "./components/GameCards.vue";
import Layout from "./components/Layout.vue";
import SampleReplay from "./components/SampleReplay.vue";
import StatusBadge from "./components/StatusBadge.vue";
import { registerTableKit } from "./components/table";
import "./custom.css";

declare module "vue" {
  /** The theme's globally registered components, so templates type-check their props and slots. */
  export interface GlobalComponents {
    DemoBox: typeof DemoBox;
    SampleReplay: typeof SampleReplay;
    ErrataTable: typeof ErrataTable;
    FactSheet: typeof FactSheet;
    StatusBadge: typeof StatusBadge;
    GameCards: typeof GameCards;
    /** VitePress's own: renders its default slot in the browser only, once mounted. */
    ClientOnly: DefineSetupFnComponent<Record<never, never>, [], SlotsType<{ default?: () => unknown }>>;
  }
}

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
    app.component("FactSheet", FactSheet);
    app.component("StatusBadge", StatusBadge);
    app.component("GameCards", GameCards);
    registerTableKit(app);
  },
};

export default theme;
