import { SingleBar } from "cli-progress";

/**
 * Where a progress bar is drawn: a writable text stream such as stderr. Declared here, so that the
 * CLI's types need no `@types/node` from a consumer.
 */
export interface ProgressStream {
  write(chunk: string): unknown;
  readonly isTTY?: boolean;
}

/**
 * The progress bar `ringside odds` and `ringside advise` draw on a terminal: a bar, the share done,
 * the count and an ETA. On a stream that is not a terminal cli-progress draws nothing.
 *
 * @param unit what is counted ("matches", "strategies").
 * @param stream where to draw (default stderr, so that stdout stays the results).
 */
export function progressBar(unit: string, stream: ProgressStream = process.stderr): SingleBar {
  return new SingleBar({
    format: `{bar} {percentage}% | {value}/{total} ${unit} | ETA {eta_formatted}`,
    hideCursor: true,
    // cli-progress writes text and asks isTTY: all a ProgressStream has.
    stream: stream as NodeJS.WritableStream,
  });
}
