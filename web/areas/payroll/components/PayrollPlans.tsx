import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCheck, IconCircleCheck, IconSend, IconWallet } from "@tabler/icons-react";
import { useState } from "react";
import {
  DEFAULT_PAYROLL_PLAN,
  PAYROLL_PLAN_DETAILS,
  PAYROLL_PLANS,
  type PayrollPlan,
} from "../../../../shared/payroll/payroll.constants";
import { ApiError } from "../../../lib/api";
import { useTimeZone } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { useRefreshCompanies } from "../../companies/companies.queries";
import { useRequestPayrollPlan } from "../payroll.queries";
import { formatInstantDate } from "../payrollDisplay";
import { PAYROLL_TEXT, planRequestFailedToast, planRequestSentToast } from "../payrollTexts";

function isPlan(value: string): value is PayrollPlan {
  return (PAYROLL_PLANS as readonly string[]).includes(value);
}

/**
 * 'Payroll not enabled' (docs/product/payroll.md §6.1), an ADMIN's screen while their company has no
 * payroll: the Starter, Standard (recommended, chosen at first) and Custom cards and the request; after
 * it is sent, a confirmation takes the button's place.
 */
export function PayrollPlans() {
  const [plan, setPlan] = useState<PayrollPlan>(DEFAULT_PAYROLL_PLAN);
  const request = useRequestPayrollPlan();
  const refreshCompanies = useRefreshCompanies();
  const timeZone = useTimeZone();
  const send = () =>
    request.mutate(plan, {
      onSuccess: (answer) => {
        // A request already open is the one that stands: its plan is the one chosen.
        if (answer.alreadyOpen) setPlan(answer.selectedPlan);
        showToast(planRequestSentToast());
      },
      onError: (error) => {
        showToast(planRequestFailedToast());
        // 409: the company has payroll by now; reading it again turns this screen into Payroll Management.
        if (error instanceof ApiError && error.status === 409) void refreshCompanies();
      },
    });

  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon variant="light" color="teal" size={48} radius="md">
            <IconWallet size={26} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h3">
              {PAYROLL_TEXT.notEnabledTitle}
            </Title>
            <Text c="dimmed" size="sm" maw={640}>
              {PAYROLL_TEXT.notEnabledBody}
            </Text>
          </Stack>
        </Group>

        <Radio.Group
          value={plan}
          onChange={(value) => isPlan(value) && setPlan(value)}
          label="Choose a plan"
          readOnly={request.isSuccess}
        >
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mt="xs">
            {PAYROLL_PLANS.map((name) => {
              const details = PAYROLL_PLAN_DETAILS[name];
              const selected = plan === name;
              return (
                <Radio.Card
                  key={name}
                  value={name}
                  radius="lg"
                  p="lg"
                  disabled={request.isSuccess && !selected}
                  style={{
                    // A card is a button: its content starts at the top, not in the middle.
                    display: "flex",
                    flexDirection: "column",
                    justifyContent: "flex-start",
                    borderWidth: selected ? 2 : 1,
                    borderColor: selected ? "var(--mantine-color-teal-6)" : undefined,
                    background: selected ? "var(--mantine-color-teal-0)" : undefined,
                  }}
                >
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="xs" wrap="nowrap">
                        <Radio.Indicator />
                        <Text fw={700} size="lg">
                          {details.name}
                        </Text>
                      </Group>
                      {details.recommended && (
                        <Badge color="teal" variant="filled" size="sm">
                          {PAYROLL_TEXT.recommended}
                        </Badge>
                      )}
                    </Group>
                    <Text fw={600} size="sm" c={selected ? "teal.8" : undefined}>
                      {details.priceLabel}
                    </Text>
                    <List
                      size="sm"
                      spacing={6}
                      icon={
                        <ThemeIcon size={18} radius="xl" variant="light" color="teal">
                          <IconCheck size={12} />
                        </ThemeIcon>
                      }
                    >
                      {details.features.map((feature) => (
                        <List.Item key={feature}>{feature}</List.Item>
                      ))}
                    </List>
                  </Stack>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>

        {request.isSuccess ? (
          <Alert
            color="teal"
            variant="light"
            radius="lg"
            icon={<IconCircleCheck size={20} />}
            title={PAYROLL_TEXT.requestSentTitle}
            role="status"
          >
            <Text size="sm">{PAYROLL_TEXT.requestSentMessage}</Text>
            {request.data?.alreadyOpen && (
              <Text size="sm" c="dimmed" mt={4}>
                {PAYROLL_TEXT.requestStillOpen(
                  request.data.selectedPlan,
                  formatInstantDate(request.data.createdAt, timeZone),
                )}
              </Text>
            )}
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button leftSection={<IconSend size={16} />} loading={request.isPending} onClick={send}>
              {PAYROLL_TEXT.sendRequest}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
