import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router-dom';
import { membersQueryOptions } from '../../api/queries/members';
import { SelectField } from '../components/select-field';

// The log's member filter (docs/decisions/013-workspace-permissions.md, §5): on a workspace's pages,
// the drawer offers that workspace's members by name; the filter sends the chosen one's id.

/** The workspace the page shows, when it shows one. */
export function useWorkspaceInView(): string | undefined {
  return useMatch('/workspaces/:workspaceId/*')?.params.workspaceId;
}

export function MemberFilter({ value, onChange }: { value: string; onChange: (userId: string) => void }) {
  const workspaceId = useWorkspaceInView();
  const members = useQuery({ ...membersQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId) });
  if (!workspaceId) return null;
  const options = [
    { value: '', label: 'All members' },
    ...(members.data?.items ?? []).map((member) => ({ value: member.userId, label: member.name })),
  ];
  return (
    <SelectField label="Member" value={value} options={options} onChange={(event) => onChange(event.target.value)} />
  );
}
