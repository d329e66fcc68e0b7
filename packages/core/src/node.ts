/**
 * `@ringside/core/node`: what only Node can do. {@link simulateInWorkers} spreads one `simulate`
 * run over worker threads, with the same statistics as one thread. (The sources are in `./node/`;
 * this file sits where the workspace's aliases look for a `@ringside/<pkg>/<entry>` import.)
 *
 * @packageDocumentation
 */
export * from "./node/index.js";
