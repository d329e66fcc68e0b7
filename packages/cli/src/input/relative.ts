import { relative as relativePath } from "node:path";
import { formatFileProblem, type FileProblem } from "./document.js";

/** The problem with its file named relative to the working directory, as the head typed it. */
export function relative(cwd: string, p: FileProblem): FileProblem {
  const file = p.position.file.startsWith("/") ? relativePath(cwd, p.position.file) : p.position.file;
  return { ...p, position: { ...p.position, file } };
}

/** A file's path relative to the working directory. */
export function relativeFile(cwd: string, path: string): string {
  return path.startsWith("/") ? relativePath(cwd, path) : path;
}

/**
 * The problems as printed lines, relative to the working directory, each line once: a sheet used in
 * two matches has its problems printed once, not once per use.
 */
export function problemLines(cwd: string, problems: readonly FileProblem[]): string[] {
  return [...new Set(problems.map((p) => formatFileProblem(relative(cwd, p))))];
}
