import { Alert, Center, Group, Loader, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { LEAVE_TEXT } from "../leaveToasts";

/** 'Loading...' while the leave screens load (spec 01 §2). */
export function LeaveLoading() {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          {LEAVE_TEXT.loading}
        </Text>
      </Group>
    </Center>
  );
}

/** A red notice: 'Error loading leave details', 'Error: No company ID found for admin', … */
export function LeaveErrorNotice({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Alert color="red" variant="light" radius="lg" title={title} icon={<IconAlertTriangle size={18} />}>
      {children}
    </Alert>
  );
}
