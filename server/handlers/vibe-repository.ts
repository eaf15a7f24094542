import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import type { AppContext } from '../app-context';
import { requireUser, type AuthUser } from '../auth/bearer';
import { contentDisposition } from '../files/file-names';
import { applySpend, createFixedWindows, type Limit } from '../http/fixed-windows';
import { HttpError, notFound } from '../http/http-error';
import { fileStorageFor } from '../files/blob-store';
import type { StoredFile } from '../files/file-storage';
import { fileDiff } from '../vibe/repo/repo-diff';
import { exportRepository } from '../vibe/repo/repo-export';
import { readableRepository, repositoryBundle } from '../vibe/repo/repo-store';
import { filesOf } from '../vibe/vibe-columns';
import type { Listed } from '../vibe/vibe-store';
import type { HandlerMap } from './handler-types';

// What a coding session's repository holds: one file's diff and the whole repository as a
// download, read from DATA_DIR/vibe/<id> where the worker made it, or else from the blob store's
// bundle (vibe/repo/repo-store.ts): served as it is, or copied into DATA_DIR/cache/vibe/<id> for a
// diff or a tar.gz. A requested path is only ever one the pull request lists, so no name can
// reach outside the work tree.

type Owned = (user: AuthUser, id: string) => Promise<Listed>;

const notReady = () => new HttpError(409, 'conflict', VIBE_MESSAGES.repositoryNotReady);

/** A file name with nothing a header or a file system could trip on: "vibe-soil-microbes-3f2a". */
const downloadName = (sessionName: string) =>
  sessionName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+|-+$/g, '') || 'repository';

/**
 * Downloads one user may start: a kept export is cheap, but each new commit is packed again, and
 * a script asking in a loop would keep git busy for everyone (docs/product.md, "Request limits").
 */
export const DOWNLOAD_LIMIT: Limit = { max: 30, windowMs: 10 * 60_000 };

export function vibeRepositoryHandlers(ctx: AppContext, owned: Owned): HandlerMap {
  const { dataDir } = ctx.config;
  const storage = fileStorageFor(ctx.config);
  const downloads = createFixedWindows();

  /** A bundle: made once per commit from the working repository, else the stored bundle as it is. */
  const bundleOf = ({ session }: Listed, name: string) => repositoryBundle(dataDir, storage, session, name);

  /** A tar.gz of the feature branch, from the working repository or the stored bundle's copy. */
  async function archiveOf({ session }: Listed, name: string): Promise<StoredFile | null> {
    const repo = await readableRepository(dataDir, storage, session);
    return repo && exportRepository(repo, 'tar.gz', name);
  }

  return {
    async getVibeFileDiff(request) {
      const found = await owned(requireUser(request), request.params.vibeSessionId);
      const file = filesOf(found.session).find((f) => f.path === request.query.path);
      if (!file) throw notFound(VIBE_MESSAGES.fileNotInPullRequest);
      const repo = await readableRepository(dataDir, storage, found.session);
      if (!repo) throw notReady();
      const diff = await fileDiff(repo, file.path);
      return { path: file.path, change: file.change, language: file.language, diff };
    },

    async downloadVibeRepository(request, reply) {
      const user = requireUser(request);
      const found = await owned(user, request.params.vibeSessionId);
      applySpend(reply, downloads.spend([{ key: user.id, limit: DOWNLOAD_LIMIT }]), VIBE_MESSAGES.tooManyDownloads);
      const format = request.query.format ?? 'bundle';
      const name = downloadName(found.session.sessionName);
      const exported = await (format === 'bundle' ? bundleOf(found, name) : archiveOf(found, name));
      if (!exported) throw notReady();
      reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', exported.bytes)
        .header('content-disposition', contentDisposition(`${name}.${format}`))
        .header('cache-control', 'private, no-cache');
      // A stream is not a JSON body: the contract declares application/octet-stream for this answer.
      return exported.stream as never;
    },
  };
}
