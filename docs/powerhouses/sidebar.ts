/** Sidebar of the Powerhouses of Wrestling! section (owned by the game's docs). */
export default [{ text: "Overview", link: "/powerhouses/" }];
