import { Modal, Text } from "@mantine/core";
import { leavesRemaining } from "../leaveDisplay";
import { useLeaveBalance } from "../leaves.queries";
import { LeaveRequestForm } from "./LeaveRequestForm";

/** An administrator's own leave request: the employee form in a dialog, with their balance. */
export function RequestLeaveDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Request Leave" size="lg" centered radius="md">
      <OwnBalanceLine />
      <LeaveRequestForm onSubmitted={onClose} />
    </Modal>
  );
}

function OwnBalanceLine() {
  const balance = useLeaveBalance();
  if (!balance.data) return null;
  const { totalLeaves, leavesPending } = balance.data;
  return (
    <Text size="sm" c="dimmed" mb="md">
      {leavesRemaining(balance.data)} of {totalLeaves} days remaining
      {leavesPending > 0 ? `, ${leavesPending} pending approval` : ""}.
    </Text>
  );
}
