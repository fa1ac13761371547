import { Badge } from "#app/components/ui/badge.tsx";

/** 'Sim' in red for a blacklisted supplier, 'Não' otherwise. */
export function BlacklistedBadge({ value }: { value: boolean | number }) {
  return value ? <Badge tone="danger">Sim</Badge> : <Badge tone="success">Não</Badge>;
}
