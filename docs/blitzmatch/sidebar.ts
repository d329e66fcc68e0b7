/** Sidebar of the BlitzMatch! 2.2 section (owned by the game's docs). */
export default [{ text: "Overview", link: "/blitzmatch/" }];
