import { Badge, type BadgeProps } from "@mantine/core";
import { statusColor } from "../candidateDisplay";

/** A candidate's status as a badge in its own colour (docs/product/recruitment.md §3, §6.3). */
export function CandidateStatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, "color">) {
  return (
    <Badge variant="light" color={statusColor(status)} radius="sm" tt="none" {...props}>
      {status}
    </Badge>
  );
}
