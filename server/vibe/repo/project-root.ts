import { join } from 'node:path';
import { slugOf } from '../names';

// Where the project lives in its repository. On a base branch fetched from the remote (a real
// repository with files of its own) the project goes under labforge/<slug>/, so it never collides
// with them; on a base branch of our own (an empty remote, or none) it is the repository's root.
// The agent, its plan and the checks see paths inside the project; the row, the commits and the
// pull request see the repository's.

export const PROJECT_FOLDER = 'labforge';

/** `labforge/<slug>`, the slug from the session name (`vibe/<title>-<hex>`: unique per session). */
export function projectFolderOf(sessionName: string): string {
  const name = sessionName.split('/').pop() ?? sessionName;
  return `${PROJECT_FOLDER}/${slugOf(name, '-', 80) || 'experiment'}`;
}

export class ProjectRoot {
  /** `root` is '' when the project is the whole repository. */
  constructor(readonly root: string) {}

  /** The repository's path of a path inside the project. */
  toRepo(path: string): string {
    return this.root ? `${this.root}/${path}` : path;
  }

  /** The project's path of a repository path, or null when it lies outside the project. */
  fromRepo(path: string): string | null {
    if (!this.root) return path;
    return path.startsWith(`${this.root}/`) ? path.slice(this.root.length + 1) : null;
  }

  /** The project's paths among repository paths; the rest of the repository is left out. */
  within(paths: Iterable<string>): Set<string> {
    const inside = new Set<string>();
    for (const path of paths) {
      const own = this.fromRepo(path);
      if (own !== null) inside.add(own);
    }
    return inside;
  }

  /** The project's directory in a work tree. */
  dirIn(workTree: string): string {
    return this.root ? join(workTree, this.root) : workTree;
  }
}
