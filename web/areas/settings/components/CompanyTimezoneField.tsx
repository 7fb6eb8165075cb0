import { Button, Group, Select } from "@mantine/core";
import { IconWorld } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { CompanyDto } from "../../../../shared/companies/companies.schema";
import { TitledSection } from "../../../components/TitledSection";
import { ApiError } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { useUpdateCompany } from "../../companies/companies.queries";
import { SETTINGS_TEXT } from "../settingsText";
import { supportedTimeZones, timeZoneOptions } from "../timeZoneOptions";

/**
 * The company's IANA time zone: its "today" for attendance, leave, holidays and the dashboards. Saved
 * on its own through the company update (PATCH /api/companies/{id} with `timezone`).
 */
export function CompanyTimezoneField({ company }: { company: CompanyDto }) {
  const update = useUpdateCompany();
  const [zone, setZone] = useState(company.timezone);
  const options = useMemo(
    () => timeZoneOptions(company.timezone, supportedTimeZones(), new Date()),
    [company.timezone],
  );
  const changed = zone !== company.timezone;

  const save = () =>
    update.mutate(
      { id: company.id, patch: { timezone: zone } },
      {
        onSuccess: (saved) => {
          setZone(saved.timezone);
          showToast({ color: "teal", title: SETTINGS_TEXT.companyUpdated, message: undefined });
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.serverMessage : undefined;
          showToast({ color: "red", title: SETTINGS_TEXT.companyFailedTitle, message: message || undefined });
        },
      },
    );

  return (
    <TitledSection
      title="Time zone"
      description="Your company's days follow this zone: today's attendance, leave and holidays."
    >
      <Group align="flex-end" gap="sm">
        <Select
          label="Time zone"
          searchable
          allowDeselect={false}
          data={options}
          value={zone}
          onChange={(value) => value && setZone(value)}
          nothingFoundMessage="No time zone matches"
          leftSection={<IconWorld size={16} />}
          maxDropdownHeight={280}
          w={{ base: "100%", xs: 380 }}
        />
        <Button onClick={save} disabled={!changed} loading={update.isPending}>
          Save
        </Button>
        {changed && (
          <Button variant="default" onClick={() => setZone(company.timezone)} disabled={update.isPending}>
            Cancel
          </Button>
        )}
      </Group>
    </TitledSection>
  );
}
