// Links from the engine's Markdown (overview, meta-reviews) to the ideas it names; the session
// page opens them in the app (docs/engine.md, "Meta-review").

export interface IdeaRef {
  key: string;
  title: string;
}

export const ideaPath = (workspaceId: string, ideaId: string) => `/workspaces/${workspaceId}/ideas/${ideaId}`;

/** A Markdown link to an idea; a bracket in its title would otherwise end the link text early. */
export const ideaLink = (workspaceId: string, idea: IdeaRef) =>
  `[${idea.title.replace(/([[\]\\])/g, '\\$1')}](${ideaPath(workspaceId, idea.key)})`;
