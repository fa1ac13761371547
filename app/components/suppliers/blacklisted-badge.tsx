import { Badge } from "../ui/badge";

/** 'Sim' in red for a blacklisted supplier, 'Não' otherwise. */
export function BlacklistedBadge({ value }: { value: boolean | number }) {
  return value ? <Badge tone="danger">Sim</Badge> : <Badge tone="success">Não</Badge>;
}
