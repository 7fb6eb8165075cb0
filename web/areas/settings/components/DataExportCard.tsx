import { Button, Group, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { TitledSection } from "../../../components/TitledSection";
import { SETTINGS_TEXT } from "../settingsText";

/** GET /api/user/export: always the signed-in person's own data (docs/product/employees.md §9). */
export const PERSONAL_DATA_EXPORT_PATH = "/api/user/export";

/**
 * 'Your data' (docs/product/settings.md §2): one's own data as a JSON file. A plain link: the browser
 * downloads it with the session cookie and names it from the answer (`my-data-<date>.json`).
 */
export function DataExportCard() {
  return (
    <TitledSection title={SETTINGS_TEXT.dataTitle} description={SETTINGS_TEXT.dataContents}>
      <Group>
        <Button
          component="a"
          href={PERSONAL_DATA_EXPORT_PATH}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          {SETTINGS_TEXT.dataDownload}
        </Button>
        <Text size="sm" c="dimmed">
          JSON, readable by any text editor
        </Text>
      </Group>
    </TitledSection>
  );
}
