/** Sidebar of the RingMaster section (owned by the game's docs). */
export default [{ text: "Overview", link: "/ringmaster/" }];
