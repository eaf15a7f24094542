// Named aliases for the contract's schemas, so callers need not spell components['schemas'].
import type { components } from './schema';

export type Schema<K extends keyof components['schemas']> = components['schemas'][K];

export type AppConfig = Schema<'AppConfig'>;
export type Readiness = Schema<'Readiness'>;
export type ErrorBody = Schema<'ErrorBody'>;
export type UserProfile = Schema<'UserProfile'>;
export type SignInResponse = Schema<'SignInResponse'>;
export type Workspace = Schema<'Workspace'>;
export type WorkspaceCreate = Schema<'WorkspaceCreate'>;
export type WorkspaceUpdate = Schema<'WorkspaceUpdate'>;
export type WorkspacePage = Schema<'PageMeta'> & { items: Workspace[] };
export type GoalStatus = Schema<'GoalStatus'>;
export type ResearchGoal = Schema<'ResearchGoal'>;
export type GoalCreate = Schema<'GoalCreate'>;
export type GoalUpdate = Schema<'GoalUpdate'>;
export type SessionStatus = Schema<'SessionStatus'>;
export type SessionStart = Schema<'SessionStart'>;
export type Session = Schema<'Session'>;
export type SessionSummary = Schema<'SessionSummary'>;
export type SessionProgress = Schema<'SessionProgress'>;
export type IdeaStatus = Schema<'IdeaStatus'>;
export type Idea = Schema<'Idea'>;
export type Review = Schema<'Review'>;
export type IdeaDetails = Schema<'IdeaDetails'>;
export type ConversionResult = Schema<'ConversionResult'>;
export type GraphPreview = Schema<'GraphPreview'>;
export type WorkflowDefinition = Schema<'WorkflowDefinition'>;
export type WorkflowNode = Schema<'WorkflowNode'>;
export type WorkflowSummary = Schema<'WorkflowSummary'>;
export type Workflow = Schema<'Workflow'>;
export type ExperimentStatus = Schema<'ExperimentStatus'>;
export type ExperimentSort = Schema<'ExperimentSort'>;
export type ExperimentSummary = Schema<'ExperimentSummary'>;
export type Experiment = Schema<'Experiment'>;
