import { Box, Button, Center, FileButton, Group, Image, Input, Stack, Text } from "@mantine/core";
import { IconPhoto, IconSparkles, IconUpload, IconX } from "@tabler/icons-react";
import { useRef } from "react";
import { LOGO_TYPES } from "../../../../shared/companies/companies.schema";

interface LogoFieldProps {
  value: string;
  error?: React.ReactNode;
  /** A picked file, to be checked and read by the form. */
  onFile: (file: File) => void;
  onGenerate: () => void;
  onClear: () => void;
  busy?: boolean;
}

/** The company form's logo: a preview, an upload button, a 'Generate' from initials and a way to start over. */
export function LogoField({ value, error, onFile, onGenerate, onClear, busy }: LogoFieldProps) {
  // Cleared after each pick, so picking the same file again (after a fix) is noticed.
  const resetPicker = useRef<() => void>(null);
  const pick = (file: File | null) => {
    resetPicker.current?.();
    if (file) onFile(file);
  };
  return (
    <Input.Wrapper
      label="Logo"
      required
      error={error}
      description="Upload an image under 1 MB, or generate one from the company's initials."
      inputWrapperOrder={["label", "description", "input", "error"]}
    >
      <Group gap="md" mt={6} align="center" wrap="nowrap">
        <Box
          w={88}
          h={88}
          style={{
            flexShrink: 0,
            borderRadius: "var(--mantine-radius-lg)",
            border: `1px ${value ? "solid" : "dashed"} ${
              error ? "var(--mantine-color-red-5)" : "var(--mantine-color-gray-4)"
            }`,
            background: value ? "var(--mantine-color-white)" : "var(--mantine-color-gray-0)",
            overflow: "hidden",
          }}
        >
          {value ? (
            <Image src={value} alt="Logo preview" w={88} h={88} fit="contain" />
          ) : (
            <Center h="100%">
              <Stack gap={2} align="center">
                <IconPhoto size={24} stroke={1.5} color="var(--mantine-color-gray-5)" />
                <Text size="xs" c="dimmed">
                  No logo
                </Text>
              </Stack>
            </Center>
          )}
        </Box>
        <Stack gap={8} style={{ minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <FileButton onChange={pick} accept={LOGO_TYPES.join(",")} resetRef={resetPicker}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} />}
                  loading={busy}
                >
                  Upload
                </Button>
              )}
            </FileButton>
            <Button variant="light" size="xs" leftSection={<IconSparkles size={14} />} onClick={onGenerate}>
              Generate
            </Button>
          </Group>
          {value && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              leftSection={<IconX size={12} />}
              onClick={onClear}
              w="fit-content"
            >
              Remove logo
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
