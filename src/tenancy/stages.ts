export const STAGE_KINDS = ['open', 'won', 'lost'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

export interface Stage {
  key: string;
  label: string;
  kind: StageKind;
}

/** The pipeline every new workspace starts with; managers reshape it through `PUT /settings`. */
export const DEFAULT_STAGES: readonly Stage[] = [
  { key: 'lead', label: 'Lead', kind: 'open' },
  { key: 'contacted', label: 'Contacted', kind: 'open' },
  { key: 'qualified', label: 'Qualified', kind: 'open' },
  { key: 'proposal', label: 'Proposal', kind: 'open' },
  { key: 'negotiation', label: 'Negotiation', kind: 'open' },
  { key: 'won', label: 'Won', kind: 'won' },
  { key: 'lost', label: 'Lost', kind: 'lost' },
];

export function findStage(stages: readonly Stage[], key: string): Stage | undefined {
  return stages.find((s) => s.key === key);
}

/** Where a contact lands when created without a stage: the first open stage of the pipeline. */
export function entryStage(stages: readonly Stage[]): Stage {
  return stages.find((s) => s.kind === 'open') ?? stages[0];
}
