import { Badge, type BadgeProps } from "@mantine/core";
import { logLevelColor } from "../securityLogDisplay";

/** An entry's level as a badge in its own colour (security-logs.md §2). */
export function SecurityLogLevelBadge({ level, ...props }: { level: string } & Omit<BadgeProps, "color">) {
  return (
    <Badge variant="light" color={logLevelColor(level)} radius="sm" {...props}>
      {level}
    </Badge>
  );
}
