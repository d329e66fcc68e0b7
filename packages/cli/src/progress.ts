import { SingleBar } from "cli-progress";

/**
 * The progress bar `ringside odds` and `ringside advise` draw on a terminal: a bar, the share done,
 * the count and an ETA. On a stream that is not a terminal cli-progress draws nothing.
 *
 * @param unit what is counted ("matches", "strategies").
 * @param stream where to draw (default stderr, so that stdout stays the results).
 */
export function progressBar(unit: string, stream: NodeJS.WritableStream = process.stderr): SingleBar {
  return new SingleBar({
    format: `{bar} {percentage}% | {value}/{total} ${unit} | ETA {eta_formatted}`,
    hideCursor: true,
    stream,
  });
}
