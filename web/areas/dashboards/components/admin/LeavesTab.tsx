import { Button, Grid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconArrowRight, IconCalendarClock, IconCalendarEvent } from "@tabler/icons-react";
import { Link } from "react-router";
import type { CompanyDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { SectionCard } from "../SectionCard";
import { RecentLeavesList } from "./RecentLeavesList";

/** Leaves: the pending count and the recent requests, with the way to the review list. */
export function LeavesTab({ data }: { data: CompanyDashboard }) {
  const pending = data.pendingLeaves;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SectionCard title="Pending Requests" icon={<IconCalendarClock size={18} />} h="100%">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color={pending > 0 ? "orange" : "gray"}>
              <Text fz={26} fw={700}>
                {pending}
              </Text>
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {pending === 0
                ? "Nothing waiting for review"
                : `${pending} ${pending === 1 ? "request waits" : "requests wait"} for your decision`}
            </Text>
            <Button
              component={Link}
              to="/leaves"
              variant={pending > 0 ? "filled" : "light"}
              color={pending > 0 ? "orange" : "teal"}
              rightSection={<IconArrowRight size={16} />}
              mt="xs"
            >
              Review leave requests
            </Button>
          </Stack>
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <SectionCard title="Recent Leave Requests" icon={<IconCalendarEvent size={18} />} h="100%">
          <RecentLeavesList leaves={data.recentLeaves} />
        </SectionCard>
      </Grid.Col>
    </Grid>
  );
}
