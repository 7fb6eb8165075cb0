import { Badge, Box, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBuildingSkyscraper,
  IconCalendarCheck,
  IconCurrencyRupee,
  IconFileCertificate,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark, PRODUCT_NAME } from "./BrandMark";

const BENEFITS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconBuildingSkyscraper size={20} />,
    title: "No local entity needed",
    text: "We are the legal employer in India, so you can onboard people in days, not months.",
  },
  {
    icon: <IconFileCertificate size={20} />,
    title: "Compliant employment contracts",
    text: "Indian labour law, statutory benefits and tax withholding handled for every hire.",
  },
  {
    icon: <IconCurrencyRupee size={20} />,
    title: "Payroll in rupees",
    text: "Monthly payroll, payslips and deductions, on time and on record.",
  },
  {
    icon: <IconCalendarCheck size={20} />,
    title: "Leave and attendance in one place",
    text: "Clock-ins, leave balances, approvals and company holidays for the whole team.",
  },
];

/** The desktop half of the sign-in screens: what the product is, for a company deciding to trust it. */
export function BrandPanel() {
  return (
    <Box
      component="aside"
      visibleFrom="md"
      w="46%"
      maw={640}
      px={48}
      py={40}
      c="white"
      pos="sticky"
      top={0}
      h="100vh"
      style={{
        alignSelf: "flex-start",
        overflow: "hidden",
        background:
          "linear-gradient(155deg, var(--mantine-color-teal-7) 0%, var(--mantine-color-teal-9) 60%, #06403a 100%)",
      }}
    >
      <Box
        aria-hidden
        pos="absolute"
        style={{
          inset: 0,
          pointerEvents: "none",
          background:
            "radial-gradient(circle at 85% 12%, rgba(255,255,255,0.14) 0, transparent 38%), radial-gradient(circle at 8% 92%, rgba(255,255,255,0.10) 0, transparent 35%)",
        }}
      />
      <Stack h="100%" justify="space-between" pos="relative">
        <BrandMark inverted />

        <Stack gap="xl" maw={480} py="lg">
          <Stack gap="md">
            <Badge variant="white" color="teal" size="lg" radius="sm" w="fit-content">
              Employer of record in India
            </Badge>
            <Title order={1} fz={34} lh={1.15} c="white">
              Hire your team in India without a local entity
            </Title>
            <Text fz="md" c="teal.0" lh={1.6}>
              Employ people in India on compliant contracts while you direct their work. We run payroll,
              leave, attendance and hiring for you in one secure workspace.
            </Text>
          </Stack>

          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {BENEFITS.map((benefit) => (
              <Box component="li" key={benefit.title} style={{ display: "flex", gap: 14 }}>
                <ThemeIcon size={38} radius="md" variant="white" color="teal" style={{ flexShrink: 0 }}>
                  {benefit.icon}
                </ThemeIcon>
                <div>
                  <Text fw={600} c="white">
                    {benefit.title}
                  </Text>
                  <Text fz="sm" c="teal.1">
                    {benefit.text}
                  </Text>
                </div>
              </Box>
            ))}
          </Stack>
        </Stack>

        <Text fz="xs" c="teal.1">
          © {new Date().getFullYear()} {PRODUCT_NAME} ·{" "}
          <Text component={Link} to="/terms" fz="xs" c="white" td="underline">
            Terms of service
          </Text>
        </Text>
      </Stack>
    </Box>
  );
}
