import { Button, Divider, EmptyState, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowRight, IconBeach } from "@tabler/icons-react";
import { Fragment, useState } from "react";
import { Link } from "react-router";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import { canManageHolidays } from "../../../../shared/holidays/holidays.policy";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { LoadError } from "../../../components/LoadError";
import { TitledSection } from "../../../components/TitledSection";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";
import { useToday } from "../../../lib/timeZone";
import { useCompanies } from "../../companies/companies.queries";
import { RecurringBadge } from "../../holidays/components/HolidayBadges";
import { holidayCompanyId } from "../../holidays/holidayAccess";
import { formatLongDate, shownHolidayDate } from "../../holidays/holidayDates";
import { sortHolidaysForDisplay } from "../../holidays/holidayOrder";
import { useHolidays } from "../../holidays/holidays.queries";
import { SETTINGS_TEXT } from "../settingsText";

/**
 * Company Holidays inside settings (docs/product/settings.md §5): the company's holidays as a list, recurring ones
 * marked 'Annual'; adding, editing and deleting happen on /holidays, which the admin's button opens.
 * A SUPER_ADMIN has no company of their own and picks one, as on /holidays.
 */
export function SettingsHolidaysPanel() {
  const { data: me } = useCurrentUser();
  const [picked, setPicked] = useState<number | null>(null);
  const companies = useCompanies();
  const companyId = me ? holidayCompanyId(me, picked, companies.data) : null;
  const holidays = useHolidays(companyId);
  const today = useToday();
  const actor = me ? policyActorOf(me) : null;
  const isSuperAdmin = actor !== null && isSuperAdminActor(actor);
  const manageHref = isSuperAdmin && companyId !== null ? `/holidays?companyId=${companyId}` : "/holidays";

  const list = () => {
    if (isSuperAdmin && companies.data?.length === 0)
      return <Text c="dimmed">There are no companies on the platform yet.</Text>;
    if (companyId === null && !isSuperAdmin) return <NoHolidays />;
    if (companyId === null || holidays.isPending) return <HolidayRowSkeletons />;
    if (holidays.isError) return <LoadError title="Could not load holidays" query={holidays} />;
    if (holidays.data.length === 0) return <NoHolidays />;
    return (
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Company holidays">
        {sortHolidaysForDisplay(holidays.data, today).map((holiday, index) => {
          const shown = shownHolidayDate(holiday, today);
          return (
            <Fragment key={holiday.id}>
              {index > 0 && <Divider component="li" role="presentation" />}
              <li>
                <Group justify="space-between" align="flex-start" gap="sm" py="sm" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {holiday.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      <time dateTime={shown}>{formatLongDate(shown)}</time>
                    </Text>
                    {holiday.description && (
                      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                        {holiday.description}
                      </Text>
                    )}
                  </Stack>
                  {holiday.isRecurring && <RecurringBadge label="Annual" />}
                </Group>
              </li>
            </Fragment>
          );
        })}
      </Stack>
    );
  };

  return (
    <TitledSection
      title="Company Holidays"
      description="The days your whole company is off."
      actions={
        actor !== null &&
        companyId !== null &&
        canManageHolidays(actor, companyId) && (
          <Button
            component={Link}
            to={manageHref}
            variant="light"
            rightSection={<IconArrowRight size={16} />}
          >
            Manage Holidays
          </Button>
        )
      }
    >
      {isSuperAdmin && (
        <Group mb="md">
          <CompanyFilterSelect
            label="Company"
            withAll={false}
            placeholder="Select a company"
            value={companyId}
            onChange={(id) => id !== "all" && setPicked(id)}
          />
        </Group>
      )}
      {list()}
    </TitledSection>
  );
}

function NoHolidays() {
  return (
    <EmptyState variant="light" icon={<IconBeach size={28} stroke={1.6} />}>
      <EmptyState.Description maw={460}>{SETTINGS_TEXT.noHolidays}</EmptyState.Description>
    </EmptyState>
  );
}

function HolidayRowSkeletons() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading holidays">
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={6}>
          <Skeleton height={14} width="40%" />
          <Skeleton height={10} width="60%" />
        </Stack>
      ))}
    </Stack>
  );
}
